import { useAgents, useRecruitingAgentId } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /{role}/conversations: the same screen in agent mode, limited to the recruiting agent's calls. */
export const AgentConversationsRoute = () => {
  // RoleOutlet renders this only once the workspace's recruiting agent is known.
  const recruitingAgentId = useRecruitingAgentId().data ?? '';
  const agents = useAgents();
  return (
    <CallsScreen
      fixedAgentId={recruitingAgentId}
      description="Screening and scheduling calls of your hiring agent"
      agentsState={toAgentsState(agents)}
    />
  );
};
