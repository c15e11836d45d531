import { PhoneCall } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RoleGate } from '../../components/ui/role-gate.tsx';
import { CAMPAIGN_ID_PARAM, CampaignWizard } from '../../features/campaigns/components/campaign-wizard.tsx';
import { DemoCallTabs } from '../../features/demo-call/components/demo-call-tabs.tsx';
import { OnboardingSection } from '../../features/onboarding/components/onboarding-section.tsx';

/** /demo-call?campaignId={id}: a campaign in the address reopens the Mail tab at its step. */
export const DemoCallRoute = () => {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Demo Call" icon={PhoneCall} description="Initiate a demo call with a customer" />
      <PageBody width="narrow">
        <DemoCallTabs
          mail={
            <RoleGate role="member" action="send mail campaigns">
              <CampaignWizard />
            </RoleGate>
          }
          onboarding={<OnboardingSection />}
          initialTab={params.has(CAMPAIGN_ID_PARAM) ? 'mail' : 'call'}
        />
      </PageBody>
    </>
  );
};
