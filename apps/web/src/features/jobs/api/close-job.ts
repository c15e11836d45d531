import { jobPaths } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/:jobId/close: the job stops taking candidates and becomes read-only. */
export const closeJob = (jobId: string) => requestJob(jobPaths.close(jobId), { method: 'POST' });

export const useCloseJob = () => useJobChange(closeJob);
