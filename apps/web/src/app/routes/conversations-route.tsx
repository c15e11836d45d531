import { useAgents } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
/** /conversations: every agent's calls (SPEC §2 Conversations and call detail; its loader: warm-calls.ts). */
export const ConversationsRoute = () => {
  const agents = useAgents();
  return <CallsScreen agentsState={toAgentsState(agents)} />;
};
