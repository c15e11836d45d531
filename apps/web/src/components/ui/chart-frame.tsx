import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  /** What the chart says in one sentence, for screen readers (the drawing itself is hidden from them). */
  'aria-label': string;
  children: ReactNode;
  /** Size classes; a full-width 'h-56' box by default. */
  className?: string;
  'data-testid'?: string;
};

/** The box a chart draws into: a fixed height, the full width, and a text alternative. */
export const ChartFrame = ({ children, className, ...rest }: Props) => (
  <div
    role="img"
    aria-label={rest['aria-label']}
    data-testid={rest['data-testid']}
    className={cn('min-w-0', className ?? 'h-56 w-full')}
  >
    {children}
  </div>
);
