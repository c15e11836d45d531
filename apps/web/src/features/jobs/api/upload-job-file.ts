import {
  jobMessages,
  jobPaths,
  jobUploadUrlResponseSchema,
  type GenerateJobUploadUrlBody,
  type JobUploadUrl,
} from '@agentdesk/shared';
import { apiRequest } from '../../../lib/api-request.ts';
import { API_BASE } from '../../../lib/authorized-fetch.ts';
import { failureOf, isSuccess, sendWithProgress } from '../../../lib/send-with-progress.ts';
import { requestJob, useJobChange, type JobAnswer } from './job-change.ts';

type Variables = {
  file: File;
  /** How much of the file has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/** POST /job-description/generate-upload-url: a key and a signed URL for this file; 415 a type it does not take, 413 too large. */
const requestUploadUrl = async (file: File): Promise<JobUploadUrl> => {
  const body: GenerateJobUploadUrlBody = {
    filename: file.name,
    size: file.size,
    ...(file.type !== '' ? { content_type: file.type } : {}),
  };
  return jobUploadUrlResponseSchema.parse(
    await apiRequest(jobPaths.generateUploadUrl, { method: 'POST', body, showErrorToast: false }),
  ).data;
};

/** The signed URL is a path on the API's origin: resolved against the API base, wherever that is. */
const resolveUploadUrl = (uploadUrl: string) => new URL(uploadUrl, new URL(API_BASE, window.location.href)).href;

/** PUT {upload_url}: the file's bytes, without the bearer token (the URL is signed); 415 bytes that do not fit the name, 413 too large. */
const putFile = async (uploadUrl: string, file: File, onProgress?: (fraction: number) => void): Promise<void> => {
  const answer = await sendWithProgress({
    method: 'PUT',
    url: resolveUploadUrl(uploadUrl),
    headers: { Accept: 'application/json' },
    body: file,
    onProgress,
  });
  if (!isSuccess(answer)) throw failureOf(answer, jobMessages.fileTooLarge);
  // A small file may be sent without a single progress event.
  onProgress?.(1);
};

/**
 * A job description file (.pdf .docx .txt .md) read into a draft, in three steps like a storage
 * service's presigned upload: a key and its signed URL, the bytes PUT to that URL (with progress),
 * then POST /job-description/upload-with-key. Each step rejects with the server's error body.
 */
export const uploadJobFile = async ({ file, onProgress }: Variables): Promise<JobAnswer> => {
  const { upload_url: uploadUrl, key } = await requestUploadUrl(file);
  await putFile(uploadUrl, file, onProgress);
  return requestJob(jobPaths.uploadWithKey, { method: 'POST', body: { key } });
};

export const useUploadJobFile = () => useJobChange(uploadJobFile);
