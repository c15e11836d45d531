import { useSubmitNewJob } from '../hooks/use-submit-new-job.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { draftActions, JobForm } from './job-form.tsx';

type Props = { role: string; onBack: () => void };

/** 'or fill in the form': a blank job listing form, saved as a draft or published at once. */
export const NewJobForm = ({ role, onBack }: Props) => {
  const onSubmit = useSubmitNewJob(role);
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
