import type { QaScorecard } from '@agentdesk/shared';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { plural } from '@agentdesk/shared/plural';
import { useQaOverview } from '../api/qa-overview.ts';
import { FailingCriteriaTable } from './failing-criteria-table.tsx';

// The chart's drawing code loads on demand, as the analytics page's does.
const QaScoreChart = lazy(async () => ({ default: (await import('./qa-score-chart.tsx')).QaScoreChart }));

type Props = { scorecards: QaScorecard[]; agentName: (id: string) => string };

const ALL = 'all';
/** The most failed criteria listed; the rest are in Conversations' filter. */
const MAX_CRITERIA = 10;
const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('en-US');

const ChartSkeleton = () => <Skeleton className="h-56 w-full" />;

/** The overview's body: loading, failed, no reviews yet, or the figures. */
const OverviewBody = ({ scorecardId, scorecards, agentName }: Props & { scorecardId: string | undefined }) => {
  const overview = useQaOverview(scorecardId);
  if (overview.isPending)
    return (
      <div role="status" aria-label="Loading the overview" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-32" />
        <ChartSkeleton />
      </div>
    );
  if (overview.isError)
    return (
      <ErrorState
        title="Failed to load the overview."
        message={errorMessage(overview.error, 'Please try again.')}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
        className="py-6"
      />
    );
  const data = overview.data;
  // The most failed first (the server ranks them); criteria that never failed are only counted.
  const failing = data.criteria.filter((criterion) => criterion.failed > 0);
  if (data.reviews === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <BarChart3 size={20} aria-hidden="true" />
        </span>
        <p className="text-[13px] font-medium text-gray-900">No reviews yet</p>
        <p className="max-w-sm text-[13px] text-gray-500">
          Calls of the scorecards’ agents in the last 30 days are reviewed as they arrive; their scores show here.
        </p>
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs text-gray-500">Average score</dt>
          <dd data-testid="qa-average" className="text-2xl font-semibold text-gray-900 tabular-nums">
            {data.average_score === null ? '—' : scoreFormat.format(data.average_score)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">Reviews</dt>
          <dd data-testid="qa-reviews" className="text-2xl font-semibold text-gray-900 tabular-nums">
            {countFormat.format(data.reviews)}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="qa-score-over-time" className="flex flex-col gap-2">
        <h3 id="qa-score-over-time" className="text-[13px] font-semibold text-gray-900">
          Score over time by agent and version
        </h3>
        <Suspense fallback={<ChartSkeleton />}>
          <QaScoreChart overview={data} agentName={agentName} />
        </Suspense>
      </section>
      <section aria-labelledby="qa-most-failed" className="flex flex-col gap-3">
        <h3 id="qa-most-failed" className="text-[13px] font-semibold text-gray-900">
          Most failed criteria
        </h3>
        {failing.length > 0 ? (
          <FailingCriteriaTable
            criteria={failing.slice(0, MAX_CRITERIA)}
            showScorecard={scorecardId === undefined && scorecards.length > 1}
          />
        ) : (
          <p className="text-[13px] text-gray-500">No criterion failed in the last 30 days.</p>
        )}
        {failing.length > 0 && data.criteria.length > failing.length ? (
          <p className="text-xs text-gray-500">
            {plural(data.criteria.length - failing.length, { one: 'other criterion', other: 'other criteria' })} did not
            fail.
          </p>
        ) : null}
      </section>
    </div>
  );
};

/** The QA page's overview (issue #29 item 4): one scorecard or all, over the last 30 days. */
export const QaOverviewSection = ({ scorecards, agentName }: Props) => {
  const [choice, setChoice] = useState<string>(ALL);
  // A scorecard removed meanwhile falls back to all of them.
  const scorecardId = scorecards.some((card) => card.id === choice) ? choice : undefined;
  return (
    <Card
      title="Overview"
      description="The last 30 days"
      actions={
        <div className="w-full sm:w-56">
          <Select
            aria-label="Scorecard"
            size="sm"
            value={scorecardId ?? ALL}
            onValueChange={setChoice}
            options={[
              { value: ALL, label: 'All scorecards' },
              ...scorecards.map((card) => ({ value: card.id, label: card.name })),
            ]}
          />
        </div>
      }
    >
      <OverviewBody scorecardId={scorecardId} scorecards={scorecards} agentName={agentName} />
    </Card>
  );
};
