import { zodResolver } from '@hookform/resolvers/zod';
import { jobLimits, jobMessages, type JobForm as JobFields } from '@agentdesk/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import { jobFormValuesSchema, type JobFormField, type JobFormValues } from '../utils/job-form-values.ts';
import { JobChoiceSelect, type JobChoice } from './job-choice-select.tsx';

export type JobFormIntent = 'save' | 'publish';

/** A submit button of the form; the last one is the primary one, which Enter presses. */
export type JobFormAction = { intent: JobFormIntent; label: string };

type Props = {
  defaultValues: JobFormValues;
  actions: JobFormAction[];
  /** Sends the fields; a rejection's sentence is shown at its field, or above the buttons. */
  onSubmit: (fields: JobFields, intent: JobFormIntent) => Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Told every change as typed (a live preview beside the form). */
  onValuesChange?: (values: JobFormValues) => void;
  className?: string;
};

/** The server's field sentences (400), shown at the field they are about. */
const fieldOfMessage: Record<string, JobFormField> = {
  [jobMessages.titleRequired]: 'title',
  [jobMessages.salaryOrder]: 'salary_min',
  [jobMessages.currencyRequired]: 'salary_currency',
  [jobMessages.deadlineFormat]: 'application_deadline',
  [jobMessages.openingsRange]: 'openings',
};

/** A text area as tall as its text (a written or read draft is long), between about 3 and 20 lines. */
const GROWS = 'field-sizing-content min-h-20 max-h-[32rem]';

/** The buttons of a draft being written: keep it as a draft, or publish it at once. */
export const draftActions: JobFormAction[] = [
  { intent: 'save', label: 'Save draft' },
  { intent: 'publish', label: 'Publish' },
];

/** The job listing form: checked with the contract's schema before sending, lists typed one item a line. */
export const JobForm = ({
  defaultValues,
  actions,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  onValuesChange,
  className,
}: Props) => {
  const id = useId();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<JobFormValues, unknown, JobFields>({
    resolver: zodResolver(jobFormValuesSchema),
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingIntent, setPendingIntent] = useState<JobFormIntent | null>(null);
  const { errors, isSubmitting } = formState;
  const primary = actions.at(-1);

  const submit = (intent: JobFormIntent) =>
    handleSubmit(async (fields) => {
      setFormError(null);
      setPendingIntent(intent);
      try {
        await onSubmit(fields, intent);
      } catch (error) {
        const message = jobFailureText(error);
        const field = fieldOfMessage[message];
        if (field !== undefined) setError(field, { message }, { shouldFocus: true });
        else setFormError(message);
      } finally {
        setPendingIntent(null);
      }
    });

  useEffect(() => {
    if (onValuesChange === undefined) return;
    // Every field is registered, so the values watched are whole.
    const subscription = watch((values) => onValuesChange(values as JobFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const field = (name: JobFormField) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  const choice = (name: JobChoice) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <JobChoiceSelect id={`${id}-${name}`} choice={name} value={value} onChange={onChange} />
      )}
    />
  );
  const lines = (
    name: 'responsibilities' | 'requirements' | 'nice_to_have' | 'benefits',
    label: string,
    rows: number,
  ) => (
    <FormField {...field(name)} label={label} hint="One per line">
      {(wiring) => <Textarea {...wiring} rows={rows} className={GROWS} {...register(name)} />}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={primary === undefined ? undefined : submit(primary.intent)}
      className={cn('min-w-0', className)}
    >
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <TextField
          {...field('title')}
          label="Job title"
          required
          aria-required="true"
          maxLength={jobLimits.titleMax}
          autoComplete="off"
          placeholder="e.g. Senior Backend Engineer"
          {...register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('department')}
            label="Department"
            maxLength={jobLimits.fieldMax}
            autoComplete="off"
            placeholder="e.g. Engineering"
            {...register('department')}
          />
          <TextField
            {...field('location')}
            label="Location"
            maxLength={jobLimits.fieldMax}
            autoComplete="off"
            placeholder="e.g. Berlin, Germany"
            {...register('location')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('employment_type')}
          {choice('workplace_type')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('seniority')}
          <TextField
            {...field('openings')}
            label="Openings"
            type="number"
            inputMode="numeric"
            min={1}
            max={jobLimits.openingsMax}
            step={1}
            autoComplete="off"
            {...register('openings')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_9rem]">
          <TextField
            {...field('salary_min')}
            label="Minimum salary"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 70000"
            {...register('salary_min')}
          />
          <TextField
            {...field('salary_max')}
            label="Maximum salary"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 90000"
            {...register('salary_max')}
          />
          <TextField
            {...field('salary_currency')}
            label="Currency"
            maxLength={3}
            autoComplete="off"
            placeholder="USD"
            className="uppercase placeholder:normal-case"
            {...register('salary_currency')}
          />
          {choice('salary_period')}
        </div>
        <FormField {...field('summary')} label="Summary">
          {(wiring) => (
            <Textarea
              {...wiring}
              rows={4}
              maxLength={jobLimits.summaryMax}
              placeholder="What the role is and why it matters"
              className={GROWS}
              {...register('summary')}
            />
          )}
        </FormField>
        {lines('responsibilities', 'Responsibilities', 5)}
        {lines('requirements', 'Must-have requirements', 5)}
        {lines('nice_to_have', 'Nice-to-have requirements', 3)}
        <TextField
          {...field('skills')}
          label="Skills"
          hint="Separated by commas, e.g. TypeScript, PostgreSQL, Docker"
          autoComplete="off"
          {...register('skills')}
        />
        {lines('benefits', 'Benefits', 4)}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('application_deadline')}
            label="Application deadline"
            type="date"
            autoComplete="off"
            {...register('application_deadline')}
          />
          <TextField
            {...field('hiring_manager')}
            label="Hiring manager"
            maxLength={jobLimits.fieldMax}
            autoComplete="off"
            placeholder="e.g. Dana Reyes"
            {...register('hiring_manager')}
          />
        </div>
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel !== undefined ? (
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          {actions.map((action) =>
            action === primary ? (
              <Button key={action.intent} type="submit" isLoading={pendingIntent === action.intent}>
                {action.label}
              </Button>
            ) : (
              <Button
                key={action.intent}
                variant="secondary"
                isLoading={pendingIntent === action.intent}
                onClick={() => void submit(action.intent)()}
              >
                {action.label}
              </Button>
            ),
          )}
        </div>
      </fieldset>
    </form>
  );
};
