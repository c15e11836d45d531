import { ChartColumn } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const AnalyticsRoute = () => (
  <>
    <PageHeader title="Analytics" description="How your agents are performing" />
    <PageBody>
      <EmptyState
        icon={ChartColumn}
        title="No calls yet"
        description="Call volume, success rate, sentiment and cost per call will appear here once your agents handle their first calls."
      />
    </PageBody>
  </>
);
