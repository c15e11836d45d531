import { useAgents } from '../../features/agents/api/list-agents.ts';
import { CallsScreen } from '../../features/calls/components/calls-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';
import { warmCache, type LoadedPage } from '../warm-cache.ts';
import { warmCalls } from './warm-calls.ts';

const conversationsLoader = warmCache((client, args) => warmCalls(client, args.url.searchParams));

/** /conversations: every agent's calls (SPEC §2 Conversations and call detail). */
export const ConversationsRoute = () => {
  const agents = useAgents();
  return <CallsScreen agentsState={toAgentsState(agents)} />;
};

export const conversationsPage: LoadedPage = { Component: ConversationsRoute, loader: conversationsLoader };
