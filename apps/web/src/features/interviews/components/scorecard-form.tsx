import type { Interview } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useSaveScorecard, type ScorecardBody } from '../api/change-interview.ts';

type Props = { interview: Interview; criteria: string[]; onSaved: () => void; onCancel: () => void };

export const ratingOptions = [
  { value: '1', label: '1 · Strong no' },
  { value: '2', label: '2 · No' },
  { value: '3', label: '3 · Yes' },
  { value: '4', label: '4 · Strong yes' },
];
export const decisionOptions = [
  { value: 'advance', label: 'Advance' },
  { value: 'hold', label: 'Hold' },
  { value: 'reject', label: 'Reject' },
];
/** A round with no criteria is rated as a whole. */
const OVERALL = 'Overall';

/** The scorecard after an interview: each criterion 1 to 4 with notes, whether the candidate came, and the decision with a summary. */
export const ScorecardForm = ({ interview, criteria, onSaved, onCancel }: Props) => {
  const shown = criteria.length === 0 ? [OVERALL] : criteria;
  const [ratings, setRatings] = useState<Record<string, { rating: string; notes: string }>>({});
  const [attended, setAttended] = useState('yes');
  const [decision, setDecision] = useState('');
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveScorecard();
  const isAttended = attended === 'yes';

  const submit = () => {
    setProblem(null);
    const missing = isAttended ? shown.filter((criterion) => (ratings[criterion]?.rating ?? '') === '') : [];
    if (missing.length > 0) return setProblem(`Rate ${missing.join(', ')} from 1 to 4.`);
    if (decision === '') return setProblem('Choose a decision: advance, hold or reject.');
    const body: ScorecardBody = {
      ratings: isAttended
        ? shown.map((criterion) => ({
            criterion,
            rating: Number(ratings[criterion]!.rating),
            notes: ratings[criterion]?.notes.trim() ?? '',
          }))
        : [],
      decision: decision as ScorecardBody['decision'],
      summary: summary.trim(),
      attended: isAttended,
    };
    save.mutate(
      { id: interview.interview_id, ...body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onSaved();
        },
        onError: (error) => setProblem(failureText(error)),
      },
    );
  };

  return (
    <form
      data-testid="scorecard-form"
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend id="attended-label" className="mb-1 text-[13px] font-medium text-gray-900">
          Did the candidate attend?
        </legend>
        <RadioGroup
          aria-labelledby="attended-label"
          value={attended}
          onValueChange={setAttended}
          options={[
            { value: 'yes', label: 'Yes, they attended' },
            { value: 'no', label: 'No, a no-show' },
          ]}
          className="flex-row flex-wrap gap-3"
        />
      </fieldset>
      {isAttended
        ? shown.map((criterion, index) => (
            <fieldset
              key={criterion}
              data-testid="scorecard-criterion"
              className="flex min-w-0 flex-col gap-2 rounded-md border border-gray-200 p-3"
            >
              <legend id={`criterion-${index}`} className="px-1 text-[13px] font-medium text-gray-900">
                {criterion}
              </legend>
              <RadioGroup
                aria-labelledby={`criterion-${index}`}
                value={ratings[criterion]?.rating ?? ''}
                onValueChange={(rating) =>
                  setRatings((all) => ({ ...all, [criterion]: { rating, notes: all[criterion]?.notes ?? '' } }))
                }
                options={ratingOptions}
                className="grid grid-cols-2 gap-1 sm:grid-cols-4"
              />
              <Label htmlFor={`criterion-notes-${index}`} className="sr-only">
                Notes on {criterion}
              </Label>
              <Textarea
                id={`criterion-notes-${index}`}
                rows={2}
                placeholder={`Notes on ${criterion}`}
                value={ratings[criterion]?.notes ?? ''}
                onChange={(event) => {
                  const notes = event.target.value;
                  setRatings((all) => ({ ...all, [criterion]: { rating: all[criterion]?.rating ?? '', notes } }));
                }}
              />
            </fieldset>
          ))
        : null}
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend id="decision-label" className="mb-1 text-[13px] font-medium text-gray-900">
          Decision
        </legend>
        <RadioGroup
          aria-labelledby="decision-label"
          value={decision}
          onValueChange={setDecision}
          options={decisionOptions}
          className="flex-row flex-wrap gap-3"
        />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="scorecard-summary">Summary</Label>
        <Textarea
          id="scorecard-summary"
          rows={3}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          placeholder={decision === 'reject' ? 'Why not: this becomes the rejection reason' : 'What the panel saw'}
        />
      </div>
      {problem === null ? null : (
        <div data-testid="scorecard-problem">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={save.isPending}>
          Back
        </Button>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          Save scorecard
        </Button>
      </div>
    </form>
  );
};
