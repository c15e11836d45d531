import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before something is deleted for good; stays open (and busy) until the server has answered. */
export const ConfirmDeleteDialog = ({ isOpen, onOpenChange, title, description, isPending, onConfirm }: Props) => (
  <Dialog
    open={isOpen}
    onOpenChange={(open) => {
      if (!isPending) onOpenChange(open);
    }}
    title={title}
    description={description}
  >
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)} disabled={isPending}>
        Cancel
      </Button>
      <Button variant="danger" size="sm" onClick={onConfirm} isLoading={isPending}>
        Delete
      </Button>
    </div>
  </Dialog>
);
