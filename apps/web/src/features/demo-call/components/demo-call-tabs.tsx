import { FileText, Mail } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { CallSection } from './call-section.tsx';

/** Call (the initial tab), Mail and Onboarding (SPEC §2 Demo Call). */
export const DemoCallTabs = () => (
  <Tabs
    aria-label="Demo call channels"
    defaultValue="call"
    contentClassName="pt-5"
    tabs={[
      { value: 'call', label: 'Call', content: <CallSection /> },
      {
        value: 'mail',
        label: 'Mail',
        content: (
          <EmptyState icon={Mail} title="Mail Section" description="The e-mail campaign wizard is on its way." />
        ),
      },
      {
        value: 'onboarding',
        label: 'Onboarding',
        content: (
          <EmptyState icon={FileText} title="Onboarding" description="The onboarding document viewer is on its way." />
        ),
      },
    ]}
  />
);
