import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { useInterviewJobs } from '../api/list-booking-options.ts';

type Props = {
  id: string;
  jobs: ReturnType<typeof useInterviewJobs>;
  jobId: string;
  onChange: (jobId: string) => void;
};

/** The job of a booking or a plan: open jobs by title, others with their status. */
export const JobSelectField = ({ id, jobs, jobId, onChange }: Props) => (
  <FormField id={id} label="Job">
    {(control) => (
      <Select
        id={control.id}
        aria-label="Job"
        value={jobId}
        placeholder="Choose a job"
        isLoading={jobs.isPending}
        options={(jobs.data ?? []).map((job) => ({
          value: job.job_id,
          label: job.status === 'open' ? job.title : `${job.title} (${job.status})`,
        }))}
        onValueChange={onChange}
      />
    )}
  </FormField>
);
