import { PhoneCall } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const DemoCallRoute = () => (
  <>
    <PageHeader title="Demo Call" description="Initiate a demo call with a customer" />
    <PageBody>
      <EmptyState
        icon={PhoneCall}
        title="No demo calls yet"
        description="Demo calls you start, e-mail campaigns you send and onboarding documents you process will appear here."
      />
    </PageBody>
  </>
);
