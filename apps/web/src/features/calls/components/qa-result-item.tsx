import type { QaCriterionResult, QaEvidence, QaFix, QaOutcome } from '@agentdesk/shared';
import { CircleCheck, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import { formatClock } from '../../../components/call-record/format-clock.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { QaCorrection } from './qa-correction.tsx';
import { QaFixDisclosure } from './qa-fix-disclosure.tsx';

type Props = {
  result: QaCriterionResult;
  callId: string;
  scorecardId: string;
  /** Members and above mark the result right or wrong; viewers see the corrections only. */
  canWrite: boolean;
  hasRecording: boolean;
  /** Plays the recording from the evidence's moment and highlights its turn; absent where nothing can show it. */
  onShowEvidence?: (evidence: QaEvidence) => void;
  /** What usually fixes the criterion, shown under a failed result (absent until the scorecards load). */
  fix?: QaFix;
};

const outcomes: Record<QaOutcome, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  passed: { label: 'Passed', tone: 'green', icon: CircleCheck },
  failed: { label: 'Failed', tone: 'red', icon: CircleX },
  not_applicable: { label: 'Not applicable', tone: 'neutral', icon: CircleMinus },
};

/** The outcome in words with its own icon, so it never rests on colour alone. */
export const OutcomeBadge = ({ outcome }: { outcome: QaOutcome }) => {
  const { label, tone, icon: Icon } = outcomes[outcome];
  return (
    <Badge tone={tone}>
      <Icon size={12} aria-hidden="true" />
      {label}
    </Badge>
  );
};

const hasMoment = (evidence: QaEvidence) => evidence.at_seconds !== null || evidence.turn_index !== null;

/**
 * One criterion's result: outcome, label, the detail sentence, the quote and the time, then (when
 * it failed) what usually fixes it, and its correction. When the result names a moment, its summary is a button that plays the recording
 * from there (or only shows the turn, for a call without a recording); the correction's controls
 * sit beside it, never inside it.
 */
export const QaResultItem = ({ result, callId, scorecardId, canWrite, hasRecording, onShowEvidence, fix }: Props) => {
  const { evidence } = result;
  const at = evidence.at_seconds;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <OutcomeBadge outcome={result.outcome} />
          <span className="text-[13px] font-medium break-words text-gray-900">{result.label}</span>
        </span>
        {at === null ? null : <span className="shrink-0 text-xs text-gray-500 tabular-nums">{formatClock(at)}</span>}
      </span>
      <span className="mt-1 block text-[13px] leading-snug text-gray-700">{result.detail}</span>
      {evidence.quote === null ? null : (
        <span className="mt-1.5 block border-l-2 border-gray-300 pl-2 text-[13px] text-gray-600 italic [overflow-wrap:anywhere]">
          “{evidence.quote}”
        </span>
      )}
    </>
  );
  // A failed result stands out from the passed ones around it by more than its badge.
  const card = cn(
    'rounded-md border px-3 py-2',
    result.outcome === 'failed' ? 'border-red-200 bg-red-50/40' : 'border-gray-200 bg-white',
  );
  const correction = <QaCorrection result={result} callId={callId} scorecardId={scorecardId} canWrite={canWrite} />;
  // Beside the summary, not in it: the summary may be a button, and a button holds no other.
  const howToFix =
    fix !== undefined && result.outcome === 'failed' ? <QaFixDisclosure fix={fix} label={result.label} /> : null;

  if (onShowEvidence === undefined || !hasMoment(evidence))
    return (
      <li data-testid="qa-result" className={card}>
        <span className="block">{body}</span>
        {howToFix}
        {correction}
      </li>
    );
  const action = hasRecording && at !== null ? `play from ${formatClock(at)}` : 'show the turn';
  return (
    <li data-testid="qa-result" className={card}>
      {/* Named by all it shows (axe's label-in-name: a shorter label would hide the detail a sighted
          user reads), with what choosing it does said last, for screen readers only. */}
      <button
        type="button"
        onClick={() => onShowEvidence(evidence)}
        className={cn(
          '-mx-3 -my-2 block w-[calc(100%+1.5rem)] rounded-md px-3 py-2 text-left',
          'transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        )}
      >
        {body}
        <span className="sr-only">, {action}</span>
      </button>
      {howToFix}
      {correction}
    </li>
  );
};
