import { jobResponseSchema, type Job } from '@agentdesk/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiRequestOptions } from '../../../lib/api-request.ts';
import { jobsQueryKeys } from './jobs-query-keys.ts';

/** A job the server answered with, and its sentence for what was done ('Job published'...). */
export type JobAnswer = { job: Job; message: string };

/**
 * A request the server answers with one job. The screens report failures themselves (at the
 * field in forms, a toast for buttons), so the client's own 400/500 toast is off.
 */
export const requestJob = async (
  path: string,
  options: Omit<ApiRequestOptions, 'showErrorToast'> = {},
): Promise<JobAnswer> => {
  const { message, data } = jobResponseSchema.parse(await apiRequest(path, { ...options, showErrorToast: false }));
  return { job: data, message };
};

/** The detail takes the answer at once; the lists (their rows and counts) are asked again. */
export const storeJob = (client: QueryClient, job: Job) => {
  client.setQueryData(jobsQueryKeys.detail(job.job_id), job);
  void client.invalidateQueries({ queryKey: jobsQueryKeys.lists });
};

/** A mutation answered with a job (created, changed, closed or copied), kept in the caches. */
export const useJobChange = <Variables>(mutationFn: (variables: Variables) => Promise<JobAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: ({ job }) => storeJob(queryClient, job) });
};
