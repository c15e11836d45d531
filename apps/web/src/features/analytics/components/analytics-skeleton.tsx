import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';

const KPI_COUNT = 8;

/** Eight grey cards where the KPIs will be. */
export const KpiGridSkeleton = () => (
  <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
    {Array.from({ length: KPI_COUNT }, (_, index) => (
      <div key={index} className="rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="mt-3 h-7 w-20" />
        <Skeleton className="mt-2 h-3 w-28" />
      </div>
    ))}
  </div>
);

type ChartCardSkeletonProps = { className?: string; variant: 'area' | 'donut' | 'bars' };

const ChartCardSkeleton = ({ className, variant }: ChartCardSkeletonProps) => (
  <div className={cn('min-w-0 rounded-lg border border-gray-200 bg-white', className)}>
    <div className="border-b border-gray-200 px-4 py-3 sm:px-5">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-1.5 h-3 w-20" />
    </div>
    <div className="px-4 py-4 sm:px-5">
      {variant === 'area' ? <Skeleton className="h-64 w-full" /> : null}
      {variant === 'donut' ? (
        <div className="flex flex-col items-center gap-4">
          <Skeleton className="size-40 rounded-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
        </div>
      ) : null}
      {variant === 'bars' ? (
        <div className="flex flex-col gap-3">
          {[90, 70, 45, 30, 15].map((width) => (
            <div key={width}>
              <Skeleton className="h-3 w-28" />
              <Skeleton className="mt-1.5 h-2" />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  </div>
);

/** Cards shaped like the charts grid. */
export const ChartsSkeleton = () => (
  <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" aria-hidden="true">
    <ChartCardSkeleton variant="area" className="lg:col-span-2" />
    <ChartCardSkeleton variant="donut" />
    <ChartCardSkeleton variant="area" className="lg:col-span-2" />
    <ChartCardSkeleton variant="donut" />
    <ChartCardSkeleton variant="bars" className="lg:col-span-2 lg:row-span-2" />
    <ChartCardSkeleton variant="bars" />
    <ChartCardSkeleton variant="bars" />
  </div>
);

/** The whole dashboard while the first answer is on its way. */
export const AnalyticsSkeleton = () => (
  <div role="status" aria-label="Loading analytics" data-testid="analytics-loading" className="flex flex-col gap-4">
    <KpiGridSkeleton />
    <ChartsSkeleton />
  </div>
);
