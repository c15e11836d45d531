import { jobStatusLabels, type Job } from '@agentdesk/shared';
import { BriefcaseBusiness, FilePlus2, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SampleDataOffer } from '../../../components/ui/sample-data-offer.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { JobListFilter } from '../api/jobs-query-keys.ts';
import type { JobPage } from '../api/list-jobs.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { JOB_ROW_COLUMNS, JobRow } from './job-row.tsx';

type Props = {
  query: UseQueryResult<JobPage>;
  filter: JobListFilter;
  pageIndex: number;
  onFirstPage: () => void;
  jobHref: (job: Job) => string;
  /** What each job's page is opened with (so Back returns here). */
  rowState: JobPageState;
  /** Where a new job is created; null for those who may not (viewers). */
  createHref: string | null;
  clearFiltersHref: string;
};

export const JobListSkeleton = () => (
  <ListSkeleton label="Loading job listings" data-testid="jobs-skeleton" rowCount={6} rowClassName={`${JOB_ROW_COLUMNS} gap-y-2 px-4 py-3.5`}>
    <span className="flex flex-col gap-1.5">
      <Skeleton className="h-3.5 w-48 max-w-full" />
      <Skeleton className="h-3 w-32" />
    </span>
    <Skeleton className="col-span-2 h-3 w-36 md:col-span-1" />
    <Skeleton className="col-start-2 row-start-1 h-5 w-14 rounded-full md:col-start-auto md:row-start-auto" />
    <Skeleton className="col-span-2 h-3 w-24 md:col-span-1 md:justify-self-end" />
  </ListSkeleton>
);

const emptyText = (filter: JobListFilter): string => {
  const kind = filter.status === undefined ? 'jobs' : `${jobStatusLabels[filter.status].toLowerCase()} jobs`;
  return filter.search === '' ? `There are no ${kind} yet.` : `No ${kind} have “${filter.search}” in their title, department or location. Try other words or another status.`;
};

/** The page of jobs, or why there is none: loading, failed, no jobs at all, none matching, past the end. */
export const JobList = (props: Props) => {
  const { query, filter } = props;
  const page = query.data;
  const now = useNow();

  if (query.isPending) return <JobListSkeleton />;
  if (page === undefined) {
    return (
      <ErrorState
        title="Failed to load job listings."
        message={jobFailureText(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        data-testid="jobs-error"
        className="border-0"
      />
    );
  }
  if (page.counts.draft + page.counts.open + page.counts.closed === 0) {
    return (
      <EmptyState
        icon={BriefcaseBusiness}
        title="No job listings yet"
        description={
          props.createHref === null
            ? 'Job descriptions members create are listed here, as drafts until they are published.'
            : 'Job descriptions you create are listed here, as drafts until you publish them. Paste or upload one, or fill in the job listing form.'
        }
        action={
          props.createHref === null ? undefined : (
            <ButtonLink to={props.createHref}>
              <FilePlus2 size={16} aria-hidden="true" />
              Create job description
            </ButtonLink>
          )
        }
        className="border-0"
      >
        <SampleDataOffer className="mt-5" />
      </EmptyState>
    );
  }
  if (page.jobs.length === 0 && props.pageIndex > 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No more jobs on this page"
        description="The list changed since this page was opened."
        action={
          <Button variant="secondary" size="sm" onClick={props.onFirstPage}>
            Back to the first page
          </Button>
        }
        className="border-0"
      />
    );
  }
  if (page.jobs.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No jobs match"
        description={emptyText(filter)}
        action={
          <ButtonLink to={props.clearFiltersHref} replace variant="secondary" size="sm">
            Show all jobs
          </ButtonLink>
        }
        className="border-0"
      />
    );
  }
  return (
    <ul aria-label="Jobs" aria-busy={query.isPlaceholderData} data-testid="job-list" className={cn('divide-y divide-gray-100 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {page.jobs.map((job) => (
        <JobRow key={job.job_id} job={job} to={props.jobHref(job)} state={props.rowState} now={now} />
      ))}
    </ul>
  );
};
