import type { Interviewer } from '@agentdesk/shared';
import { Select } from '../../../components/ui/select.tsx';
import { useInterviewJobs } from '../api/list-booking-options.ts';
import type { SchedulingParams } from '../hooks/use-scheduling-params.ts';

const ALL = 'all';

/** Narrows the calendar to one interviewer or one job (both kept in the address). */
export const CalendarFilters = ({
  params,
  interviewers,
}: {
  params: SchedulingParams;
  interviewers: Interviewer[];
}) => {
  const jobs = useInterviewJobs();
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
      <div className="min-w-0 sm:w-56">
        <Select
          aria-label="Interviewer"
          size="sm"
          value={params.interviewerId === '' ? ALL : params.interviewerId}
          onValueChange={(value) => params.setFilter('interviewer', value === ALL ? '' : value)}
          options={[
            { value: ALL, label: 'All interviewers' },
            ...interviewers.map((person) => ({
              value: person.interviewer_id,
              label: person.is_active ? person.name : `${person.name} (inactive)`,
            })),
          ]}
        />
      </div>
      <div className="min-w-0 sm:w-64">
        <Select
          aria-label="Job"
          size="sm"
          value={params.jobId === '' ? ALL : params.jobId}
          isLoading={jobs.isPending}
          onValueChange={(value) => params.setFilter('job', value === ALL ? '' : value)}
          options={[
            { value: ALL, label: 'All jobs' },
            ...(jobs.data ?? []).map((job) => ({ value: job.job_id, label: job.title })),
          ]}
        />
      </div>
    </div>
  );
};
