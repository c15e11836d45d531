import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from './skeleton.tsx';

type Props = {
  /** What is loading, as screen readers announce it ('Loading calls'). */
  label: string;
  'data-testid'?: string;
  rowCount?: number;
  /**
   * The fixed row height of a virtualized list: rows then stack their lines at that height, each
   * with a bottom rule. Left out (a paged list), rows take their content's height between rules.
   */
  rowHeight?: number;
  /** How one row lays out its blocks (a paged list's columns). */
  rowClassName?: string;
  /** One row's placeholder blocks (Skeleton), repeated rowCount times. */
  children: ReactNode;
};

/** The first line of an item row while it loads: its icon, its title (this wide) and its time. */
export const SkeletonTitleLine = ({ titleWidth }: { titleWidth: string }) => (
  <div className="flex items-center gap-2">
    <Skeleton className="size-3.5 rounded-full" />
    <Skeleton className={cn('h-3.5', titleWidth)} />
    <Skeleton className="ml-auto h-3 w-12" />
  </div>
);

/** A list while its first page loads: rows shaped like the rows that will come. */
export const ListSkeleton = ({ label, rowCount = 8, rowHeight, rowClassName, children, ...rest }: Props) => {
  const isVirtual = rowHeight !== undefined;
  return (
    <div
      role="status"
      aria-label={label}
      data-testid={rest['data-testid']}
      className={isVirtual ? 'min-h-0 flex-1 overflow-hidden' : 'divide-y divide-gray-100'}
    >
      {Array.from({ length: rowCount }, (_, index) => (
        <div
          key={index}
          style={isVirtual ? { height: rowHeight } : undefined}
          className={cn(isVirtual && 'flex flex-col justify-center gap-2 border-b border-gray-100 px-3', rowClassName)}
        >
          {children}
        </div>
      ))}
      <span className="sr-only">{label}...</span>
    </div>
  );
};
