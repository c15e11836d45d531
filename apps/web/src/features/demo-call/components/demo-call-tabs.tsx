import { FileText, Mail } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { CallSection } from './call-section.tsx';

export type DemoCallTab = 'call' | 'mail' | 'onboarding';

type Props = {
  /** The Mail tab's content (the campaign wizard, composed by the route). */
  mail?: ReactNode;
  /** The Onboarding tab's content (the document viewer, composed by the route). */
  onboarding?: ReactNode;
  /** The tab open first: Call, or Mail when the address names a campaign. */
  initialTab?: DemoCallTab;
};

/** Call (the initial tab), Mail and Onboarding (SPEC §2 Demo Call). */
export const DemoCallTabs = ({ mail, onboarding, initialTab = 'call' }: Props) => {
  const [tab, setTab] = useState<string>(initialTab);
  return (
    <Tabs
      aria-label="Demo call channels"
      value={tab}
      onValueChange={setTab}
      contentClassName="pt-5"
      tabs={[
        { value: 'call', label: 'Call', content: <CallSection /> },
        {
          value: 'mail',
          label: 'Mail',
          content: mail ?? (
            <EmptyState icon={Mail} title="Mail Section" description="The e-mail campaign wizard is on its way." />
          ),
        },
        {
          value: 'onboarding',
          label: 'Onboarding',
          content: onboarding ?? (
            <EmptyState
              icon={FileText}
              title="Onboarding"
              description="The onboarding document viewer is on its way."
            />
          ),
        },
      ]}
    />
  );
};
