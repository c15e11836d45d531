import { jobPaths, type JobApplication } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { attachmentFileName } from '../../../lib/attachment-file-name.ts';
import { authorizedFetch, readErrorBody } from '../../../lib/authorized-fetch.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';

/**
 * GET /job-description/:jobId/applications/:applicationId/resume: the file needs the bearer
 * token, so it is fetched as a blob and saved through a temporary link.
 */
export const downloadResume = async (application: JobApplication): Promise<void> => {
  const response = await authorizedFetch(jobPaths.resume(application.job_id, application.application_id));
  if (!response.ok) throw await readErrorBody(response);
  downloadBlob(
    await response.blob(),
    attachmentFileName(response.headers.get('Content-Disposition'), application.resume_filename),
  );
};

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
