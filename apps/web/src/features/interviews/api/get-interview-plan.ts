import { interviewMessages, interviewPaths, interviewPlanResponseSchema, type InterviewPlan } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** GET /interview-config/?job_id=: the job's plan; null when it has none yet (404 'This job has no interview plan yet'). */
export const getInterviewPlan = async ({
  jobId,
  signal,
}: {
  jobId: string;
  signal?: AbortSignal;
}): Promise<InterviewPlan | null> => {
  try {
    return interviewPlanResponseSchema.parse(
      await apiRequest(`${interviewPaths.plan}?job_id=${encodeURIComponent(jobId)}`, { signal, showErrorToast: false }),
    ).data;
  } catch (error) {
    if (errorMessage(error, '') === interviewMessages.planNotFound) return null;
    throw error;
  }
};

export const interviewPlanQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: interviewsQueryKeys.plan(jobId),
    queryFn: ({ signal }) => getInterviewPlan({ jobId, signal }),
    enabled: jobId !== '',
  });

export const useInterviewPlan = (jobId: string) => useQuery(interviewPlanQueryOptions(jobId));
