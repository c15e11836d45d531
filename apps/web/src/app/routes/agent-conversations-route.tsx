import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** Conversations in agent mode: only the hiring agent's screening and scheduling calls. */
export const AgentConversationsRoute = () => (
  <>
    <PageHeader title="Conversations" icon={MessagesSquare} description="Screening and scheduling calls of your hiring agent" />
    <PageBody width="full">
      <EmptyState
        icon={MessagesSquare}
        title="No conversations yet"
        description="Screening and interview-scheduling calls with candidates will be listed here, each with its transcript and call analysis."
      />
    </PageBody>
  </>
);
