import { defaultJobOrder, jobListResponseSchema, jobPaths, type Job, type JobStatus } from '@agentdesk/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { jobsQueryKeys, type JobListFilter } from './jobs-query-keys.ts';

/** One page of jobs; total counts the jobs matching the filter, counts every job by status. */
export type JobPage = { total: number; jobs: Job[]; next_cursor: string | null; counts: Record<JobStatus, number> };

type Variables = JobListFilter & { cursor: string | undefined; signal?: AbortSignal };

/** GET /job-description/job-descriptions?status=&department=&location=&search=&sort=&order=&cursor=&limit=: one page. */
export const listJobs = async ({
  status,
  department,
  location,
  search,
  sort,
  order,
  size,
  cursor,
  signal,
}: Variables): Promise<JobPage> => {
  const params = new URLSearchParams({ limit: String(size) });
  if (status !== undefined) params.set('status', status);
  if (department !== '') params.set('department', department);
  if (location !== '') params.set('location', location);
  if (search !== '') params.set('search', search);
  if (sort !== 'created') params.set('sort', sort);
  if (order !== defaultJobOrder[sort]) params.set('order', order);
  if (cursor !== undefined) params.set('cursor', cursor);
  const { total, data } = jobListResponseSchema.parse(
    await apiRequest(`${jobPaths.list}?${params.toString()}`, { signal, showErrorToast: false }),
  );
  return { total, ...data };
};

export const jobsQueryOptions = (filter: JobListFilter, cursor: string | undefined) =>
  queryOptions({
    queryKey: jobsQueryKeys.list(filter, cursor),
    queryFn: ({ signal }) => listJobs({ ...filter, cursor, signal }),
    // The page shown stays while the next one (or another filter) loads, instead of a skeleton.
    placeholderData: keepPreviousData,
  });

/** One page of the list for this filter, from this cursor (undefined: the first page). */
export const useJobs = (filter: JobListFilter, cursor: string | undefined) =>
  useQuery(jobsQueryOptions(filter, cursor));
