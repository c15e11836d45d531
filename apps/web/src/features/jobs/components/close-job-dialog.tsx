import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before a job is closed for good; stays open (and busy) until the server has answered. */
export const CloseJobDialog = (props: Props) => (
  <ConfirmDialog
    {...props}
    title="Close this job?"
    description="It stops being listed as open and can no longer be edited. You can copy it later to hire for the role again."
    confirmLabel="Close job"
  />
);
