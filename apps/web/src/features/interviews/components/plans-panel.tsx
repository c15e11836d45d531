import type { Interviewer } from '@agentdesk/shared';
import { BriefcaseBusiness } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useInterviewPlan } from '../api/get-interview-plan.ts';
import { useInterviewJobs } from '../api/list-booking-options.ts';
import { JobSelectField } from './job-select-field.tsx';
import { PlanForm } from './plan-form.tsx';

type Props = {
  jobId: string;
  onJobChange: (jobId: string) => void;
  interviewers: Interviewer[];
  canWrite: boolean;
  /** A booking waits for this job's plan: saving it (or "Back to booking") returns to it, choices kept. */
  waitingBooking?: boolean;
  onBackToBooking?: () => void;
};

/** The interview plan of a job, chosen here (the job is the address's job=). */
export const PlansPanel = ({
  jobId: chosenJob,
  onJobChange,
  interviewers,
  canWrite,
  waitingBooking = false,
  onBackToBooking,
}: Props) => {
  const jobs = useInterviewJobs();
  const jobId = chosenJob !== '' ? chosenJob : (jobs.data?.[0]?.job_id ?? '');
  const plan = useInterviewPlan(jobId);

  if (jobs.isError)
    return (
      <ErrorState
        title="Failed to load the jobs."
        message={failureText(jobs.error)}
        onRetry={() => void jobs.refetch()}
      />
    );
  if (jobs.isSuccess && jobs.data.length === 0)
    return (
      <EmptyState
        icon={BriefcaseBusiness}
        title="No jobs yet"
        description="An interview plan belongs to a job: write or upload a job description first."
      />
    );

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="sm:max-w-sm">
        <JobSelectField id="plan-job" jobs={jobs} jobId={jobId} onChange={onJobChange} />
      </div>
      {waitingBooking && onBackToBooking !== undefined ? (
        <div data-testid="booking-waits">
          <Alert
            tone="info"
            action={
              <Button variant="link" size="sm" onClick={onBackToBooking}>
                Back to booking
              </Button>
            }
          >
            A booking waits for this plan: save it and the booking opens again with its job and candidate.
          </Alert>
        </div>
      ) : null}
      {jobId === '' || plan.isPending ? (
        <div role="status" aria-label="Loading the interview plan" className="flex flex-col gap-3">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : plan.isError ? (
        <ErrorState
          title="Failed to load the interview plan."
          message={failureText(plan.error)}
          onRetry={() => void plan.refetch()}
          isRetrying={plan.isFetching}
        />
      ) : (
        <>
          {plan.data === null ? (
            <Alert tone="info">
              This job has no interview plan yet. Its rounds, saved here, make its interviews bookable.
            </Alert>
          ) : null}
          {canWrite ? (
            <PlanForm
              key={`${jobId}:${plan.data?.updated_timestamp ?? 'new'}`}
              jobId={jobId}
              plan={plan.data}
              interviewers={interviewers}
              onSaved={waitingBooking ? onBackToBooking : undefined}
            />
          ) : (
            <Alert tone="info">Only members of the workspace can change interview plans.</Alert>
          )}
        </>
      )}
    </div>
  );
};
