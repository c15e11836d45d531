import { ListSkeleton, SkeletonTitleLine } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CALL_ROW_HEIGHT } from './call-list-row.tsx';

/** Rows shaped like call rows while the first page loads. */
export const CallListSkeleton = () => (
  <ListSkeleton label="Loading calls" data-testid="call-list-skeleton" rowHeight={CALL_ROW_HEIGHT}>
    <SkeletonTitleLine titleWidth="w-40" />
    <div className="flex items-center gap-2">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="ml-auto h-4 w-16 rounded-full" />
      <Skeleton className="h-4 w-14 rounded-full" />
    </div>
    <Skeleton className="h-3 w-3/4" />
  </ListSkeleton>
);
