import { jobPaths } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/post-to-ats: puts an open job on the workspace's careers site (409 for a draft or a closed job). */
export const postJobToCareers = (jobId: string) => requestJob(jobPaths.postToAts, { method: 'POST', body: { job_id: jobId } });

export const usePostJobToCareers = () => useJobChange(postJobToCareers);
