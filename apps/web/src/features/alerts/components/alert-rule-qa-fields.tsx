import type { AlertMetric } from '@agentdesk/shared';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useScorecards } from '../../qa/api/scorecards.ts';

type Props = {
  metric: AlertMetric;
  scorecardId: string;
  criterionId: string;
  onScorecard: (id: string) => void;
  onCriterion: (id: string) => void;
  errors: Partial<Record<string, string>>;
};

const Message = ({ id, text }: { id: string; text: string | undefined }) =>
  text === undefined ? null : (
    <p id={id} className="text-[12px] text-red-600">
      {text}
    </p>
  );

/** A QA rule's scorecard, and for a failure rate the scorecard's criterion (#29 item 6). */
export const AlertRuleQaFields = ({ metric, scorecardId, criterionId, onScorecard, onCriterion, errors }: Props) => {
  const scorecards = useScorecards();
  const list = scorecards.data ?? [];
  const chosen = list.find((card) => card.id === scorecardId);
  const scorecardOptions = [
    { value: '', label: scorecards.isLoading ? 'Loading scorecards...' : 'Choose a scorecard' },
    ...list.map((card) => ({ value: card.id, label: card.name })),
  ];
  const criterionOptions = [
    { value: '', label: chosen ? 'Choose a criterion' : 'Choose a scorecard first' },
    ...(chosen?.criteria ?? []).map((criterion) => ({ value: criterion.id, label: criterion.label })),
  ];
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="alert-scorecard">Scorecard</Label>
        <Select
          id="alert-scorecard"
          value={scorecardId}
          options={scorecardOptions}
          onValueChange={(id) => {
            onScorecard(id);
            onCriterion('');
          }}
          aria-invalid={errors['scorecard_id'] !== undefined}
          aria-describedby={errors['scorecard_id'] === undefined ? undefined : 'alert-scorecard-error'}
        />
        <Message id="alert-scorecard-error" text={errors['scorecard_id']} />
      </div>
      {metric === 'qa_criterion_failure_rate' ? (
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="alert-criterion">Criterion</Label>
          <Select
            id="alert-criterion"
            value={criterionId}
            options={criterionOptions}
            onValueChange={onCriterion}
            disabled={!chosen}
            aria-invalid={errors['criterion_id'] !== undefined}
            aria-describedby={errors['criterion_id'] === undefined ? undefined : 'alert-criterion-error'}
          />
          <Message id="alert-criterion-error" text={errors['criterion_id']} />
        </div>
      ) : null}
    </>
  );
};
