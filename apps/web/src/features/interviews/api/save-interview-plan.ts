import {
  interviewPaths,
  interviewPlanResponseSchema,
  type InterviewPlan,
  type InterviewPlanForm,
} from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** PUT /interview-config/: the job's whole plan; the server's sentence and the plan saved (rounds with their ids). */
export const saveInterviewPlan = async (body: InterviewPlanForm): Promise<{ message: string; plan: InterviewPlan }> => {
  const response = interviewPlanResponseSchema.parse(
    await apiRequest(interviewPaths.plan, { method: 'PUT', body, showErrorToast: false }),
  );
  return { message: response.message, plan: response.data };
};

export const useSaveInterviewPlan = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInterviewPlan,
    onSuccess: ({ plan }) => {
      client.setQueryData(interviewsQueryKeys.plan(plan.job_id), plan);
      return client.invalidateQueries({ queryKey: interviewsQueryKeys.slots });
    },
  });
};
