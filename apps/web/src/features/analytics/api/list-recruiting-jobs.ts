import { jobListResponseSchema, jobPaths } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { analyticsQueryKeys } from './analytics-query-keys.ts';

/** The jobs the recruiting figures can be narrowed to: the newest 100, id and title. */
export const useRecruitingJobs = () =>
  useQuery({
    queryKey: analyticsQueryKeys.recruitingJobs,
    queryFn: async ({ signal }) =>
      jobListResponseSchema
        .parse(await apiRequest(`${jobPaths.list}?limit=100`, { signal, showErrorToast: false }))
        .data.jobs.map((job) => ({ id: job.job_id, title: job.title })),
  });
