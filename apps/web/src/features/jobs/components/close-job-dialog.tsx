import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before a job is closed for good; stays open (and busy) until the server has answered. */
export const CloseJobDialog = ({ isOpen, onOpenChange, isPending, onConfirm }: Props) => (
  <Dialog
    open={isOpen}
    onOpenChange={(open) => {
      if (!isPending) onOpenChange(open);
    }}
    title="Close this job?"
    description="It stops being listed as open and can no longer be edited. You can copy it later to hire for the role again."
  >
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)} disabled={isPending}>
        Cancel
      </Button>
      <Button variant="danger" size="sm" onClick={onConfirm} isLoading={isPending}>
        Close job
      </Button>
    </div>
  </Dialog>
);
