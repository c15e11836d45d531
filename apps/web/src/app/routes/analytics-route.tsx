import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /analytics: every agent's calls, with the agent filter (its loader: warm-analytics.ts). */
export const AnalyticsRoute = () => {
  const agents = useAgents();
  return <AnalyticsScreen agentsState={toAgentsState(agents)} />;
};
