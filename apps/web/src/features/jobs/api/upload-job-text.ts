import { jobPaths, type UploadJobTextBody } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/upload-text: pasted text, which the server reads into a draft's fields. */
export const uploadJobText = (body: UploadJobTextBody) => requestJob(jobPaths.uploadText, { method: 'POST', body });

export const useUploadJobText = () => useJobChange(uploadJobText);
