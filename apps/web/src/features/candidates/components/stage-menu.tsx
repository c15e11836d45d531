import { applicationStageLabels, applicationStages, type ApplicationStage } from '@agentdesk/shared';
import { Check, ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';

type Props = {
  stage: ApplicationStage;
  onMove: (stage: ApplicationStage) => void;
  isPending: boolean;
  /** Viewers see the stage and cannot change it. */
  canWrite: boolean;
};

/** The application's stage, and the menu that moves it (Rejected asks for a reason first); reached and worked from the keyboard like any Radix menu. */
export const StageMenu = ({ stage, onMove, isPending, canWrite }: Props) => (
  <DropdownMenu
    align="end"
    items={applicationStages.map((each) => ({
      label: applicationStageLabels[each],
      icon: <Check size={14} aria-hidden="true" className={each === stage ? 'text-brand' : 'invisible'} />,
      tone: each === 'rejected' ? ('danger' as const) : undefined,
      isSeparated: each === 'rejected',
      onSelect: () => {
        if (each !== stage) onMove(each);
      },
    }))}
    trigger={
      <Button variant="secondary" size="sm" isLoading={isPending} disabled={!canWrite} data-testid="stage-menu">
        <span className="text-gray-500">Stage:</span> {applicationStageLabels[stage]}
        <span className="sr-only">, change</span>
        <ChevronDown size={14} aria-hidden="true" className="text-gray-400" />
      </Button>
    }
  />
);
