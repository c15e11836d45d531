import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

type Props = Omit<ComponentProps<'button'>, 'children'> & {
  label: string;
  icon: LucideIcon;
  isDisabled?: boolean;
  isActive?: boolean;
};

/** An icon button of the composer's toolbar, labelled for screen readers and on hover (it takes a popover trigger's props). */
export const ToolButton = ({ label, icon: Icon, isDisabled = false, isActive = false, className, ...props }: Props) => (
  <button
    type="button"
    aria-label={label}
    title={label}
    disabled={isDisabled}
    className={cn(
      'flex size-8 shrink-0 items-center justify-center rounded-md text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 disabled:cursor-not-allowed disabled:opacity-50',
      'focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
      isActive ? 'bg-red-50 text-red-700 hover:bg-red-100 hover:text-red-800' : null,
      className,
    )}
    {...props}
  >
    <Icon size={16} aria-hidden="true" />
  </button>
);
