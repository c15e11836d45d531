import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Message bubbles and a sidebar shaped like the call while it loads. */
export const CallDetailSkeleton = () => (
  <div role="status" aria-label="Loading call" data-testid="call-detail-skeleton" className="flex min-h-0 flex-1">
    <div className="flex min-w-0 flex-1 flex-col gap-5 p-4 sm:p-6">
      <Skeleton className="h-10 w-full rounded-lg" />
      {[0.7, 0.5, 0.8, 0.45, 0.6].map((width, index) => (
        <div key={index} className={index % 2 === 0 ? 'flex gap-3' : 'flex flex-row-reverse gap-3'}>
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex flex-col gap-2" style={{ width: `${width * 100}%` }}>
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-14 w-full rounded-lg" />
          </div>
        </div>
      ))}
    </div>
    <div className="hidden w-90 shrink-0 flex-col gap-4 border-l border-gray-200 bg-white p-4 xl:flex">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-32 w-full rounded-lg" />
      <Skeleton className="h-24 w-full rounded-lg" />
    </div>
    <span className="sr-only">Loading call...</span>
  </div>
);
