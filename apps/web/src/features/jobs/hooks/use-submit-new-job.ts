import type { JobForm as JobFields } from '@agentdesk/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateJob } from '../api/create-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import type { JobFormIntent } from '../components/job-form.tsx';
import { toastJobFailure } from '../utils/job-failure.ts';
import { jobHref } from '../utils/job-hrefs.ts';

/**
 * The Save draft and Publish of a job not yet saved (the blank form, a written draft): creates it
 * (POST /job-description/), publishes it when asked, then opens its page.
 */
export const useSubmitNewJob = (role: string) => {
  const navigate = useNavigate();
  const create = useCreateJob();
  const update = useUpdateJob();

  return async (fields: JobFields, intent: JobFormIntent) => {
    const created = await create.mutateAsync(fields);
    let message = created.message;
    if (intent === 'publish') {
      // The draft exists now: a refused publish leaves it for its page, which says why.
      try {
        message = (await update.mutateAsync({ jobId: created.job.job_id, body: { status: 'open' } })).message;
      } catch (error) {
        toastJobFailure(error);
      }
    }
    toast.success(message);
    void navigate(jobHref(role, created.job.job_id));
  };
};
