import { jobMessages, type Job } from '@agentdesk/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { candidateShortlistingHref } from '../../../lib/hiring-hrefs.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { isJobNotFound, useJob } from '../api/get-job.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import { jobListingsHref } from '../utils/job-hrefs.ts';
import { readListReturn, type JobPageState } from '../utils/list-return.ts';
import { JobActions } from './job-actions.tsx';
import { JobApplicants } from './job-applicants.tsx';
import { JobCareersCard } from './job-careers-card.tsx';
import { JobCandidatesLink } from './job-candidates-link.tsx';
import { JobDescription } from './job-description.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';

type HeaderProps = {
  backTo: { pathname: string; search: string };
  backState: unknown;
  title: ReactNode;
  children?: ReactNode;
};

/** Back to the list (the page it was opened from), the job's title and status, and its actions. */
const JobHeader = ({ backTo, backState, title, children }: HeaderProps) => (
  <header data-toast-clearance className="border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
    <Link
      to={backTo}
      state={backState}
      data-testid="job-back"
      className="inline-flex items-center gap-1 rounded text-[13px] font-medium text-gray-600 hover:text-gray-900"
    >
      <ArrowLeft size={14} aria-hidden="true" />
      Job Listings
    </Link>
    <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      {title}
      {children}
    </div>
  </header>
);

const Title = ({ job }: { job: Job }) => {
  const place = [job.department, job.location].filter((part) => part !== '').join(' · ');
  return (
    <div className="min-w-0 flex-1 basis-64">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h1
          data-testid="job-detail-title"
          className="min-w-0 text-lg leading-6 font-semibold tracking-tight break-words text-gray-900"
        >
          {job.title}
        </h1>
        <JobStatusBadge status={job.status} />
      </div>
      {place !== '' ? <p className="mt-0.5 text-[13px] text-gray-500">{place}</p> : null}
    </div>
  );
};

const DetailSkeleton = () => (
  <div role="status" aria-label="Loading job" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
    <Skeleton className="h-72 w-full rounded-lg lg:order-2" />
    <div className="flex flex-col gap-4">
      <Skeleton className="h-28 w-full rounded-lg" />
      <Skeleton className="h-40 w-full rounded-lg" />
      <Skeleton className="h-40 w-full rounded-lg" />
    </div>
  </div>
);

/** A job's page: everything in its description, and what can be done with it for its status. */
export const JobDetailScreen = () => {
  const { role = '', jobId = '' } = useParams();
  const location = useLocation();
  const query = useJob(jobId);
  const job = query.data;
  const listReturn = readListReturn(location.state);
  const backTo = { pathname: jobListingsHref(role), search: listReturn?.search ?? '' };
  const pageState: JobPageState = { listReturn };
  const isGone = query.isError && isJobNotFound(query.error);
  // Edit, publish, close and copy are for members; viewers read the job.
  const canWrite = useHasRole('member');

  if (isGone) {
    return (
      <>
        <JobHeader
          backTo={backTo}
          backState={listReturn?.state}
          title={<h1 className="text-lg font-semibold text-gray-900">Job not found</h1>}
        />
        <PageBody>
          <EmptyState
            icon={SearchX}
            title={jobMessages.notFound}
            description="The address may be mistyped, or the job belongs to another account."
            action={
              <ButtonLink to={backTo} state={listReturn?.state} variant="secondary" size="sm">
                Back to Job Listings
              </ButtonLink>
            }
          />
        </PageBody>
      </>
    );
  }

  if (job === undefined) {
    return (
      <>
        <JobHeader backTo={backTo} backState={listReturn?.state} title={<h1 className="sr-only">Job</h1>} />
        <PageBody>
          {query.isError && !query.isFetching ? (
            <ErrorState
              title="Failed to load this job."
              message={jobFailureText(query.error)}
              onRetry={() => void query.refetch()}
              data-testid="job-detail-error"
            />
          ) : (
            <DetailSkeleton />
          )}
        </PageBody>
      </>
    );
  }

  return (
    <>
      <JobHeader backTo={backTo} backState={listReturn?.state} title={<Title job={job} />}>
        {canWrite ? <JobActions job={job} role={role} pageState={pageState} /> : null}
      </JobHeader>
      <PageBody>
        <div data-testid="job-detail" data-status={job.status} className="flex flex-col gap-4">
          {job.status === 'closed' ? <Alert tone="info">{jobMessages.closed}</Alert> : null}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <div className="flex flex-col gap-4 lg:order-2">
              <JobCareersCard job={job} />
              <JobFacts job={job} role={role} />
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <JobDescription job={job} />
              {/* Applications come from the careers site: a job that was never there has none. */}
              {job.published_timestamp !== null || job.applicant_count > 0 ? (
                <JobApplicants job={job} candidatesHref={candidateShortlistingHref(role, job.job_id)} />
              ) : (
                <Card
                  title="Candidates"
                  description="Upload résumés for this job and see them ranked by fit, with the reasons."
                  actions={<JobCandidatesLink href={candidateShortlistingHref(role, job.job_id)} />}
                />
              )}
            </div>
          </div>
        </div>
      </PageBody>
    </>
  );
};
