import { RECRUITING_SEGMENT } from '@agentdesk/shared/navigation';
import { ChartColumn, History } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { Link } from 'react-router';
import { ZodError } from 'zod';
import { ConnectAgentPanel } from '../../../components/ui/connect-agent-panel.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHasAnyCalls } from '../../../lib/has-any-calls.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters.ts';
import { hasNarrowingFilters, previousPeriodLabels } from '../utils/analytics-filters.ts';
import { drillDownHref } from '../utils/drill-down-href.ts';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { formatRange } from '../utils/format-range.ts';
import { AnalyticsSkeleton, ChartsSkeleton } from './analytics-skeleton.tsx';
import { AnalyticsToolbar } from './analytics-toolbar.tsx';
import { KpiGrid } from './kpi-grid.tsx';
import { VersionsCard } from './versions-card.tsx';
import { NoCallsInPeriod } from './no-calls-in-period.tsx';

// The charts arrive in their own chunk once there is something to draw.
const AnalyticsCharts = lazy(async () => ({ default: (await import('./analytics-charts.tsx')).AnalyticsCharts }));
// The recruiting figures only on the hiring area's page: /analytics does not load them.
const RecruitingSection = lazy(async () => ({
  default: (await import('./recruiting/recruiting-section.tsx')).RecruitingSection,
}));

type Props = {
  agentsState: AgentsState;
  /** Agent mode (/zara/analytics, the recruiting agent's id): only its calls, no agent filter, drill-downs to /zara/conversations. */
  fixedAgentId?: string;
  description?: string;
  /** The hiring area's analytics: the recruiting figures under the calls'. */
  showRecruiting?: boolean;
};

/** Analytics (SPEC §2): KPIs against the previous period, charts and breakdowns, each opening the calls behind it. */
export const AnalyticsScreen = ({
  agentsState,
  fixedAgentId,
  description = 'How your agents are performing',
  showRecruiting = false,
}: Props) => {
  const filterState = useAnalyticsFilters(fixedAgentId);
  const { filters, setFilter, clearFilters } = filterState;
  const analytics = useAnalytics(filters);
  const data = analytics.data;
  const isEmpty = data !== undefined && !analytics.isPlaceholderData && (data.kpis.total_calls.value ?? 0) === 0;
  const isNarrowed = hasNarrowingFilters(filters, fixedAgentId);
  const anyCalls = useHasAnyCalls(fixedAgentId, isEmpty && !isNarrowed);
  // Agent mode is the hiring area's (/{role}/analytics): its drill-downs stay under the role segment.
  const conversationsPath = fixedAgentId === undefined ? '/conversations' : `/${RECRUITING_SEGMENT}/conversations`;

  const hrefFor = useCallback(
    (drillDown: DrillDown) => drillDownHref({ filters, drillDown, conversationsPath, fixedAgentId }),
    [filters, conversationsPath, fixedAgentId],
  );
  const agentName = useCallback(
    (agentId: string) => agentsState.agents.find((agent) => agent.id === agentId)?.name ?? agentId,
    [agentsState.agents],
  );

  const renderContent = () => {
    if (analytics.isError) {
      return (
        <ErrorState
          title="Failed to load analytics."
          message={
            // A parse failure's message is a schema dump, no sentence for the user.
            analytics.error instanceof ZodError
              ? 'The server sent an answer this page could not read.'
              : errorMessage(analytics.error, 'Please try again.')
          }
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isFetching}
          data-testid="analytics-error"
        />
      );
    }
    if (data === undefined) return <AnalyticsSkeleton />;
    if (isEmpty) {
      if (!isNarrowed && anyCalls.isPending) {
        return (
          <div role="status" aria-label="Loading analytics" className="rounded-lg border border-gray-200 bg-white p-6">
            <Skeleton className="mx-auto h-40 w-full max-w-xl" />
          </div>
        );
      }
      if (!isNarrowed && anyCalls.data === false) {
        return (
          <ConnectAgentPanel
            testId="analytics-connect-agent"
            idPrefix="analytics-"
            className="w-full"
            description="No calls yet, so there is nothing to chart. Send your provider's call webhooks here and call volume, outcomes, sentiment and cost appear on this page as calls come in."
            lastStep="Make a test call. It is counted here as soon as it ends."
            footer={
              // Call history is imported on the conversations page (agent mode's own in the hiring area).
              <Link
                to={conversationsPath}
                data-testid="analytics-import-history"
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 font-medium text-gray-800 shadow-xs hover:bg-gray-50"
              >
                <History size={14} aria-hidden="true" />
                Import call history
              </Link>
            }
          />
        );
      }
      return (
        <NoCallsInPeriod
          period={filters.period}
          hasNarrowingFilters={isNarrowed}
          onShowLongerPeriod={() => setFilter('period', '90days')}
          onClearFilters={clearFilters}
        />
      );
    }
    return (
      <div
        aria-busy={analytics.isPlaceholderData}
        className={cn('flex flex-col gap-4 transition-opacity', analytics.isPlaceholderData && 'opacity-60')}
        data-testid="analytics-dashboard"
      >
        <KpiGrid kpis={data.kpis} comparedWith={previousPeriodLabels[filters.period]} hrefFor={hrefFor} />
        {filters.agent_id !== undefined && data.versions.length > 0 ? (
          <VersionsCard
            agentId={filters.agent_id}
            agentName={agentName(filters.agent_id)}
            versions={data.versions}
            period={filters.period}
            hrefFor={hrefFor}
          />
        ) : null}
        <Suspense fallback={<ChartsSkeleton />}>
          <AnalyticsCharts
            analytics={data}
            hrefFor={hrefFor}
            agentName={agentName}
            showAgents={fixedAgentId === undefined}
          />
        </Suspense>
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Analytics" icon={ChartColumn} description={description} />
      <PageBody className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <AnalyticsToolbar
            filterState={filterState}
            agentsState={agentsState}
            fixedAgentId={fixedAgentId}
            versions={data?.versions ?? []}
          />
          {data !== undefined && !isEmpty ? (
            <p className="text-xs text-gray-500 tabular-nums" data-testid="analytics-range">
              {formatRange(data.range)}
            </p>
          ) : null}
        </div>
        {renderContent()}
        {showRecruiting ? (
          <Suspense fallback={<ChartsSkeleton />}>
            <RecruitingSection period={filters.period} />
          </Suspense>
        ) : null}
      </PageBody>
    </>
  );
};
