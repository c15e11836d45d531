import { AgentsScreen } from '../../features/agents/components/agents-screen.tsx';

/** /agents: the workspace's agents (account menu). */
export const AgentsRoute = () => <AgentsScreen />;
