import { addTextSourceBodySchema, knowledgeBaseLimits } from '@agentdesk/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddTextSource } from '../api/add-text-source.ts';
import { failureText } from '../utils/failure-text.ts';

type Props = { knowledgeBaseId: string; onAdded: () => void };

/** 'Text': a title and pasted text (opening hours, a policy, an FAQ answer). */
export const TextSourceForm = ({ knowledgeBaseId, onAdded }: Props) => {
  const id = useId();
  const { registerField, handleSubmit, setError, watch, formState } = useSchemaForm(addTextSourceBodySchema, {
    title: '',
    text: '',
  });
  const { errors } = formState;
  const add = useAddTextSource();
  const text = watch('text');

  const onSubmit = handleSubmit((body) =>
    add.mutate(
      { id: knowledgeBaseId, body },
      { onSuccess: onAdded, onError: (failure) => setError('root', { message: failureText(failure) }) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        id={`${id}-title`}
        label="Title"
        autoComplete="off"
        placeholder="e.g. Opening hours"
        maxLength={knowledgeBaseLimits.textTitleMax}
        disabled={add.isPending}
        error={errors.title?.message}
        {...registerField('title')}
      />
      <FormField id={`${id}-text`} label="Text" error={errors.text?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            disabled={add.isPending}
            placeholder="Paste or type what your agents should know."
            {...registerField('text')}
          />
        )}
      </FormField>
      {errors.root?.message !== undefined ? <Alert>{errors.root.message}</Alert> : null}
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
