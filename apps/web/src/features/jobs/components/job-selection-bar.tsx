import { Ban, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  count: number;
  onClose: () => void;
  onClear: () => void;
};

/** Over the list while rows are selected: how many, and what can be done with them at once. */
export const JobSelectionBar = ({ count, onClose, onClear }: Props) => (
  <div
    role="region"
    aria-label="Selected jobs"
    data-testid="job-selection"
    className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-brand/20 bg-brand-soft px-4 py-2"
  >
    <p aria-live="polite" className="text-[13px] font-medium text-gray-900 tabular-nums">
      {count.toLocaleString('en-US')} selected
    </p>
    <div className="ml-auto flex gap-2">
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X size={14} aria-hidden="true" />
        Clear selection
      </Button>
      <Button variant="secondary" size="sm" onClick={onClose}>
        <Ban size={14} aria-hidden="true" />
        Close selected
      </Button>
    </div>
  </div>
);
