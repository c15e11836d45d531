import { closeJobsResponseSchema, jobPaths, type CloseJobsResult } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { jobsQueryKeys } from './jobs-query-keys.ts';

/** POST /job-description/close: closes the jobs named, and says which were closed, closed before or not found. */
export const closeJobs = async (jobIds: string[]): Promise<{ result: CloseJobsResult; message: string }> => {
  const { message, data } = closeJobsResponseSchema.parse(
    await apiRequest(jobPaths.closeMany, { method: 'POST', body: { job_ids: jobIds }, showErrorToast: false }),
  );
  return { result: data, message };
};

/** Bulk close; the lists and every job's detail are asked again. */
export const useCloseJobs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJobs,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.lists });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.details });
    },
  });
};
