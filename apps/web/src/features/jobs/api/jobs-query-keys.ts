import {
  JOB_PAGE_SIZE_DEFAULT,
  type JobPageSize,
  type JobSort,
  type JobStatus,
  type SortOrder,
} from '@agentdesk/shared';

/** What the list shows: the filters (none = all; search '' = none), the sort and its order, and the page size. */
export type JobListFilter = {
  status: JobStatus | undefined;
  department: string;
  location: string;
  search: string;
  sort: JobSort;
  order: SortOrder;
  size: JobPageSize;
};

/** The list as it opens: every job, newest first, twenty a page. */
export const defaultJobListFilter: JobListFilter = {
  status: undefined,
  department: '',
  location: '',
  search: '',
  sort: 'created',
  order: 'desc',
  size: JOB_PAGE_SIZE_DEFAULT,
};

/**
 * Query keys of the jobs feature: the list pages (by filter and cursor), the departments and
 * locations the list filters by (under the lists, so whatever changes a list asks them again too)
 * and one detail per job.
 */
export const jobsQueryKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (filter: JobListFilter, cursor: string | undefined) =>
    [
      'jobs',
      'list',
      filter.status ?? 'all',
      filter.department,
      filter.location,
      filter.search,
      filter.sort,
      filter.order,
      filter.size,
      cursor ?? '',
    ] as const,
  facets: ['jobs', 'list', 'facets'] as const,
  details: ['jobs', 'detail'] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
};
