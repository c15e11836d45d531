import {
  employmentTypes,
  generateJobBodySchema,
  jobLimits,
  jobMessages,
  seniorities,
  workplaceTypes,
} from '@agentdesk/shared';
import { WandSparkles } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useGenerateJobDraft, type WrittenJobDraft } from '../api/generate-job-draft.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import { JobChoiceSelect, type JobChoice } from './job-choice-select.tsx';

type Props = { onWritten: (written: WrittenJobDraft) => void };

// As typed: no seniority is '' (the contract's null).
const briefFormSchema = z
  .object({
    title: z.string(),
    seniority: z.enum(['', ...seniorities]),
    department: z.string(),
    location: z.string(),
    workplace_type: z.enum(workplaceTypes),
    employment_type: z.enum(employmentTypes),
    skills: z.array(z.string()),
  })
  .transform((typed, ctx) => {
    const parsed = generateJobBodySchema.safeParse({
      ...typed,
      seniority: typed.seniority === '' ? null : typed.seniority,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });

type BriefFormValues = z.input<typeof briefFormSchema>;

const blankBrief: BriefFormValues = {
  title: '',
  seniority: '',
  department: '',
  location: '',
  workplace_type: 'on_site',
  employment_type: 'full_time',
  skills: [],
};

/** The server's sentences about a brief, shown at their field. */
const fieldOfMessage: Record<string, 'title' | 'skills'> = {
  [jobMessages.titleRequired]: 'title',
  [jobMessages.briefSkillsMax]: 'skills',
};

/** "Write it for me": what is known of the role, from which the server writes a whole draft (not saved). */
export const JobBriefForm = ({ onWritten }: Props) => {
  const id = useId();
  const { registerField, control, handleSubmit, setError, clearErrors, formState } = useSchemaForm(
    briefFormSchema,
    blankBrief,
  );
  const { errors } = formState;
  const generate = useGenerateJobDraft();

  const onSubmit = handleSubmit((brief) =>
    generate.mutate(brief, {
      onSuccess: onWritten,
      onError: (error) => {
        const message = jobFailureText(error);
        setError(fieldOfMessage[message] ?? 'root', { message }, { shouldFocus: true });
      },
    }),
  );

  const choice = (name: Exclude<JobChoice, 'salary_period'>, label?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <JobChoiceSelect id={`${id}-${name}`} choice={name} label={label} value={value} onChange={onChange} />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={generate.isPending} className="flex flex-col gap-4">
      <p className="text-[13px] text-gray-600">
        Say what you know of the role and a complete job description is written for you to check and edit beside a
        preview. Nothing is saved until you save it.
      </p>
      <fieldset disabled={generate.isPending} className="flex min-w-0 flex-col gap-4">
        <TextField
          id={`${id}-title`}
          label="Job title"
          required
          aria-required="true"
          maxLength={jobLimits.titleMax}
          autoComplete="off"
          placeholder="e.g. Senior Backend Engineer"
          error={errors.title?.message}
          {...registerField('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-department`}
            label="Department"
            maxLength={jobLimits.fieldMax}
            autoComplete="off"
            placeholder="e.g. Engineering"
            {...registerField('department')}
          />
          <TextField
            id={`${id}-location`}
            label="Location"
            maxLength={jobLimits.fieldMax}
            autoComplete="off"
            placeholder="e.g. Bengaluru, India"
            {...registerField('location')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {choice('seniority')}
          {choice('workplace_type', 'Work mode')}
          {choice('employment_type')}
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field: { value, onChange } }) => (
            <FormField
              id={`${id}-skills`}
              label="Skills"
              hint={`Press Enter or type a comma after each one; up to ${jobLimits.briefSkillsMax}. The first three are the must-haves.`}
              error={errors.skills?.message}
            >
              {(wiring) => (
                <ChipsInput
                  {...wiring}
                  value={value}
                  onChange={(skills) => {
                    clearErrors('skills');
                    onChange(skills);
                  }}
                  max={jobLimits.briefSkillsMax}
                  maxLength={jobLimits.skillMax}
                  placeholder="e.g. TypeScript, PostgreSQL, Kafka"
                />
              )}
            </FormField>
          )}
        />
      </fieldset>
      {errors.root?.message !== undefined ? <Alert>{errors.root.message}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {generate.isPending ? (
          <span role="status" className="text-[13px] text-gray-500">
            Writing the job description…
          </span>
        ) : null}
        <Button type="submit" isLoading={generate.isPending}>
          {generate.isPending ? null : <WandSparkles size={16} aria-hidden="true" />}
          {generate.isPending ? 'Writing draft…' : 'Write draft'}
        </Button>
      </div>
    </form>
  );
};
