import { jobLimits, uploadJobTextBodySchema, type Job } from '@agentdesk/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useUploadJobText } from '../api/upload-job-text.ts';
import { jobFailureText } from '../utils/job-failure.ts';

type Props = { onRead: (job: Job) => void };

type Errors = { title?: string; text?: string; form?: string };

/** 'Paste text': a job description from anywhere, which the server reads into a draft's fields. */
export const PasteJobTextForm = ({ onRead }: Props) => {
  const id = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const upload = useUploadJobText();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty title is left out: the server then keeps the one it finds in the text.
    const parsed = uploadJobTextBodySchema.safeParse(title.trim() === '' ? { text } : { text, title });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] === 'title' ? 'title' : 'text'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    upload.mutate(parsed.data, {
      onSuccess: ({ job, message }) => {
        toast.success(message);
        onRead(job);
      },
      onError: (error) => setErrors({ form: jobFailureText(error) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-title`}
        label="Job title (optional)"
        hint="Leave it empty to use the title found in the text."
        value={title}
        autoComplete="off"
        maxLength={jobLimits.titleMax}
        disabled={upload.isPending}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
      />
      <FormField id={`${id}-text`} label="Job description" error={errors.text}>
        {(control) => (
          <Textarea
            {...control}
            rows={14}
            value={text}
            disabled={upload.isPending}
            placeholder="Paste the whole job description: title, location, salary, responsibilities, requirements, skills…"
            onChange={(event) => {
              setText(event.target.value);
              setErrors((current) => ({ ...current, text: undefined }));
            }}
            className="resize-y"
          />
        )}
      </FormField>
      {errors.form !== undefined ? <Alert>{errors.form}</Alert> : null}
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
