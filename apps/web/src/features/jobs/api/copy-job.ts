import { jobPaths } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/:jobId/copy: a new draft with the same fields (copied_from set). */
export const copyJob = (jobId: string) => requestJob(jobPaths.copy(jobId), { method: 'POST' });

export const useCopyJob = () => useJobChange(copyJob);
