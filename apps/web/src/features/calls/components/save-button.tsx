import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { SaveStatus } from '../hooks/use-save-status.ts';

type Props = { status: SaveStatus };

const labels: Record<SaveStatus, string> = { idle: 'Save', saving: 'Saving...', saved: 'Saved' };

/** Save → 'Saving...' with a spinner → 'Saved' (SPEC §4). Submits its form. */
export const SaveButton = ({ status }: Props) => (
  <div aria-live="polite" className="flex">
    <Button
      type="submit"
      data-testid="save-button"
      data-status={status}
      isLoading={status === 'saving'}
      className="w-full sm:w-auto sm:min-w-28"
    >
      {status === 'saved' ? <Check size={16} aria-hidden="true" /> : null}
      {labels[status]}
    </Button>
  </div>
);
