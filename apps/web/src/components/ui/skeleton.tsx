import { cn } from '../../lib/cn.ts';

type Props = { className?: string };

/** A grey placeholder block shaped like the content that is loading. */
export const Skeleton = ({ className }: Props) => (
  <span aria-hidden="true" className={cn('block animate-pulse rounded bg-gray-200/80', className)} />
);
