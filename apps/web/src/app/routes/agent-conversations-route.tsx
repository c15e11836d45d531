import { HIRING_AGENT_ID } from '@agentdesk/shared/navigation';
import { useParams } from 'react-router';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /{role}/conversations: the same screen in agent mode, limited to that agent's calls. */
export const AgentConversationsRoute = () => {
  const { role } = useParams();
  const agents = useAgents();
  return (
    <CallsScreen
      fixedAgentId={role ?? HIRING_AGENT_ID}
      description="Screening and scheduling calls of your hiring agent"
      agentsState={toAgentsState(agents)}
    />
  );
};
