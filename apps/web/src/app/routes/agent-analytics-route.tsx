import { ChartColumn } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** Analytics of the hiring area. */
export const AgentAnalyticsRoute = () => (
  <>
    <PageHeader title="Analytics" description="Hiring activity of your hiring agent" />
    <PageBody>
      <EmptyState
        icon={ChartColumn}
        title="No hiring activity yet"
        description="Screening calls, shortlisted candidates and booked interviews will be charted here once your hiring agent starts working."
      />
    </PageBody>
  </>
);
