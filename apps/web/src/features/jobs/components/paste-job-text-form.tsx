import { jobLimits, uploadJobTextBodySchema, type Job } from '@agentdesk/shared';
import { useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUploadJobText } from '../api/upload-job-text.ts';
import { jobFailureText } from '../utils/job-failure.ts';

type Props = { onRead: (job: Job) => void };

// An empty title is left out: the server then keeps the one it finds in the text.
const pastedJobSchema = z
  .object({ title: z.string(), text: z.string() })
  .transform(({ title, text }) => (title.trim() === '' ? { text } : { text, title }))
  .pipe(uploadJobTextBodySchema);

/** 'Paste text': a job description from anywhere, which the server reads into a draft's fields. */
export const PasteJobTextForm = ({ onRead }: Props) => {
  const id = useId();
  const { registerField, handleSubmit, setError, watch, formState } = useSchemaForm(pastedJobSchema, {
    title: '',
    text: '',
  });
  const { errors } = formState;
  const upload = useUploadJobText();
  const text = watch('text');

  const onSubmit = handleSubmit((body) =>
    upload.mutate(body, {
      onSuccess: ({ job, message }) => {
        toast.success(message);
        onRead(job);
      },
      onError: (error) => setError('root', { message: jobFailureText(error) }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-title`}
        label="Job title (optional)"
        hint="Leave it empty to use the title found in the text."
        autoComplete="off"
        maxLength={jobLimits.titleMax}
        disabled={upload.isPending}
        error={errors.title?.message}
        {...registerField('title')}
      />
      <FormField id={`${id}-text`} label="Job description" error={errors.text?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={14}
            disabled={upload.isPending}
            placeholder="Paste the whole job description: title, location, salary, responsibilities, requirements, skills…"
            className="resize-y"
            {...registerField('text')}
          />
        )}
      </FormField>
      {errors.root?.message !== undefined ? <Alert>{errors.root.message}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs text-gray-500 tabular-nums">
          {text.length.toLocaleString('en-US')} / {jobLimits.textMax.toLocaleString('en-US')} characters
        </span>
        <Button type="submit" isLoading={upload.isPending}>
          {upload.isPending ? 'Reading…' : 'Read job description'}
        </Button>
      </div>
    </form>
  );
};
