import { BookOpen } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const KnowledgeBaseRoute = () => (
  <>
    <PageHeader title="Knowledge Base" description="What your agents know about your business" />
    <PageBody>
      <EmptyState
        icon={BookOpen}
        title="No knowledge bases yet"
        description="Documents, web pages and text your agents draw on when they answer will be listed here, with their refresh status."
      />
    </PageBody>
  </>
);
