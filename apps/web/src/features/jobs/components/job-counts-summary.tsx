import { jobStatusLabels, type JobStatus } from '@agentdesk/shared';
import { defaultJobListFilter } from '../api/jobs-query-keys.ts';
import { useJobs } from '../api/list-jobs.ts';

/** Open first: what the agent is recruiting for now. */
const SHOWN_ORDER: JobStatus[] = ['open', 'draft', 'closed'];

/**
 * How many jobs there are by status, e.g. '2 open · 1 draft · 1 closed' (the counts come with the
 * list's first page, which the Job Listings page then shows from the cache); `fallback` until known
 * or when there are none.
 */
export const JobCountsSummary = ({ fallback }: { fallback: string }) => {
  const jobs = useJobs(defaultJobListFilter, undefined);
  const counts = jobs.data?.counts;
  if (counts === undefined) return <>{fallback}</>;
  const parts = SHOWN_ORDER.filter((status) => counts[status] > 0).map(
    (status) => `${counts[status]} ${jobStatusLabels[status].toLowerCase()}`,
  );
  return <span data-testid="job-counts">{parts.length === 0 ? fallback : parts.join(' · ')}</span>;
};
