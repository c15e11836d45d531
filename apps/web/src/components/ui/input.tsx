import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = ComponentProps<'input'>;

export const Input = ({ className, type = 'text', ...props }: Props) => (
  <input
    type={type}
    className={cn(
      'h-9 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs transition-colors',
      'placeholder:text-gray-400 hover:border-gray-400',
      'focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none',
      'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 read-only:bg-gray-50 read-only:text-gray-700',
      'aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/20',
      className,
    )}
    {...props}
  />
);
