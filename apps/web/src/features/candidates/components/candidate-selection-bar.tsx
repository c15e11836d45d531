import { applicationStageLabels, applicationStages, type ApplicationStage } from '@agentdesk/shared';
import { ArrowRightLeft, Ban, FileDown, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';

type Props = {
  count: number;
  onMove: (stage: ApplicationStage) => void;
  onExport: () => void;
  isExporting: boolean;
  onClear: () => void;
};

/** Over the list while candidates are checked: how many, and what can be done with them at once. */
export const CandidateSelectionBar = ({ count, onMove, onExport, isExporting, onClear }: Props) => (
  <div
    role="region"
    aria-label="Selected candidates"
    data-testid="candidate-selection"
    className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b border-brand/20 bg-brand-soft px-3 py-2"
  >
    <p aria-live="polite" className="mr-auto text-[13px] font-medium text-gray-900 tabular-nums">
      {count.toLocaleString('en-US')} selected
    </p>
    <DropdownMenu
      align="start"
      items={applicationStages
        .filter((stage) => stage !== 'rejected')
        .map((stage) => ({ label: applicationStageLabels[stage], onSelect: () => onMove(stage) }))}
      trigger={
        <Button variant="secondary" size="sm" data-testid="bulk-move">
          <ArrowRightLeft size={14} aria-hidden="true" />
          Move to
        </Button>
      }
    />
    <Button variant="secondary" size="sm" onClick={() => onMove('rejected')}>
      <Ban size={14} aria-hidden="true" />
      Reject
    </Button>
    <Button variant="secondary" size="sm" onClick={onExport} isLoading={isExporting}>
      {isExporting ? null : <FileDown size={14} aria-hidden="true" />}
      CSV
      <span className="sr-only"> of the selected candidates</span>
    </Button>
    <Button variant="ghost" size="icon" className="size-8" aria-label="Clear selection" onClick={onClear}>
      <X size={14} aria-hidden="true" />
    </Button>
  </div>
);
