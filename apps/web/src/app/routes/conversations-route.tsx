import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const ConversationsRoute = () => (
  <>
    <PageHeader title="Conversations" icon={MessagesSquare} />
    <PageBody width="full">
      <EmptyState
        icon={MessagesSquare}
        title="No conversations yet"
        description="Calls and chats your agents handle will be listed here, each with its transcript, recording and call analysis."
      />
    </PageBody>
  </>
);
