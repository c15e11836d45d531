import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Width = 'narrow' | 'default' | 'full';

type Props = { children: ReactNode; width?: Width; className?: string };

const widthClasses: Record<Width, string> = { narrow: 'max-w-3xl', default: 'max-w-6xl', full: 'max-w-none' };

/** The padded, width-limited area under a page header. */
export const PageBody = ({ children, width = 'default', className }: Props) => (
  <div className={cn('mx-auto w-full px-4 py-6 sm:px-6', widthClasses[width], className)}>{children}</div>
);
