import {
  DEFAULT_WORKING_HOURS,
  interviewerFormSchema,
  interviewLimits,
  interviewMessages,
  type Interviewer,
  type WorkingHours,
} from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useSaveInterviewer } from '../api/save-interviewer.ts';
import { areHoursValid } from '../utils/hours-summary.ts';
import { timeZoneOptions } from '../utils/time-zone-options.ts';
import { WorkingHoursEditor } from './working-hours-editor.tsx';

type Props = {
  /** The interviewer edited; null adds one. */
  interviewer: Interviewer | null;
  onClose: () => void;
};

type Field = 'name' | 'email' | 'time_zone' | 'working_hours' | 'interview_types' | 'max_per_day' | 'max_per_week';
type Errors = Partial<Record<Field | 'form', string>>;

/** Where the server's refusals belong. */
const fieldOfServerMessage = (message: string): Field | 'form' =>
  message === interviewMessages.emailTaken
    ? 'email'
    : message === interviewMessages.unknownTimeZone
      ? 'time_zone'
      : message === interviewMessages.badHours
        ? 'working_hours'
        : 'form';

/** Adds or edits an interviewer: who, their zone, their weekly hours there, what they interview for and how often. */
export const InterviewerFormDialog = ({ interviewer, onClose }: Props) => {
  const zones = timeZoneOptions(interviewer?.time_zone);
  const [name, setName] = useState(interviewer?.name ?? '');
  const [email, setEmail] = useState(interviewer?.email ?? '');
  const [timeZone, setTimeZone] = useState(interviewer?.time_zone ?? zones[0]?.value ?? 'UTC');
  const [hours, setHours] = useState<WorkingHours>(interviewer?.working_hours ?? DEFAULT_WORKING_HOURS);
  const [types, setTypes] = useState<string[]>(interviewer?.interview_types ?? []);
  const [maxPerDay, setMaxPerDay] = useState(String(interviewer?.max_per_day ?? 4));
  const [maxPerWeek, setMaxPerWeek] = useState(String(interviewer?.max_per_week ?? 15));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveInterviewer();

  const submit = () => {
    const parsed = interviewerFormSchema.safeParse({
      name,
      email,
      time_zone: timeZone,
      working_hours: hours,
      interview_types: types,
      max_per_day: Number(maxPerDay),
      max_per_week: Number(maxPerWeek),
    });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (!areHoursValid(hours)) found.working_hours = interviewMessages.badHours;
    if (found.max_per_day !== undefined) found.max_per_day = 'From 1 to 20 a day';
    if (found.max_per_week !== undefined) found.max_per_week = 'From 1 to 100 a week';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(
      { id: interviewer?.interviewer_id ?? null, body: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          const message = failureText(error);
          setErrors({ [fieldOfServerMessage(message)]: message });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}
      title={interviewer === null ? 'Add interviewer' : `Edit ${interviewer.name}`}
      className="max-w-2xl"
    >
      <form
        noValidate
        data-testid="interviewer-form"
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="interviewer-name"
            label="Name"
            value={name}
            maxLength={interviewLimits.nameMax}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          <TextField
            id="interviewer-email"
            label="E-mail"
            type="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
        </div>
        <FormField
          id="interviewer-zone"
          label="Time zone"
          hint="Their working hours below are in this zone."
          error={errors.time_zone}
        >
          {(control) => (
            <Select
              id={control.id}
              aria-label="Time zone"
              value={timeZone}
              options={zones}
              onValueChange={setTimeZone}
            />
          )}
        </FormField>
        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-[13px] font-medium text-gray-800">Working hours</legend>
          <WorkingHoursEditor
            value={hours}
            onChange={setHours}
            errorId={errors.working_hours === undefined ? undefined : 'interviewer-hours-error'}
          />
          {errors.working_hours === undefined ? null : (
            <p id="interviewer-hours-error" className="text-xs font-medium text-red-600">
              {errors.working_hours}
            </p>
          )}
        </fieldset>
        <FormField
          id="interviewer-types"
          label="Interview types"
          hint="What they interview for, e.g. Technical, Culture. Press Enter or a comma after each."
          error={errors.interview_types}
        >
          {(control) => (
            <ChipsInput
              {...control}
              value={types}
              onChange={setTypes}
              max={interviewLimits.typesMax}
              maxLength={interviewLimits.typeMax}
              placeholder="Technical, Culture"
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="interviewer-max-day"
            label="Most a day"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={maxPerDay}
            error={errors.max_per_day}
            onChange={(event) => setMaxPerDay(event.target.value)}
          />
          <TextField
            id="interviewer-max-week"
            label="Most a week"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={maxPerWeek}
            error={errors.max_per_week}
            onChange={(event) => setMaxPerWeek(event.target.value)}
          />
        </div>
        {errors.form === undefined ? null : <Alert tone="error">{errors.form}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" isLoading={save.isPending}>
            {interviewer === null ? 'Add interviewer' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
