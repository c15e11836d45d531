import { useAgents } from '../../features/agents/api/list-agents.ts';
import { InboxScreen } from '../../features/inbox/components/inbox-screen.tsx';

/** /inbox: mails, calls and chats in one place (SPEC §2 Inbox); replies go out as one of the agents. */
export const InboxRoute = () => {
  const agents = useAgents();
  return <InboxScreen agents={agents.data ?? []} />;
};
