import { jobStatusLabels, type Job, type JobSort } from '@agentdesk/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { BriefcaseBusiness, FilePlus2, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { SampleDataOffer } from '../../../components/ui/sample-data-offer.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { candidateShortlistingHref } from '../../../lib/hiring-hrefs.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { JobListFilter } from '../api/jobs-query-keys.ts';
import type { JobPage } from '../api/list-jobs.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import { jobApplicantsHref, jobHref } from '../utils/job-hrefs.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { JobRow } from './job-row.tsx';
import type { JobRowAction } from './job-row-actions.tsx';
import { JobTableHead } from './job-table-head.tsx';

type Props = {
  query: UseQueryResult<JobPage>;
  filter: JobListFilter;
  pageIndex: number;
  onFirstPage: () => void;
  role: string;
  /** What each job's page is opened with (so Back returns here). */
  rowState: JobPageState;
  /** Where a new job is created; null for those who may not (viewers). */
  createHref: string | null;
  clearFiltersHref: string;
  /** Members select and change jobs; viewers read them. */
  canWrite: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (jobs: Job[], isSelected: boolean) => void;
  onSort: (sort: JobSort) => void;
  onAction: (action: JobRowAction, job: Job) => void;
};

export const JobListSkeleton = () => (
  <ListSkeleton
    label="Loading job listings"
    data-testid="jobs-skeleton"
    rowCount={6}
    rowClassName="flex items-center gap-4 px-4 py-3.5"
  >
    <Skeleton className="hidden size-4 rounded md:block" />
    <span className="flex min-w-0 flex-1 flex-col gap-1.5 md:flex-none md:basis-[30%]">
      <Skeleton className="h-3.5 w-48 max-w-full" />
      <Skeleton className="h-3 w-32" />
    </span>
    <Skeleton className="h-5 w-14 rounded-full" />
    <Skeleton className="hidden h-3 w-24 md:block md:flex-1" />
    <Skeleton className="hidden h-3 w-24 md:block md:flex-1" />
    <Skeleton className="hidden h-3 w-16 md:block" />
    <Skeleton className="hidden h-3 w-8 md:block" />
  </ListSkeleton>
);

/** 'No open jobs in Sales, London have “nurse” in their title, department or location. Try other words or another filter.' */
const emptyText = (filter: JobListFilter): string => {
  const kind = filter.status === undefined ? 'jobs' : `${jobStatusLabels[filter.status].toLowerCase()} jobs`;
  const scope = [filter.department, filter.location].filter((part) => part !== '').join(', ');
  const which = `${kind}${scope === '' ? '' : ` in ${scope}`}`;
  return filter.search === ''
    ? `There are no ${which}. Try another filter.`
    : `No ${which} have “${filter.search}” in their title, department or location. Try other words or another filter.`;
};

/** The page of jobs, or why there is none: loading, failed, no jobs at all, none matching, past the end. */
export const JobList = (props: Props) => {
  const { query, filter, selected } = props;
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
          <ButtonLink to={props.clearFiltersHref} variant="secondary" size="sm">
            Clear filters
          </ButtonLink>
        }
        className="border-0"
      />
    );
  }

  const selectable = page.jobs.filter((job) => job.status !== 'closed');
  const selectedHere = selectable.filter((job) => selected.has(job.job_id));
  const selection = props.canWrite
    ? {
        isAll: selectable.length > 0 && selectedHere.length === selectable.length,
        isSome: selectedHere.length > 0,
        isDisabled: selectable.length === 0,
        onChange: (isSelected: boolean) => props.onSelectedChange(selectable, isSelected),
      }
    : null;
  return (
    <table
      data-testid="job-list"
      aria-busy={query.isPlaceholderData}
      className={cn(
        'block w-full text-sm transition-opacity md:table md:table-fixed',
        query.isPlaceholderData && 'opacity-60',
      )}
    >
      <caption className="sr-only">Jobs, sortable by each column</caption>
      <JobTableHead sort={filter.sort} order={filter.order} onSort={props.onSort} selection={selection} />
      {selection !== null ? (
        // Below 768 px the header row is gone: the page's rows are selected together here.
        <tbody className="block border-b border-gray-100 md:hidden">
          <tr className="block">
            <td className="block px-4 py-2">
              <label className="inline-flex cursor-pointer items-center gap-2 text-[13px] text-gray-600">
                <Checkbox
                  checked={selection.isAll}
                  isIndeterminate={selection.isSome && !selection.isAll}
                  disabled={selection.isDisabled}
                  onChange={(event) => selection.onChange(event.target.checked)}
                />
                Select all on this page
              </label>
            </td>
          </tr>
        </tbody>
      ) : null}
      <tbody className="block divide-y divide-gray-100 md:table-row-group">
        {page.jobs.map((job) => (
          <JobRow
            key={job.job_id}
            job={job}
            href={jobHref(props.role, job.job_id)}
            applicantsHref={jobApplicantsHref(props.role, job.job_id)}
            candidatesHref={candidateShortlistingHref(props.role, job.job_id)}
            state={props.rowState}
            now={now}
            canWrite={props.canWrite}
            isSelected={selected.has(job.job_id)}
            onSelectedChange={(changed, isSelected) => props.onSelectedChange([changed], isSelected)}
            onAction={props.onAction}
          />
        ))}
      </tbody>
    </table>
  );
};
