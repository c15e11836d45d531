import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  title?: string;
  description?: string;
  /** Controls at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** White surface with a 1 px border; an optional header with a title (a card of only a header has no body). */
export const Card = ({ title, description, actions, children, className }: Props) => (
  <section className={cn('min-w-0 rounded-lg border border-gray-200 bg-white', className)}>
    {title !== undefined ? (
      <header
        className={cn(
          'flex flex-wrap items-start justify-between gap-3 px-4 py-3 sm:px-5',
          children !== undefined && 'border-b border-gray-200',
        )}
      >
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
          {description !== undefined ? <p className="mt-0.5 text-[13px] text-gray-500">{description}</p> : null}
        </div>
        {actions}
      </header>
    ) : null}
    {children === undefined ? null : <div className="px-4 py-4 sm:px-5">{children}</div>}
  </section>
);
