import type { CallPeriod, ListCallsResponse } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { VirtualInfiniteList } from '../../../components/ui/virtual-infinite-list.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { CallListRow, CALL_ROW_HEIGHT } from './call-list-row.tsx';
import { CallListSkeleton } from './call-list-skeleton.tsx';
import { CallsErrorState } from './calls-error-state.tsx';
import { NoMatchingCalls } from './no-matching-calls.tsx';

type Props = {
  calls: UseInfiniteQueryResult<InfiniteData<ListCallsResponse>>;
  selectedCallId: string | null;
  callHref: (callId: string) => string;
  agentName: (agentId: string | null) => string;
  hasActiveFilters: boolean;
  /** The list is empty and the any-calls check has not answered yet. */
  isCheckingAnyCalls: boolean;
  period: CallPeriod;
  onClearFilters: () => void;
  onShowLongerPeriod: () => void;
};

/** The call list: only the visible rows are in the DOM; the next page loads as the end comes near. */
export const CallList = ({ calls, selectedCallId, callHref, agentName, isCheckingAnyCalls, ...emptyProps }: Props) => {
  const now = useNow();
  const rows = calls.data?.pages.flatMap((page) => page.data) ?? [];

  if (calls.isPending) return <CallListSkeleton />;
  if (calls.isError && rows.length === 0)
    return <CallsErrorState onRetry={() => void calls.refetch()} isRetrying={calls.isFetching} />;
  if (rows.length === 0) return isCheckingAnyCalls ? <CallListSkeleton /> : <NoMatchingCalls {...emptyProps} />;

  return (
    <VirtualInfiniteList
      pages={calls}
      rows={rows}
      rowHeight={CALL_ROW_HEIGHT}
      rowKey={(call) => call.call_id}
      label="Call list"
      data-testid="call-list"
      loadingMoreText="Loading more calls..."
      loadMoreError="Failed to fetch calls. Please try again."
      renderRow={(call) => (
        <CallListRow
          call={call}
          href={callHref(call.call_id)}
          agentName={agentName(call.agent_id)}
          isSelected={call.call_id === selectedCallId}
          now={now}
        />
      )}
    />
  );
};
