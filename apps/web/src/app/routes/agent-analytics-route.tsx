import { useAgents, useRecruitingAgentId } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /{role}/analytics: the same dashboard limited to the workspace's recruiting agent, drilling into /{role}/conversations, with the recruiting figures. */
export const AgentAnalyticsRoute = () => {
  // RoleOutlet renders this only once the workspace's recruiting agent is known.
  const recruitingAgentId = useRecruitingAgentId().data ?? '';
  const agents = useAgents();
  return (
    <AnalyticsScreen
      fixedAgentId={recruitingAgentId}
      description="Calls of your hiring agent"
      agentsState={toAgentsState(agents)}
      showRecruiting
    />
  );
};
