import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { jobMessages } from './jobs.ts';

// A job description file uploaded by key (SPEC §7 /job-description/generate-upload-url and
// /job-description/upload-with-key), like a storage service's presigned upload: the client asks for
// a short-lived signed URL and a key, PUTs the file's bytes to the URL (no bearer header), then
// turns the key into a draft.

/** How long an upload URL and its key are good for, unless the server is set otherwise. */
export const JOB_UPLOAD_TTL_MS = 10 * 60 * 1000;

export const jobUploadMessages = {
  urlCreated: 'Upload URL created',
  received: 'File received',
  linkInvalid: 'This upload link is not valid. Ask for a new one.',
  linkExpired: 'This upload link has expired. Ask for a new one.',
  alreadyUploaded: 'A file was already uploaded to this link. Ask for a new link to send another file.',
  sizeMismatch: 'The file is not the size given when its upload link was made',
  keyNotFound: 'Upload key not found',
  /** 410 Gone: the key existed but its time ran out. */
  keyExpired: 'This upload has expired. Please upload the file again.',
  keyUsed: 'This upload was already read into a job description',
  notUploaded: 'The file has not been uploaded yet: send it to the upload URL first, then try again.',
} as const;

/** POST /job-description/generate-upload-url: the file about to be sent (its ending and size are checked, 415 and 413). */
export const generateJobUploadUrlBodySchema = z.object({
  filename: z.string().trim().min(1, jobMessages.selectFile).max(255),
  content_type: z.string().trim().max(200).optional(),
  /** Bytes; when given, the file PUT must have exactly this many. */
  size: z.number().int().min(0).optional(),
});
export type GenerateJobUploadUrlBody = z.input<typeof generateJobUploadUrlBodySchema>;

export const jobUploadUrlSchema = z.object({
  /** Where to PUT the file's bytes, on the API's origin (signed: no bearer header). */
  upload_url: z.string(),
  key: z.string(),
  expires_timestamp: z.number().int(),
  max_bytes: z.number().int(),
});
export type JobUploadUrl = z.infer<typeof jobUploadUrlSchema>;
export const jobUploadUrlResponseSchema = envelopeSchema(jobUploadUrlSchema);

/** PUT {upload_url}: the bytes were stored under the key. */
export const jobUploadReceivedResponseSchema = envelopeSchema(z.object({ key: z.string(), bytes: z.number().int() }));

/** POST /job-description/upload-with-key: the uploaded file read into a draft (answered like POST /job-description/upload). */
export const uploadJobWithKeyBodySchema = z.object({ key: z.string().trim().min(1).max(100) });
export type UploadJobWithKeyBody = z.input<typeof uploadJobWithKeyBodySchema>;
