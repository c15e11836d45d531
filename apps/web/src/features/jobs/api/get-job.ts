import { jobMessages, jobPaths, jobResponseSchema, type Job } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { jobsQueryKeys } from './jobs-query-keys.ts';

/** GET /job-description/:jobId (404 'Job description not found'). */
export const getJob = async ({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<Job> =>
  jobResponseSchema.parse(await apiRequest(jobPaths.job(jobId), { signal, showErrorToast: false })).data;

export const isJobNotFound = (error: unknown): boolean => errorMessage(error, '') === jobMessages.notFound;

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobsQueryKeys.detail(jobId),
    queryFn: ({ signal }) => getJob({ jobId, signal }),
    // An answer the server gave (404) will not change on a retry.
    retry: (count, error) => (error as { error_message?: unknown }).error_message === undefined && count < 1,
  });

export const useJob = (jobId: string) => useQuery(jobQueryOptions(jobId));
