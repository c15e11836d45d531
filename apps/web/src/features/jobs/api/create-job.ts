import { jobPaths, type JobFormInput } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/: the job listing form; answers a draft made from the form. */
export const createJob = (body: JobFormInput) => requestJob(jobPaths.create, { method: 'POST', body });

export const useCreateJob = () => useJobChange(createJob);
