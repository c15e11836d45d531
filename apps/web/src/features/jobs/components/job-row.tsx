import { formatSalary, jobStatusLabels, type Job } from '@agentdesk/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { plural } from '@agentdesk/shared/plural';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { jobStatusTones, jobTypeText } from '../utils/job-labels.ts';
import { JobRowActions, type JobRowAction } from './job-row-actions.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';

type Props = {
  job: Job;
  /** The job's page, and its Applicants section. */
  href: string;
  applicantsHref: string;
  /** Candidate Shortlisting for this job. */
  candidatesHref: string;
  /** Handed to the job's page, so its Back link returns to this page of the list. */
  state: unknown;
  /** The time relative times are counted from. */
  now: number;
  /** Members select rows (to close them together) and change jobs; viewers read. */
  canWrite: boolean;
  isSelected: boolean;
  onSelectedChange: (job: Job, isSelected: boolean) => void;
  onAction: (action: JobRowAction, job: Job) => void;
};

/** A click on the row opens the job, but not one on its link, checkbox or menu (they do their own), nor one that selects text. */
const isPlainRowClick = (event: MouseEvent) =>
  (event.target as Element).closest('a, button, input, label, [role="menuitem"], [role="menu"]') === null &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (window.getSelection()?.toString() ?? '') === '';

const cell = 'md:px-3 md:py-2.5 md:align-middle';

/**
 * One job: a table row from 768 px (title with its types and salary, status, department, location,
 * created, applicants, actions); below, a card that stacks the same facts under the title, wrapped
 * rather than cut.
 */
export const JobRow = ({
  job,
  href,
  applicantsHref,
  candidatesHref,
  state,
  now,
  canWrite,
  isSelected,
  onSelectedChange,
  onAction,
}: Props) => {
  const navigate = useNavigate();
  const salary = formatSalary(job);
  const place = [job.department, job.location].filter((part) => part !== '').join(' · ');
  const applicants = plural(job.applicant_count, 'applicant');

  return (
    <tr
      data-testid="job-row"
      data-job-id={job.job_id}
      onClick={(event) => {
        if (isPlainRowClick(event)) void navigate(href, { state });
      }}
      className={cn(
        'flex cursor-pointer items-start gap-3 px-4 py-3 text-[13px] transition-colors md:table-row md:p-0',
        isSelected ? 'bg-brand-soft [&_.text-gray-500]:text-gray-600' : 'hover:bg-gray-50',
      )}
    >
      {canWrite ? (
        <td className={cn('pt-0.5 md:w-10 md:pr-0 md:pl-4', cell)}>
          <Checkbox
            aria-label={`Select ${job.title}`}
            checked={isSelected}
            disabled={job.status === 'closed'}
            title={job.status === 'closed' ? 'Already closed' : undefined}
            onChange={(event) => onSelectedChange(job, event.target.checked)}
          />
        </td>
      ) : null}
      <td className={cn('min-w-0 flex-1 md:max-w-0', cell, !canWrite && 'md:pl-4')}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 md:block">
          <Link
            to={href}
            state={state}
            data-testid="job-title"
            className="min-w-0 rounded-sm font-medium break-words text-gray-900 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand/40 md:block md:truncate"
          >
            {job.title}
          </Link>
          <Badge tone={jobStatusTones[job.status]} className="md:hidden">
            {jobStatusLabels[job.status]}
          </Badge>
        </span>
        <span className="block text-xs text-gray-500 md:truncate">
          {jobTypeText(job)}
          {salary !== '' ? (
            <>
              {' · '}
              <span data-testid="job-salary" className="tabular-nums">
                {salary}
              </span>
            </>
          ) : null}
        </span>
        <span className="mt-0.5 block text-xs text-gray-500 md:hidden">
          {place !== '' ? <span className="block">{place}</span> : null}
          <span className="tabular-nums">
            Created <RelativeTime at={job.created_timestamp} now={now} /> · {applicants}
          </span>
        </span>
      </td>
      <td className={cn('hidden md:table-cell', cell)}>
        <JobStatusBadge status={job.status} />
      </td>
      <td title={job.department} className={cn('hidden max-w-0 truncate text-gray-700 md:table-cell', cell)}>
        {job.department || <span className="text-gray-400">—</span>}
      </td>
      <td title={job.location} className={cn('hidden max-w-0 truncate text-gray-700 md:table-cell', cell)}>
        {job.location || <span className="text-gray-400">—</span>}
      </td>
      <td className={cn('hidden whitespace-nowrap text-gray-600 tabular-nums md:table-cell', cell)}>
        <RelativeTime at={job.created_timestamp} now={now} />
      </td>
      <td
        data-testid="job-applicants"
        className={cn('hidden text-right text-gray-700 tabular-nums md:table-cell', cell)}
      >
        {job.applicant_count.toLocaleString('en-US')}
      </td>
      <td className={cn('-my-1 shrink-0 md:w-12 md:pr-2 md:pl-0 md:text-right', cell)}>
        <JobRowActions
          job={job}
          canWrite={canWrite}
          applicantsHref={applicantsHref}
          candidatesHref={candidatesHref}
          rowState={state}
          onAction={onAction}
        />
      </td>
    </tr>
  );
};
