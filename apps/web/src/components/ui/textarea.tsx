import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = ComponentProps<'textarea'>;

/** Multi-line text field styled like Input. */
export const Textarea = ({ className, ...props }: Props) => (
  <textarea
    className={cn(
      'block w-full min-w-0 resize-none rounded-md border border-gray-300 bg-white px-3 py-2 text-sm leading-relaxed text-gray-900 shadow-xs transition-colors',
      'placeholder:text-gray-400 hover:border-gray-400',
      'focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-brand/20 focus-visible:outline-none',
      'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
      className,
    )}
    {...props}
  />
);
