import { interviewLimits, interviewPlanFormSchema, type Interviewer, type InterviewPlan } from '@agentdesk/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useSaveInterviewPlan } from '../api/save-interview-plan.ts';
import { newRound, numberHints, toPlanDraft, toPlanForm, type PlanDraft } from '../utils/plan-draft.ts';
import { RoundFields } from './round-fields.tsx';

type Props = {
  jobId: string;
  plan: InterviewPlan | null;
  interviewers: Interviewer[];
  /** After a save (a booking waiting for the plan opens again). */
  onSaved?: () => void;
};

/** The messages of a failed parse, by field path ('rounds.0.name'), the first of each; numbers say their range. */
const errorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = String(issue.path.at(-1) ?? 'form');
    errors[path === '' ? 'form' : path] ??=
      numberHints[field] !== undefined && !/pool/i.test(issue.message) ? numberHints[field] : issue.message;
  }
  return errors;
};

/** A job's interview plan (PUT /interview-config/): its rounds, how far ahead slots are offered and the notice they need. */
export const PlanForm = ({ jobId, plan, interviewers, onSaved }: Props) => {
  const [draft, setDraft] = useState<PlanDraft>(() => toPlanDraft(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveInterviewPlan();

  const submit = () => {
    const parsed = interviewPlanFormSchema.safeParse(toPlanForm(jobId, draft));
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message, plan: saved }) => {
        toast.success(message);
        setDraft(toPlanDraft(saved));
        onSaved?.();
      },
      onError: (error) => setErrors({ form: failureText(error) }),
    });
  };

  return (
    <form
      noValidate
      data-testid="plan-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <TextField
          id="plan-window"
          label="Offer slots up to (days ahead)"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          value={draft.window_days}
          error={errors['window_days']}
          onChange={(event) => setDraft({ ...draft, window_days: event.target.value })}
        />
        <TextField
          id="plan-notice"
          label="Minimum notice (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          max={336}
          value={draft.min_notice_hours}
          error={errors['min_notice_hours']}
          onChange={(event) => setDraft({ ...draft, min_notice_hours: event.target.value })}
        />
      </div>
      {draft.rounds.map((round, index) => (
        <RoundFields
          key={round.key}
          round={round}
          index={index}
          interviewers={interviewers}
          errors={errors}
          canRemove={draft.rounds.length > 1}
          onChange={(next) =>
            setDraft({ ...draft, rounds: draft.rounds.map((each) => (each.key === round.key ? next : each)) })
          }
          onRemove={() => setDraft({ ...draft, rounds: draft.rounds.filter((each) => each.key !== round.key) })}
        />
      ))}
      {errors['rounds'] === undefined ? null : <p className="text-xs font-medium text-red-600">{errors['rounds']}</p>}
      {errors['form'] === undefined ? null : <Alert tone="error">{errors['form']}</Alert>}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={draft.rounds.length >= interviewLimits.roundsMax}
          onClick={() => setDraft({ ...draft, rounds: [...draft.rounds, newRound()] })}
        >
          <Plus size={14} aria-hidden="true" />
          Add round
        </Button>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          Save plan
        </Button>
      </div>
    </form>
  );
};
