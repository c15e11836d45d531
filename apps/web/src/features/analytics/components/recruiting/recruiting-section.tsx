import type { CallPeriod } from '@agentdesk/shared';
import { UsersRound } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { cn } from '../../../../lib/cn.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useSearchParamsUpdater } from '../../../../lib/use-search-params-updater.ts';
import { useRecruitingAnalytics } from '../../api/get-recruiting-analytics.ts';
import { useRecruitingJobs } from '../../api/list-recruiting-jobs.ts';
import { candidatesHref } from '../../utils/recruiting-format.ts';
import { InterviewsPerWeekCard } from './interviews-per-week-card.tsx';
import { ScreeningOutcomesCard, SourcesCard } from './recruiting-breakdowns.tsx';
import { RecruitingFunnelCard } from './recruiting-funnel-card.tsx';
import { RecruitingTimesCard } from './recruiting-times-card.tsx';

/** The address's parameter of the job the recruiting figures are narrowed to. */
export const RECRUITING_JOB_PARAM = 'recruiting_job';
const ALL_JOBS = 'all';

type Props = { period: CallPeriod };

const SectionSkeleton = () => (
  <div
    role="status"
    aria-label="Loading recruiting analytics"
    className="grid gap-4 lg:grid-cols-2"
    data-testid="recruiting-loading"
  >
    {[0, 1, 2, 3].map((index) => (
      <div key={index} className="rounded-lg border border-gray-200 bg-white p-4">
        <Skeleton className="h-4 w-32" />
        <div className="mt-4 flex flex-col gap-3">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-3 w-full" />
          ))}
        </div>
      </div>
    ))}
  </div>
);

/** Recruiting on the hiring area's analytics (#18 item 6): the funnel, times, interviews, screening calls and sources of the period. */
export const RecruitingSection = ({ period }: Props) => {
  const { params, setParam } = useSearchParamsUpdater();
  const jobId = params.get(RECRUITING_JOB_PARAM) ?? '';
  const analytics = useRecruitingAnalytics({ period, jobId });
  const jobs = useRecruitingJobs();
  const data = analytics.data;
  const isEmpty =
    data !== undefined &&
    !analytics.isPlaceholderData &&
    (data.funnel[0]?.count ?? 0) === 0 &&
    data.interviews.total === 0 &&
    data.screening.successful + data.screening.unsuccessful + data.screening.no_analysis === 0;

  const renderContent = () => {
    if (analytics.isError) {
      return (
        <ErrorState
          title="Failed to load the recruiting figures."
          message={errorMessage(analytics.error, 'Please try again.')}
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isFetching}
          data-testid="recruiting-error"
        />
      );
    }
    if (data === undefined) return <SectionSkeleton />;
    if (isEmpty) {
      return (
        <EmptyState
          icon={UsersRound}
          title="No applications in this period"
          description="The funnel, the times between stages and the interviews appear here as candidates apply and move through the stages."
          action={
            <ButtonLink to={candidatesHref({ jobId })} size="sm" data-testid="recruiting-empty-action">
              Add candidates
            </ButtonLink>
          }
          className="py-10"
        />
      );
    }
    return (
      <div
        aria-busy={analytics.isPlaceholderData}
        className={cn('grid gap-4 transition-opacity lg:grid-cols-2', analytics.isPlaceholderData && 'opacity-60')}
        data-testid="recruiting-dashboard"
      >
        <RecruitingFunnelCard analytics={data} jobId={jobId} />
        <RecruitingTimesCard analytics={data} />
        <InterviewsPerWeekCard analytics={data} />
        <div className="grid min-w-0 gap-4">
          <ScreeningOutcomesCard analytics={data} jobId={jobId} />
          <SourcesCard analytics={data} jobId={jobId} />
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby="recruiting-heading" className="flex flex-col gap-3" data-testid="recruiting-section">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="recruiting-heading" className="text-base font-semibold text-gray-900">
            Recruiting
          </h2>
          <p className="text-[13px] text-gray-500">Applications that arrived in the period and how far they got</p>
        </div>
        <Select
          size="sm"
          aria-label="Job"
          className="w-full sm:w-64"
          value={jobId === '' ? ALL_JOBS : jobId}
          onValueChange={(value) => setParam(RECRUITING_JOB_PARAM, value === ALL_JOBS ? undefined : value)}
          options={[
            { value: ALL_JOBS, label: 'All jobs' },
            ...(jobs.data ?? []).map((job) => ({ value: job.id, label: job.title })),
          ]}
          isLoading={jobs.isPending}
        />
      </div>
      {renderContent()}
    </section>
  );
};
