import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CALL_ROW_HEIGHT } from './call-list-row.tsx';

const ROWS = 8;

/** Rows shaped like call rows while the first page loads. */
export const CallListSkeleton = () => (
  <div role="status" aria-label="Loading calls" data-testid="call-list-skeleton" className="min-h-0 flex-1 overflow-hidden">
    {Array.from({ length: ROWS }, (_, index) => (
      <div key={index} style={{ height: CALL_ROW_HEIGHT }} className="flex flex-col justify-center gap-2 border-b border-gray-100 px-3">
        <div className="flex items-center gap-2">
          <Skeleton className="size-3.5 rounded-full" />
          <Skeleton className="h-3.5 w-40" />
          <Skeleton className="ml-auto h-3 w-12" />
        </div>
        <div className="flex items-center gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="ml-auto h-4 w-16 rounded-full" />
          <Skeleton className="h-4 w-14 rounded-full" />
        </div>
        <Skeleton className="h-3 w-3/4" />
      </div>
    ))}
    <span className="sr-only">Loading calls...</span>
  </div>
);
