import { jobListResponseSchema, jobPaths, jobResponseSchema, type Job } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** The most jobs the picker lists (the API's largest page); a job past them still opens from its link. */
const JOB_OPTIONS_LIMIT = 100;

/** A job as the picker shows it. */
export type JobOption = Pick<Job, 'job_id' | 'title' | 'status' | 'location' | 'created_timestamp'>;

/** GET /job-description/job-descriptions?limit=100: the workspace's jobs, newest first. */
export const listJobOptions = async ({ signal }: { signal?: AbortSignal }): Promise<JobOption[]> => {
  const { data } = jobListResponseSchema.parse(
    await apiRequest(`${jobPaths.list}?limit=${JOB_OPTIONS_LIMIT}`, { signal, showErrorToast: false }),
  );
  return data.jobs.map(({ job_id, title, status, location, created_timestamp }) => ({
    job_id,
    title,
    status,
    location,
    created_timestamp,
  }));
};

export const jobOptionsQueryOptions = () =>
  queryOptions({ queryKey: candidatesQueryKeys.jobOptions, queryFn: listJobOptions });

export const useJobOptions = () => useQuery(jobOptionsQueryOptions());

/** GET /job-description/:jobId: the job in the address when the picker's list does not hold it (an older job, linked to). */
export const useJobOption = (jobId: string, isNeeded: boolean) =>
  useQuery({
    queryKey: ['jobs', 'detail', jobId] as const,
    queryFn: async ({ signal }) =>
      jobResponseSchema.parse(await apiRequest(jobPaths.job(jobId), { signal, showErrorToast: false })).data,
    enabled: isNeeded && jobId !== '',
    retry: false,
  });
