import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  /** The control that opens the dialog (none when the caller opens it through `open`). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Controlled mode: the caller owns whether it is open. */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Classes for the panel (a wider dialog, for instance). */
  className?: string;
};

/** A centred modal with a title, a close button and the page dimmed behind it. */
export const Dialog = ({ trigger, title, description, children, open, onOpenChange, className }: Props) => (
  <RadixDialog.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
    {trigger !== undefined ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-gray-200 bg-white p-5 shadow-xl focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label="Close"
            className="-mt-1 -mr-1 flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <X size={16} aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {description !== undefined ? (
          <RadixDialog.Description className="mt-2 text-[13px] leading-relaxed text-gray-600">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
