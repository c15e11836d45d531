import { jobMessages, type JobForm as JobFields } from '@agentdesk/shared';
import { SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isJobNotFound, useJob } from '../api/get-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { jobFailureText } from '../utils/job-failure.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import { draftActions, JobForm, type JobFormIntent } from './job-form.tsx';

type Props = { jobId: string; role: string; onStartOver: () => void };

const sourceText = { text: 'your text', file: 'your file', form: 'the form', copy: 'the copied job' } as const;

/** The draft the server read from a text or a file, in the job form: checked and changed, then saved or published. */
export const JobDraftReview = ({ jobId, role, onStartOver }: Props) => {
  const navigate = useNavigate();
  const query = useJob(jobId);
  const update = useUpdateJob();
  const job = query.data;

  const onSubmit = async (fields: JobFields, intent: JobFormIntent) => {
    const { job: saved, message } = await update.mutateAsync({
      jobId,
      body: intent === 'publish' ? { ...fields, status: 'open' } : fields,
    });
    toast.success(message);
    void navigate(jobHref(role, saved.job_id));
  };

  if (query.isError && isJobNotFound(query.error)) {
    return (
      <EmptyState
        icon={SearchX}
        title={jobMessages.notFound}
        description="Start again with a pasted text or a file."
        action={
          <Button variant="secondary" size="sm" onClick={onStartOver}>
            Start over
          </Button>
        }
      />
    );
  }
  if (job === undefined) {
    return query.isError && !query.isFetching ? (
      <ErrorState
        title="Failed to load the draft."
        message={jobFailureText(query.error)}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <div role="status" aria-label="Loading the draft" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full rounded-md" />
        <Skeleton className="h-[32rem] w-full rounded-lg" />
      </div>
    );
  }
  if (job.status !== 'draft') {
    return (
      <Alert
        tone="info"
        action={
          <ButtonLink to={jobHref(role, job.job_id)} size="sm" variant="secondary">
            View job
          </ButtonLink>
        }
      >
        “{job.title}” is no longer a draft.
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">
        Read from {sourceText[job.source]} and kept as a draft. Check each field, then save the draft or publish the
        job.
      </Alert>
      <section aria-labelledby="job-review-title" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
        <h2 id="job-review-title" className="mb-4 text-sm font-semibold text-gray-900">
          Review the job description
        </h2>
        <JobForm
          key={job.job_id}
          defaultValues={toJobFormValues(job)}
          actions={draftActions}
          onSubmit={onSubmit}
          onCancel={onStartOver}
          cancelLabel="Start over"
        />
      </section>
    </div>
  );
};
