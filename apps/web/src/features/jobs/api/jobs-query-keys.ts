import type { JobStatus } from '@agentdesk/shared';

/** What the list shows: a status (none = all) and the search text. */
export type JobListFilter = { status: JobStatus | undefined; search: string };

/** Query keys of the jobs feature: the list pages (by filter and cursor) and one detail per job. */
export const jobsQueryKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (filter: JobListFilter, cursor: string | undefined) => ['jobs', 'list', filter.status ?? 'all', filter.search, cursor ?? ''] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
};
