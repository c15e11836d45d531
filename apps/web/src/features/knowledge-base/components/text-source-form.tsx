import { addTextSourceBodySchema, knowledgeBaseLimits } from '@agentdesk/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAddTextSource } from '../api/add-text-source.ts';
import { failureText } from '../utils/failure-text.ts';

type Props = { knowledgeBaseId: string; onAdded: () => void };

type Errors = { title?: string; text?: string; form?: string };

/** 'Text': a title and pasted text (opening hours, a policy, an FAQ answer). */
export const TextSourceForm = ({ knowledgeBaseId, onAdded }: Props) => {
  const id = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddTextSource();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addTextSourceBodySchema.safeParse({ title, text });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'title' ? 'title' : 'text';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate({ id: knowledgeBaseId, body: parsed.data }, { onSuccess: onAdded, onError: (failure) => setErrors({ form: failureText(failure) }) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        id={`${id}-title`}
        label="Title"
        value={title}
        autoComplete="off"
        placeholder="e.g. Opening hours"
        maxLength={knowledgeBaseLimits.textTitleMax}
        disabled={add.isPending}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
      />
      <FormField id={`${id}-text`} label="Text" error={errors.text}>
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            value={text}
            disabled={add.isPending}
            placeholder="Paste or type what your agents should know."
            onChange={(event) => {
              setText(event.target.value);
              setErrors((current) => ({ ...current, text: undefined }));
            }}
          />
        )}
      </FormField>
      {errors.form !== undefined ? <Alert>{errors.form}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-gray-500 tabular-nums">
          {text.length.toLocaleString('en-US')} / {knowledgeBaseLimits.textMax.toLocaleString('en-US')} characters
        </span>
        <Button type="submit" size="sm" isLoading={add.isPending}>
          Add text
        </Button>
      </div>
    </form>
  );
};
