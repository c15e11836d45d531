import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  /** The control that opens the popover (a button). */
  trigger: ReactNode;
  children: ReactNode;
  'aria-label'?: string;
  align?: 'start' | 'center' | 'end';
  className?: string;
  /** Controlled mode: the caller owns whether it is open (to close it after a choice). */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** A Radix popover anchored to its trigger. */
export const Popover = ({ trigger, children, align = 'start', className, open, onOpenChange, ...aria }: Props) => (
  <RadixPopover.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
    <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={6}
        collisionPadding={8}
        aria-label={aria['aria-label']}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-gray-200 bg-white p-3 shadow-lg focus:outline-none',
          className,
        )}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  </RadixPopover.Root>
);
