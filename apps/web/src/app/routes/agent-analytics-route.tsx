import { HIRING_AGENT_ID } from '@agentdesk/shared/navigation';
import { useParams } from 'react-router';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /{role}/analytics: the same dashboard limited to that agent, drilling into /{role}/conversations. */
export const AgentAnalyticsRoute = () => {
  const { role } = useParams();
  const agents = useAgents();
  return (
    <AnalyticsScreen
      fixedAgentId={role ?? HIRING_AGENT_ID}
      description="Calls of your hiring agent"
      agentsState={toAgentsState(agents)}
    />
  );
};
