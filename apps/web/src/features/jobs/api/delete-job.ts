import { deleteJobResponseSchema, jobPaths } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { jobsQueryKeys } from './jobs-query-keys.ts';

/** DELETE /job-description/:jobId: only a job nobody applied to (409 otherwise, with the advice to close it). */
export const deleteJob = async (jobId: string): Promise<{ message: string }> => {
  const { message } = deleteJobResponseSchema.parse(
    await apiRequest(jobPaths.job(jobId), { method: 'DELETE', showErrorToast: false }),
  );
  return { message };
};

/** Deletes a job; its detail is forgotten and the lists (and their filters) are asked again. */
export const useDeleteJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_answer, jobId) => {
      queryClient.removeQueries({ queryKey: jobsQueryKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.lists });
    },
  });
};
