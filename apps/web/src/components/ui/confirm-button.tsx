import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type DialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'isOpen' | 'onOpenChange' | 'onConfirm' | 'isPending'>;

type Props = {
  label: string;
  icon: LucideIcon;
  variant?: 'secondary' | 'danger';
  /** Off, with the reason as its tooltip. */
  disabledReason?: string;
  /** What the dialog asks. */
  dialog: DialogProps;
  isPending: boolean;
  /** Does the thing; `close` closes the dialog (after a refusal, say: the page moves on after a success). */
  onConfirm: (close: () => void) => void;
  /** Told when the dialog opens or closes (to reset what was typed in it). */
  onOpenChange?: (isOpen: boolean) => void;
};

/** A button for something hard to undo: it asks first, in a ConfirmDialog. */
export const ConfirmButton = ({
  label,
  icon: Icon,
  variant = 'secondary',
  disabledReason,
  dialog,
  isPending,
  onConfirm,
  onOpenChange,
}: Props) => {
  const [isOpen, setOpen] = useState(false);
  const changeOpen = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };

  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onClick={() => changeOpen(true)}
        disabled={disabledReason !== undefined}
        title={disabledReason}
      >
        <Icon size={14} aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        isOpen={isOpen}
        onOpenChange={changeOpen}
        isPending={isPending}
        onConfirm={() => onConfirm(() => changeOpen(false))}
      />
    </>
  );
};
