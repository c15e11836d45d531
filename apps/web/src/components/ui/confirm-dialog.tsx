import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  /** The confirming button's label, e.g. 'Delete'. */
  confirmLabel: string;
  /** danger (red) for what cannot be undone; primary otherwise. */
  tone?: 'danger' | 'primary';
  isPending: boolean;
  /** Whether the confirming button is off (e.g. until the workspace's name is typed). */
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  /** Anything between the description and the buttons (a field to type into, a note). */
  children?: ReactNode;
};

/** Asks before something that is hard to undo; stays open (and busy) until the server has answered. */
export const ConfirmDialog = ({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  isPending,
  isConfirmDisabled = false,
  onConfirm,
  children,
}: Props) => (
  <Dialog
    open={isOpen}
    onOpenChange={(open) => {
      if (!isPending) onOpenChange(open);
    }}
    title={title}
    description={description}
  >
    {children}
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)} disabled={isPending}>
        Cancel
      </Button>
      <Button variant={tone} size="sm" onClick={onConfirm} isLoading={isPending} disabled={isConfirmDisabled}>
        {confirmLabel}
      </Button>
    </div>
  </Dialog>
);
