import { jobApplicationListResponseSchema, jobPaths, type JobApplication } from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

export const APPLICATIONS_PAGE_SIZE = 20;

/** One page of a job's applications, newest first; total counts them all. */
export type ApplicationsPage = { total: number; applications: JobApplication[]; next_cursor: string | null };

/** The applications of a job, under its detail's key (the detail's invalidation reaches them). */
export const applicationsQueryKey = (jobId: string) => ['jobs', 'detail', jobId, 'applications'] as const;

/** GET /job-description/:jobId/applications?cursor=&limit=. */
export const listJobApplications = async ({
  jobId,
  cursor,
  signal,
}: {
  jobId: string;
  cursor: string | undefined;
  signal?: AbortSignal;
}): Promise<ApplicationsPage> => {
  const params = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_SIZE) });
  if (cursor !== undefined) params.set('cursor', cursor);
  const { total, data } = jobApplicationListResponseSchema.parse(
    await apiRequest(`${jobPaths.applications(jobId)}?${params.toString()}`, { signal, showErrorToast: false }),
  );
  return { total, ...data };
};

export const jobApplicationsQueryOptions = (jobId: string) =>
  infiniteQueryOptions({
    queryKey: applicationsQueryKey(jobId),
    queryFn: ({ pageParam, signal }) => listJobApplications({ jobId, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The job's applications as pages, the next asked for with "Show more". */
export const useJobApplications = (jobId: string) => useInfiniteQuery(jobApplicationsQueryOptions(jobId));
