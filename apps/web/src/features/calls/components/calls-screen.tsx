import { MessagesSquare } from 'lucide-react';
import { ConnectAgentPanel } from '../../../components/ui/connect-agent-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { cn } from '../../../lib/cn.ts';
import { useHasAnyCalls } from '../../../lib/has-any-calls.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useCalls } from '../api/list-calls.ts';
import { useCallFilters } from '../hooks/use-call-filters.ts';
import { useCallsStream } from '../hooks/use-calls-stream.ts';
import { countActiveFilters } from '../utils/call-filters.ts';
import { CallDetail } from './call-detail.tsx';
import { CallList } from './call-list.tsx';
import { CallListToolbar } from './call-list-toolbar.tsx';
import { ExportCallsButton } from './export-calls-button.tsx';
import { ImportCallsDialog } from './import-calls-dialog.tsx';
import { NoCallSelected } from './no-call-selected.tsx';

type Props = {
  agentsState: AgentsState;
  /** Agent mode (/zara/conversations): only this agent's calls, and no agent filter. */
  fixedAgentId?: string;
  description?: string;
};

/** Conversations (SPEC §2): the call list and the selected call, side by side on wide screens. */
export const CallsScreen = ({ agentsState, fixedAgentId, description }: Props) => {
  const filterState = useCallFilters(fixedAgentId);
  const { filters, selectedCallId } = filterState;
  const calls = useCalls(filters);
  useCallsStream();

  const isEmpty = calls.isSuccess && calls.data.pages.every((page) => page.data.length === 0);
  const hasActiveFilters = countActiveFilters(filters, fixedAgentId) > 0;
  const anyCalls = useHasAnyCalls(fixedAgentId, isEmpty);
  // Importing writes (members and up); exports are for admins.
  const canImport = useHasRole('member');
  const canExport = useHasRole('admin');
  // The connection panel only when there is no call at all, not when filters hide them.
  const isNothingYet = isEmpty && anyCalls.data === false;
  const agentName = (agentId: string | null) =>
    agentId === null ? 'No agent' : (agentsState.agents.find((agent) => agent.id === agentId)?.name ?? agentId);

  return (
    // The list has a window of its own to scroll in; an open call on a phone is one page that
    // scrolls as a whole (call-conversation.tsx).
    <div
      className={cn(
        'flex min-h-0 flex-col md:h-dvh',
        selectedCallId === null ? 'h-[calc(100dvh-3.5rem)]' : 'min-h-[calc(100dvh-3.5rem)]',
      )}
    >
      <PageHeader
        title="Conversations"
        icon={MessagesSquare}
        description={description}
        actions={
          // On a phone the open call needs the room; the list view has these.
          <div className={cn('items-center gap-2 md:flex', selectedCallId === null ? 'flex' : 'hidden')}>
            {canImport ? <ImportCallsDialog /> : null}
            {canExport ? <ExportCallsButton filters={filters} isDisabled={isEmpty} /> : null}
          </div>
        }
      />
      {isNothingYet && !hasActiveFilters ? (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConnectAgentPanel
            testId="connect-agent"
            className="my-8 w-[calc(100%-2rem)]"
            description="No calls yet. Send your provider's call webhooks here and every call appears in this list within seconds, with its transcript, recording and analysis."
            lastStep="Make a test call. It shows up here as soon as it starts."
            footer={<ImportCallsDialog triggerLabel="Import call history" testId="import-history-button" />}
          />
        </div>
      ) : (
        <div className="flex min-h-0 flex-1">
          <section
            aria-label="Calls"
            className={cn(
              'min-h-0 w-full flex-col border-gray-200 bg-white md:flex md:w-80 md:shrink-0 md:border-r xl:w-96',
              selectedCallId === null ? 'flex' : 'hidden',
            )}
          >
            <CallListToolbar
              filterState={filterState}
              calls={calls}
              agentsState={agentsState}
              fixedAgentId={fixedAgentId}
            />
            <CallList
              calls={calls}
              selectedCallId={selectedCallId}
              callHref={filterState.callHref}
              agentName={agentName}
              hasActiveFilters={hasActiveFilters}
              isCheckingAnyCalls={isEmpty && anyCalls.isPending}
              period={filters.period}
              onClearFilters={filterState.clearFilters}
              onShowLongerPeriod={() => filterState.setFilter('period', '90days')}
            />
          </section>
          <div className={cn('min-h-0 min-w-0 flex-1 md:flex', selectedCallId === null ? 'hidden' : 'flex')}>
            {selectedCallId === null ? (
              <NoCallSelected />
            ) : (
              <CallDetail
                key={selectedCallId}
                callId={selectedCallId}
                agentName={agentName}
                onBack={filterState.closeCall}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
};
