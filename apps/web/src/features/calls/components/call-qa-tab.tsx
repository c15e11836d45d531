import { qaFixFor, type QaCallReview, type QaCriterionConfig, type QaEvidence } from '@agentdesk/shared';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCallReviews } from '../api/list-call-reviews.ts';
import { useWorkspaceScorecards } from '../api/list-scorecards.ts';
import { QaResultItem } from './qa-result-item.tsx';

type Props = {
  callId: string;
  hasRecording: boolean;
  /** Members may set scorecards up (the empty state links to the Quality page) and correct results. */
  canWrite: boolean;
  onShowEvidence?: (evidence: QaEvidence) => void;
};

const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const ReviewCard = ({
  review,
  callId,
  canWrite,
  hasRecording,
  onShowEvidence,
  configs,
}: { review: QaCallReview; configs: Map<string, QaCriterionConfig> } & Props) => {
  const notApplicable = review.results.filter((result) => result.outcome === 'not_applicable').length;
  return (
    <section data-testid="qa-review" aria-labelledby={`qa-${review.scorecard_id}`} className="flex flex-col gap-2">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`qa-${review.scorecard_id}`} className="text-[13px] font-semibold break-words text-gray-900">
            {review.scorecard_name}
          </h3>
          <p className="text-xs text-gray-500 tabular-nums">
            {review.passed} passed · {review.failed} failed
            {notApplicable > 0 ? ` · ${notApplicable} not applicable` : ''}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span data-testid="qa-score" className="block text-xl leading-6 font-semibold text-gray-900 tabular-nums">
            {review.score === null ? '—' : scoreFormat.format(review.score)}
          </span>
          <span className="block text-[11px] text-gray-500">
            {review.score === null ? 'No criterion applied' : 'Score of 100'}
          </span>
        </p>
      </header>
      <ul aria-label={`${review.scorecard_name} results`} className="flex flex-col gap-2">
        {review.results.map((result) => (
          <QaResultItem
            key={result.criterion_id}
            result={result}
            callId={callId}
            scorecardId={review.scorecard_id}
            canWrite={canWrite}
            hasRecording={hasRecording}
            onShowEvidence={onShowEvidence}
            fix={configs.has(result.criterion_id) ? qaFixFor(configs.get(result.criterion_id)!) : undefined}
          />
        ))}
      </ul>
    </section>
  );
};

/**
 * The QA tab (issue #29): the call's review by each scorecard that applies to it, its score and
 * each criterion's result with its evidence; choosing a result plays the call from that moment.
 * Members mark a result right or wrong; everyone sees the corrections.
 */
export const CallQaTab = ({ callId, hasRecording, canWrite, onShowEvidence }: Props) => {
  const reviews = useCallReviews(callId);
  // The criteria's rules, for "How to fix" (the results name their criterion, not its rule).
  const scorecards = useWorkspaceScorecards();
  const configs = new Map(
    (scorecards.data ?? []).flatMap((card) => card.criteria.map((criterion) => [criterion.id, criterion.config])),
  );

  if (reviews.isPending)
    return (
      <div role="status" aria-label="Loading the reviews" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (reviews.isError)
    return (
      <ErrorState
        title="Failed to load the reviews."
        message={errorMessage(reviews.error, 'Please try again.')}
        onRetry={() => void reviews.refetch()}
        isRetrying={reviews.isFetching}
        className="py-8"
      />
    );
  if (reviews.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <ClipboardCheck size={20} aria-hidden="true" />
        </span>
        <p className="text-[13px] font-medium text-gray-900">No scorecard reviews this call yet</p>
        <p className="max-w-xs text-[13px] text-gray-500">
          A scorecard reviews every call of its agents, with the moment in the call as evidence.
        </p>
        {canWrite ? (
          <Link to="/quality" className="text-[13px] font-medium text-brand hover:underline">
            Set up scorecards
          </Link>
        ) : null}
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      {reviews.data.map((review) => (
        <ReviewCard
          key={review.scorecard_id}
          review={review}
          callId={callId}
          canWrite={canWrite}
          hasRecording={hasRecording}
          onShowEvidence={onShowEvidence}
          configs={configs}
        />
      ))}
    </div>
  );
};
