import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';

/** /analytics: every agent's calls, with the agent filter. */
export const AnalyticsRoute = () => {
  const agents = useAgents();
  return (
    <AnalyticsScreen
      agentsState={{ agents: agents.data ?? [], isPending: agents.isPending, isError: agents.isError, onRetry: () => void agents.refetch() }}
    />
  );
};
