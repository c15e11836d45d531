import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

type Variant = 'primary' | 'secondary';
type Size = 'sm' | 'md';

type Props = ComponentProps<typeof Link> & { variant?: Variant; size?: Size };

const variantClasses: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-xs hover:bg-brand-hover',
  secondary: 'border border-gray-300 bg-white text-gray-800 shadow-xs hover:bg-gray-50',
};

const sizeClasses: Record<Size, string> = { sm: 'h-8 gap-1.5 px-2.5 text-[13px]', md: 'h-9 gap-2 px-3.5 text-sm' };

/** A link that goes somewhere in the app, drawn like a Button (an action that is a navigation). */
export const ButtonLink = ({ variant = 'primary', size = 'md', className, ...props }: Props) => (
  <Link
    className={cn(
      'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
      variantClasses[variant],
      sizeClasses[size],
      className,
    )}
    {...props}
  />
);
