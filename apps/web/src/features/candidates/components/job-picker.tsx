import { BriefcaseBusiness } from 'lucide-react';
import { Select } from '../../../components/ui/select.tsx';
import { useJobOption, type JobOption } from '../api/list-job-options.ts';
import { jobOptionLabel, orderJobOptions } from '../utils/job-options.ts';

type Props = {
  jobs: readonly JobOption[] | undefined;
  jobId: string;
  onChange: (jobId: string) => void;
  className?: string;
};

/** Which job's candidates are shown: the workspace's jobs, open ones first; a job linked to that is not among them is added. */
export const JobPicker = ({ jobs, jobId, onChange, className }: Props) => {
  const isListed = jobs?.some((job) => job.job_id === jobId) ?? false;
  const linked = useJobOption(jobId, jobs !== undefined && !isListed);
  const options = orderJobOptions([
    ...(linked.data !== undefined && !isListed ? [linked.data] : []),
    ...(jobs ?? []),
  ]).map((job) => ({
    value: job.job_id,
    label: jobOptionLabel(job),
  }));
  return (
    <div className={className}>
      <Select
        aria-label="Job"
        size="sm"
        value={jobId}
        placeholder="Choose a job"
        options={options}
        isLoading={jobs === undefined}
        onValueChange={onChange}
        leadingIcon={<BriefcaseBusiness size={14} aria-hidden="true" className="shrink-0 text-gray-400" />}
      />
    </div>
  );
};
