import type { JobForm as JobFields } from '@agentdesk/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateJob } from '../api/create-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { toastJobFailure } from '../utils/job-failure.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import { draftActions, JobForm, type JobFormIntent } from './job-form.tsx';

type Props = { role: string; onBack: () => void };

/** 'or fill in the form': a blank job listing form, saved as a draft or published at once. */
export const NewJobForm = ({ role, onBack }: Props) => {
  const navigate = useNavigate();
  const create = useCreateJob();
  const update = useUpdateJob();

  const onSubmit = async (fields: JobFields, intent: JobFormIntent) => {
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

  return (
    <section aria-labelledby="new-job-title" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="new-job-title" className="mb-4 text-sm font-semibold text-gray-900">
        Job listing form
      </h2>
      <JobForm
        defaultValues={toJobFormValues({ salary_currency: 'USD' })}
        actions={draftActions}
        onSubmit={onSubmit}
        onCancel={onBack}
        cancelLabel="Back"
      />
    </section>
  );
};
