import { callPeriods, periodLabels } from '@agentdesk/shared';
import type { ListCallsResponse } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { plural } from '@agentdesk/shared/plural';
import { Select } from '../../../components/ui/select.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import type { CallFiltersState } from '../hooks/use-call-filters.ts';
import { countActiveFilters } from '../utils/call-filters.ts';
import { CallFiltersPopover } from './call-filters-popover.tsx';
import { CallSearchInput } from './call-search-input.tsx';
import { FailedCriterionChip } from './failed-criterion-chip.tsx';

type Props = {
  filterState: CallFiltersState;
  calls: UseInfiniteQueryResult<InfiniteData<ListCallsResponse>>;
  agentsState: AgentsState;
  fixedAgentId?: string;
};

const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'qa_score_asc', label: 'Lowest QA score' },
  { value: 'qa_score_desc', label: 'Highest QA score' },
];

/** Search, period, order, the other filters and the total above the call list. */
export const CallListToolbar = ({ filterState, calls, agentsState, fixedAgentId }: Props) => {
  const { filters, setFilter, clearFilters } = filterState;
  const total = calls.data?.pages[0]?.total;
  const activeCount = countActiveFilters(filters, fixedAgentId);
  // An empty list offers its own 'Clear filters'.
  const hasRows = calls.data?.pages.some((page) => page.data.length > 0) ?? false;

  return (
    <div className="flex shrink-0 flex-col gap-2 border-b border-gray-200 p-3">
      <CallSearchInput value={filters.search ?? ''} onCommit={(text) => setFilter('search', text)} />
      <div className="flex items-center gap-2">
        <div className="w-36 shrink-0">
          <Select
            aria-label="Period"
            size="sm"
            value={filters.period}
            onValueChange={(value) => setFilter('period', value)}
            options={callPeriods.map((period) => ({ value: period, label: periodLabels[period] }))}
          />
        </div>
        <CallFiltersPopover
          filters={filters}
          setFilter={setFilter}
          agentsState={agentsState}
          fixedAgentId={fixedAgentId}
        />
      </div>
      {filters.qa_failed_criterion === undefined ? null : (
        <FailedCriterionChip
          criterionId={filters.qa_failed_criterion}
          onRemove={() => setFilter('qa_failed_criterion', undefined)}
        />
      )}
      <div className="flex min-h-5 items-center justify-between gap-2 text-xs text-gray-500">
        <span data-testid="calls-total" aria-live="polite" className="tabular-nums">
          {total === undefined ? '\u00a0' : plural(total, 'call')}
        </span>
        <span className="flex items-center gap-3">
          {activeCount > 0 && hasRows ? (
            <button type="button" onClick={clearFilters} className="font-medium text-brand hover:underline">
              Clear filters
            </button>
          ) : null}
          {/* The order beside the total: the row above keeps its room for the period and the filters. */}
          <span className="w-40">
            <Select
              aria-label="Sort"
              size="sm"
              value={filters.sort ?? 'newest'}
              onValueChange={(value) => setFilter('sort', value === 'newest' ? undefined : value)}
              options={sortOptions}
            />
          </span>
        </span>
      </div>
      {agentsState.isError ? (
        <div
          role="alert"
          data-testid="agents-error"
          className="flex flex-wrap items-center gap-x-2 text-xs text-red-600"
        >
          <span>Failed to fetch agents. Please try again.</span>
          <button
            type="button"
            data-testid="agents-retry"
            onClick={agentsState.onRetry}
            className="font-medium text-red-700 underline underline-offset-2"
          >
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
};
