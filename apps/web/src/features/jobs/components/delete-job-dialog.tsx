import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = {
  /** The job asked about (its title is named); null when closed. */
  title: string | null;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before a job nobody applied to is deleted for good; stays open (and busy) until the server has answered. */
export const DeleteJobDialog = ({ title, ...props }: Props) => (
  <ConfirmDialog
    {...props}
    isOpen={title !== null}
    title="Delete this job?"
    description={`“${title ?? ''}” is deleted for good, with its description. Nobody has applied to it; a job with applicants is closed instead.`}
    confirmLabel="Delete job"
  />
);
