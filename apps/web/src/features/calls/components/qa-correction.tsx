import {
  QA_CORRECTION_NOTE_MAX,
  type QaCriterionResult,
  type QaResultCorrection,
  type QaVerdict,
} from '@agentdesk/shared';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCorrectResult, useWithdrawCorrection, type ResultRef } from '../api/correct-result.ts';

type Props = {
  result: QaCriterionResult;
  callId: string;
  scorecardId: string;
  /** Members and above correct results; viewers only see the corrections. */
  canWrite: boolean;
};

const outcomeWords = { passed: 'passed', failed: 'failed', not_applicable: 'not applicable' } as const;
const verdictLabels: Record<QaVerdict, string> = { right: 'Right', wrong: 'Wrong' };

/** Who marked the result, when, how, and why; and when the result has changed since. */
const CorrectionSummary = ({ correction }: { correction: QaResultCorrection }) => {
  const now = useNow();
  return (
    <div data-testid="qa-correction" className="text-xs text-gray-600">
      <p>
        <span className="font-medium text-gray-800">Marked {correction.verdict}</span>
        {' by '}
        {correction.corrected_by_name ?? 'a former member'}
        {' · '}
        <RelativeTime at={Date.parse(correction.corrected_at)} now={now} />
      </p>
      {correction.note === null ? null : (
        <p className="mt-0.5 break-words whitespace-pre-line text-gray-700">{correction.note}</p>
      )}
      {correction.is_current ? null : (
        <p className="mt-0.5 text-amber-700">
          It judged an earlier result ({outcomeWords[correction.judged_outcome]}, version{' '}
          {correction.judged_scorecard_version}); the call has been reviewed again since.
        </p>
      )}
    </div>
  );
};

type VerdictFormProps = {
  verdict: QaVerdict;
  label: string;
  initialNote: string;
  isPending: boolean;
  onSave: (note: string) => void;
};

/** The small form a Right or Wrong control opens: an optional note, and Save. */
const VerdictForm = ({ verdict, label, initialNote, isPending, onSave }: VerdictFormProps) => {
  const id = useId();
  const [note, setNote] = useState(initialNote);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(note);
      }}
    >
      <p className="text-[13px] text-gray-800">
        Mark “{label}” {verdict}
      </p>
      <Label htmlFor={`${id}-note`}>Note (optional)</Label>
      <Textarea
        id={`${id}-note`}
        rows={3}
        maxLength={QA_CORRECTION_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={verdict === 'wrong' ? 'What the automatic result missed' : 'Anything worth keeping'}
      />
      <Button type="submit" size="sm" isLoading={isPending} className="self-end">
        Save
      </Button>
    </form>
  );
};

/**
 * A result's correction (issue #29, item 5): the current one as summary, and for members Right and
 * Wrong controls, each opening a small form with an optional note; a correction can be withdrawn.
 */
export const QaCorrection = ({ result, callId, scorecardId, canWrite }: Props) => {
  const [open, setOpen] = useState<QaVerdict | null>(null);
  const correct = useCorrectResult();
  const withdraw = useWithdrawCorrection();
  const correction = result.correction ?? null;
  const ref: ResultRef = { callId, scorecardId, criterionId: result.criterion_id };
  if (!canWrite && correction === null) return null;

  const onSave = (verdict: QaVerdict, note: string) =>
    correct.mutate(
      { ...ref, verdict, note },
      {
        onSuccess: () => {
          setOpen(null);
          toast.success(`Marked “${result.label}” ${verdict}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to save the correction. Please try again.')),
      },
    );
  const onWithdraw = () =>
    withdraw.mutate(ref, {
      onSuccess: () => toast.success(`Correction of “${result.label}” withdrawn`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to withdraw the correction. Please try again.')),
    });

  return (
    <div className="mt-2 flex flex-col gap-2 border-t border-gray-100 pt-2">
      {correction === null ? null : <CorrectionSummary correction={correction} />}
      {canWrite ? (
        <div role="group" aria-label={`Correct “${result.label}”`} className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-gray-500">Is this result right?</span>
          {(['right', 'wrong'] as const).map((verdict) => (
            <Popover
              key={verdict}
              aria-label={`Mark “${result.label}” ${verdict}`}
              open={open === verdict}
              onOpenChange={(isOpen) => setOpen(isOpen ? verdict : null)}
              trigger={
                // The verdict given shows as chosen, not only to screen readers.
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={correction?.verdict === verdict}
                  className="aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand"
                >
                  {verdict === 'right' ? (
                    <ThumbsUp size={14} aria-hidden="true" />
                  ) : (
                    <ThumbsDown size={14} aria-hidden="true" />
                  )}
                  {verdictLabels[verdict]}
                </Button>
              }
            >
              <VerdictForm
                verdict={verdict}
                label={result.label}
                initialNote={correction?.note ?? ''}
                isPending={correct.isPending}
                onSave={(note) => onSave(verdict, note)}
              />
            </Popover>
          ))}
          {correction === null ? null : (
            <Button variant="ghost" size="sm" isLoading={withdraw.isPending} onClick={onWithdraw}>
              Withdraw
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
};
