import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
type Size = 'sm' | 'md' | 'lg' | 'icon';

type Props = ComponentProps<'button'> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner before the label and disables the button. */
  isLoading?: boolean;
};

const variantClasses: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-xs hover:bg-brand-hover disabled:bg-brand/60',
  secondary: 'border border-gray-300 bg-white text-gray-800 shadow-xs hover:bg-gray-50 disabled:text-gray-400',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:text-gray-400',
  danger: 'bg-red-600 text-white shadow-xs hover:bg-red-700 disabled:bg-red-600/60',
  link: 'px-0 font-medium text-brand underline-offset-4 hover:underline disabled:text-gray-400',
};

const sizeClasses: Record<Size, string> = {
  sm: 'h-8 gap-1.5 px-2.5 text-[13px]',
  md: 'h-9 gap-2 px-3.5 text-sm',
  lg: 'h-10 gap-2 px-4 text-sm',
  icon: 'size-9 justify-center',
};

export const Button = ({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: Props) => (
  <button
    type={type}
    disabled={disabled === true || isLoading}
    className={cn(
      'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed',
      variantClasses[variant],
      variant === 'link' ? 'h-auto' : sizeClasses[size],
      className,
    )}
    {...props}
  >
    {isLoading ? (
      <Spinner size={16} className={variant === 'primary' || variant === 'danger' ? 'text-white' : undefined} />
    ) : null}
    {children}
  </button>
);
