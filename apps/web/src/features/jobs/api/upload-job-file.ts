import { jobPaths } from '@agentdesk/shared';
import { requestJob, useJobChange } from './job-change.ts';

/** POST /job-description/upload: one multipart part 'file' (.pdf .docx .txt .md); 415 a type it does not take, 413 too large. */
export const uploadJobFile = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return requestJob(jobPaths.upload, { method: 'POST', body: form });
};

export const useUploadJobFile = () => useJobChange(uploadJobFile);
