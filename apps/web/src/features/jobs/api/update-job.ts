import { jobPaths, type UpdateJobBody } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** PUT /job-description/:jobId: any fields, and status 'open' to publish a draft (409 once closed). */
export const updateJob = ({ jobId, body }: { jobId: string; body: UpdateJobBody }) =>
  requestJob(jobPaths.job(jobId), { method: 'PUT', body });

export const useUpdateJob = () => useJobChange(updateJob);
