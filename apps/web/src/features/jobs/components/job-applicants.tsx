import type { Job, JobApplication } from '@agentdesk/shared';
import { formatPhone } from '@agentdesk/shared/phone';
import { FileDown, Users } from 'lucide-react';
import { plural } from '@agentdesk/shared/plural';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDownloadResume } from '../api/download-resume.ts';
import { useJobApplications } from '../api/list-job-applications.ts';
import { JobCandidatesLink } from './job-candidates-link.tsx';
import { jobFailureText, toastJobFailure } from '../utils/job-failure.ts';

type Props = {
  job: Job;
  /** Candidate Shortlisting for this job: the applicants and uploaded résumés ranked by fit. */
  candidatesHref: string;
};

const ApplicantRow = ({ application, now }: { application: JobApplication; now: number }) => {
  const download = useDownloadResume();
  return (
    <li
      data-testid="job-applicant"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="text-sm font-medium break-words text-gray-900">{application.name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-[13px] text-gray-500">
          <a href={`mailto:${application.email}`} className="break-all text-brand hover:underline">
            {application.email}
          </a>
          {application.phone !== '' ? (
            <a href={`tel:${application.phone}`} className="tabular-nums hover:text-gray-800">
              {formatPhone(application.phone)}
            </a>
          ) : null}
          <span>
            Applied <RelativeTime at={application.created_timestamp} now={now} />
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="max-w-full"
        isLoading={download.isPending}
        onClick={() => download.mutate(application, { onError: toastJobFailure })}
        // The name starts with the visible words (WCAG 2.5.3), then says whose file it is.
        aria-label={`Résumé ${formatFileSize(application.resume_bytes)}: download ${application.name}'s ${application.resume_filename}`}
      >
        {download.isPending ? null : <FileDown size={14} aria-hidden="true" />}
        <span className="truncate">Résumé</span>
        <span className="text-gray-500 tabular-nums">{formatFileSize(application.resume_bytes)}</span>
      </Button>
    </li>
  );
};

const ApplicantsSkeleton = () => (
  <ListSkeleton
    label="Loading applicants"
    rowCount={3}
    rowClassName="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
  >
    <div className="flex flex-1 flex-col gap-1.5">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-3 w-64 max-w-full" />
    </div>
    <Skeleton className="h-8 w-24" />
  </ListSkeleton>
);

/** The applications the job's careers page brought: who, how to reach them, when, and their résumé. */
export const JobApplicants = ({ job, candidatesHref }: Props) => {
  const query = useJobApplications(job.job_id);
  const now = useNow();
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];
  const total = query.data?.pages[0]?.total ?? job.applicant_count;

  const body = () => {
    if (query.isPending) return <ApplicantsSkeleton />;
    if (query.isError) {
      return (
        <ErrorState
          title="Failed to load the applicants."
          message={jobFailureText(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          className="py-8"
        />
      );
    }
    if (applications.length === 0) {
      return (
        <EmptyState
          icon={Users}
          title="No applicants yet"
          description="Applications sent through the Apply form of this job's careers page show here."
          className="py-8"
        />
      );
    }
    return (
      <>
        <ul data-testid="job-applicants" className="divide-y divide-gray-100">
          {applications.map((application) => (
            <ApplicantRow key={application.application_id} application={application} now={now} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="mt-3 flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void query.fetchNextPage()}
              isLoading={query.isFetchingNextPage}
            >
              Show more
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <Card
      title="Applicants"
      description={`${plural(total, 'application')} from the careers site`}
      actions={<JobCandidatesLink href={candidatesHref} />}
    >
      {body()}
    </Card>
  );
};
