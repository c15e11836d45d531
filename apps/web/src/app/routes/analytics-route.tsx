import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
import { warmCache, type LoadedPage } from '../warm-cache.ts';
import { warmAnalytics } from './warm-analytics.ts';

const analyticsLoader = warmCache((client, args) => warmAnalytics(client, args.url.searchParams));

/** /analytics: every agent's calls, with the agent filter. */
export const AnalyticsRoute = () => {
  const agents = useAgents();
  return <AnalyticsScreen agentsState={toAgentsState(agents)} />;
};

export const analyticsPage: LoadedPage = { Component: AnalyticsRoute, loader: analyticsLoader };
