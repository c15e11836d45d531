import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before a job leaves the careers site (it can be published again); stays open until the server has answered. */
export const UnpublishJobDialog = (props: Props) => (
  <ConfirmDialog
    {...props}
    title="Unpublish this job?"
    description={
      'It leaves your careers site and its job feeds at once, and goes back to being a draft. ' +
      'Its applicants and candidates stay, and you can publish it again.'
    }
    confirmLabel="Unpublish"
    tone="primary"
  />
);
