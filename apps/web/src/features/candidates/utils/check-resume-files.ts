import { candidateLimits, candidateMessages, RESUME_UPLOAD_EXTENSIONS } from '@agentdesk/shared';
import { fileExtension } from '../../../lib/chosen-files.ts';

type FileLike = Pick<File, 'name' | 'size'>;

/** Why the server would refuse this résumé (its type, its size), in its words, or null. */
export const resumeFileProblem = (file: FileLike): string | null => {
  if (!(RESUME_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return candidateMessages.fileType;
  if (file.size > candidateLimits.resumeBytes) return candidateMessages.fileTooLarge;
  return null;
};

/** Why the upload of these (acceptable) résumés cannot go (none, too many), or null. */
export const resumeUploadProblem = (files: readonly FileLike[]): string | null => {
  if (files.length === 0) return candidateMessages.noFiles;
  if (files.length > candidateLimits.filesPerUpload) return candidateMessages.tooManyFiles;
  return null;
};
