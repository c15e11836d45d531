import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'neutral' | 'green' | 'red' | 'amber' | 'blue';

type Props = ComponentProps<'span'> & { tone?: BadgeTone };

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'border-gray-200 bg-gray-50 text-gray-700',
  green: 'border-green-200 bg-green-50 text-green-700',
  red: 'border-red-200 bg-red-50 text-red-700',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  blue: 'border-blue-200 bg-brand-soft text-brand',
};

/** A small status label; red, amber and green are for status only. */
export const Badge = ({ tone = 'neutral', className, ...props }: Props) => (
  <span
    className={cn(
      'inline-flex h-5 shrink-0 items-center gap-1 rounded-full border px-2 text-[11px] leading-none font-medium whitespace-nowrap',
      toneClasses[tone],
      className,
    )}
    {...props}
  />
);
