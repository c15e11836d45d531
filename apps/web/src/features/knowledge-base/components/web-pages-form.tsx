import { knowledgeBaseLimits } from '@agentdesk/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddUrlSources } from '../api/add-url-sources.ts';
import { checkUrls } from '../utils/check-urls.ts';
import { failureText } from '../utils/failure-text.ts';

type Props = { knowledgeBaseId: string; onAdded: () => void };

/** The typed lines, checked as the server checks them, become the request's addresses. */
const webPagesSchema = z.object({ text: z.string() }).transform((values, ctx) => {
  const checked = checkUrls(values.text);
  if (checked.ok) return { urls: checked.urls };
  ctx.addIssue({
    code: 'custom',
    path: ['text'],
    message: checked.value === undefined ? checked.message : `${checked.message}: ${checked.value}`,
  });
  return z.NEVER;
});

/** 'Web pages': addresses one per line; the server fetches and reads each page. */
export const WebPagesForm = ({ knowledgeBaseId, onAdded }: Props) => {
  const id = useId();
  const { registerField, handleSubmit, setError, formState } = useSchemaForm(webPagesSchema, { text: '' });
  const add = useAddUrlSources();

  const onSubmit = handleSubmit((body) =>
    add.mutate(
      { id: knowledgeBaseId, body },
      { onSuccess: onAdded, onError: (failure) => setError('text', { message: failureText(failure) }) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField
        id={`${id}-urls`}
        label="Web page addresses"
        hint={`One per line, starting with http:// or https:// (up to ${knowledgeBaseLimits.urlsPerRequest} at a time).`}
        error={formState.errors.text?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            disabled={add.isPending}
            placeholder={'https://example.com/pricing\nhttps://example.com/faq'}
            spellCheck={false}
            className="font-mono text-[13px]"
            {...registerField('text')}
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
