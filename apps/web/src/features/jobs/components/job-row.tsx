import { formatSalary, type Job } from '@agentdesk/shared';
import type { To } from 'react-router';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { SelectableRow } from '../../../components/ui/selectable-row.tsx';
import { jobTypeText } from '../utils/job-labels.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

/** The row's columns (from 768 px; below, two), shared with the loading rows. */
export const JOB_ROW_COLUMNS = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_6rem_8rem]';

type Props = {
  job: Job;
  to: To;
  /** Handed to the job's page, so its Back link returns to this page of the list. */
  state: unknown;
  /** The time relative times are counted from. */
  now: number;
};

/**
 * One job: title with department and location, its types and salary, status and last change.
 * Columns from 768 px; below, the status sits by the title and the rest stacks under it.
 */
export const JobRow = ({ job, to, state, now }: Props) => {
  const place = [job.department, job.location].filter((part) => part !== '').join(' · ');
  const salary = formatSalary(job);
  return (
    <li>
      <SelectableRow
        to={to}
        state={state}
        data-testid="job-row"
        data-job-id={job.job_id}
        className={`${JOB_ROW_COLUMNS} gap-y-1 px-4 py-3`}
      >
        <span className="min-w-0">
          <span data-testid="job-title" className="block truncate text-sm font-medium text-gray-900">
            {job.title}
          </span>
          {place !== '' ? <span className="block truncate text-xs text-gray-500">{place}</span> : null}
        </span>
        <span className="col-span-2 min-w-0 truncate text-[13px] text-gray-700 md:col-span-1">
          <span className="md:block md:truncate">{jobTypeText(job)}</span>
          {salary !== '' ? (
            <>
              <span aria-hidden="true" className="md:hidden">
                {' · '}
              </span>
              <span data-testid="job-salary" className="text-gray-500 tabular-nums md:block md:truncate">
                {salary}
              </span>
            </>
          ) : null}
        </span>
        <span className="col-start-2 row-start-1 justify-self-end md:col-start-auto md:row-start-auto md:justify-self-start">
          <JobStatusBadge status={job.status} />
        </span>
        <span className="col-span-2 text-xs text-gray-500 tabular-nums md:col-span-1 md:text-right">
          Updated{' '}
          <RelativeTime at={job.updated_timestamp} now={now} />
        </span>
      </SelectableRow>
    </li>
  );
};
