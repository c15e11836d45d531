import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { NeedsAgentNotice } from '../../components/ui/needs-agent-notice.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
import { useRecruitingAgent } from '../../lib/recruiting-agent.ts';

/**
 * /{role}/conversations: the same screen in agent mode, limited to the recruiting agent's calls;
 * without one, why there are none.
 */
export const AgentConversationsRoute = () => {
  const agent = useRecruitingAgent();
  const agents = useAgents();
  if (agent !== null) {
    return (
      <CallsScreen
        fixedAgentId={agent.id}
        description={`Screening and scheduling calls of ${agent.name}, your hiring agent`}
        agentsState={toAgentsState(agents)}
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Conversations"
        icon={MessagesSquare}
        description="Screening and scheduling calls with candidates"
      />
      <PageBody className="flex flex-col gap-4">
        <EmptyState
          icon={MessagesSquare}
          title="No calls with candidates"
          description="The recruiting agent’s screening and scheduling calls appear here as they happen."
        />
        <NeedsAgentNotice what="Screening and scheduling calls" />
      </PageBody>
    </>
  );
};
