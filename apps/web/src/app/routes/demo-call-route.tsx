import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DemoCallTabs } from '../../features/demo-call/components/demo-call-tabs.tsx';

export const DemoCallRoute = () => (
  <>
    <PageHeader title="Demo Call" description="Initiate a demo call with a customer" />
    <PageBody width="narrow">
      <DemoCallTabs />
    </PageBody>
  </>
);
