import { InboxScreen } from '../../features/inbox/components/inbox-screen.tsx';

/** /inbox: mails, calls and chats in one place (SPEC §2 Inbox). */
export const InboxRoute = () => <InboxScreen />;
