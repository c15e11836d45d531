import { jobStatusLabels, type JobStatus } from '@agentdesk/shared';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

type Props = {
  current: JobStatus | undefined;
  /** Every job by status; undefined until the first page arrives. */
  counts: Record<JobStatus, number> | undefined;
  hrefFor: (status: JobStatus | undefined) => string;
};

const filters: { status: JobStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'open', label: jobStatusLabels.open },
  { status: 'draft', label: jobStatusLabels.draft },
  { status: 'closed', label: jobStatusLabels.closed },
];

const countOf = (counts: Record<JobStatus, number>, status: JobStatus | undefined) =>
  status === undefined ? counts.draft + counts.open + counts.closed : counts[status];

/** All / Open / Draft / Closed with their counts; each is an address (a new history entry), so the filter can be shared and gone back from. */
export const JobStatusFilter = ({ current, counts, hrefFor }: Props) => (
  <nav aria-label="Job status" className="-mx-1 min-w-0 overflow-x-auto px-1 py-1">
    <ul className="flex gap-1">
      {filters.map(({ status, label }) => {
        const isCurrent = status === current;
        return (
          <li key={label}>
            <Link
              to={hrefFor(status)}
              aria-current={isCurrent ? 'page' : undefined}
              data-testid={`job-filter-${status ?? 'all'}`}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium whitespace-nowrap transition-colors',
                isCurrent ? 'bg-brand-soft text-brand' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
              )}
            >
              {label}
              {counts !== undefined ? (
                <span
                  data-testid="job-filter-count"
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    isCurrent ? 'bg-white text-brand' : 'bg-gray-100 text-gray-600',
                  )}
                >
                  {countOf(counts, status).toLocaleString('en-US')}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  </nav>
);
