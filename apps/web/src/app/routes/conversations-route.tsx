import { useAgents } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';

/** /conversations: every agent's calls (SPEC §2 Conversations and call detail). */
export const ConversationsRoute = () => {
  const agents = useAgents();
  return (
    <CallsScreen
      agentsState={{ agents: agents.data ?? [], isPending: agents.isPending, isError: agents.isError, onRetry: () => void agents.refetch() }}
    />
  );
};
