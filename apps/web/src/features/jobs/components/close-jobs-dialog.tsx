import { plural } from '@agentdesk/shared/plural';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = {
  isOpen: boolean;
  /** How many jobs are to be closed. */
  count: number;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before the selected jobs are closed for good; stays open (and busy) until the server has answered. */
export const CloseJobsDialog = ({ count, ...props }: Props) => {
  const jobs = plural(count, 'job');
  return (
    <ConfirmDialog
      {...props}
      title={`Close ${jobs}?`}
      description="They stop being listed as open, leave the careers site and can no longer be edited. You can copy any of them later to hire for the role again."
      confirmLabel={`Close ${jobs}`}
    />
  );
};
