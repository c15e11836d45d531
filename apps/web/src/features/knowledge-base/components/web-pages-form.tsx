import { knowledgeBaseLimits } from '@agentdesk/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAddUrlSources } from '../api/add-url-sources.ts';
import { checkUrls } from '../utils/check-urls.ts';
import { failureText } from '../utils/failure-text.ts';

type Props = { knowledgeBaseId: string; onAdded: () => void };

/** 'Web pages': addresses one per line; the server fetches and reads each page. */
export const WebPagesForm = ({ knowledgeBaseId, onAdded }: Props) => {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddUrlSources();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUrls(text);
    if (!checked.ok) {
      setError(checked.value === undefined ? checked.message : `${checked.message}: ${checked.value}`);
      return;
    }
    setError(null);
    add.mutate({ id: knowledgeBaseId, body: { urls: checked.urls } }, { onSuccess: onAdded, onError: (failure) => setError(failureText(failure)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField
        id={`${id}-urls`}
        label="Web page addresses"
        hint={`One per line, starting with http:// or https:// (up to ${knowledgeBaseLimits.urlsPerRequest} at a time).`}
        error={error ?? undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={text}
            disabled={add.isPending}
            placeholder={'https://example.com/pricing\nhttps://example.com/faq'}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            className="font-mono text-[13px]"
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={add.isPending}>
          Add web pages
        </Button>
      </div>
    </form>
  );
};
