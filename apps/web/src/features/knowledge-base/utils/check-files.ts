import { knowledgeBaseFileTypes, knowledgeBaseLimits, knowledgeBaseMessages } from '@agentdesk/shared';
import { fileExtension } from '../../../lib/chosen-files.ts';

export { addChosenFiles, fileExtension } from '../../../lib/chosen-files.ts';

type FileLike = Pick<File, 'name' | 'size'>;

export const isAcceptedFileType = (name: string): boolean => Object.hasOwn(knowledgeBaseFileTypes, fileExtension(name));

/** What is wrong with one chosen file, in the server's words, or null. */
export const fileProblem = (file: FileLike): string | null => {
  if (!isAcceptedFileType(file.name)) return knowledgeBaseMessages.fileType;
  if (file.size > knowledgeBaseLimits.fileBytes) return knowledgeBaseMessages.fileTooLarge;
  return null;
};

/** The first reason the server would refuse this upload (none chosen, too many, a wrong type, too large), or null. */
export const checkFiles = (files: readonly FileLike[]): string | null => {
  if (files.length === 0) return knowledgeBaseMessages.selectFile;
  if (files.length > knowledgeBaseLimits.filesPerUpload) return knowledgeBaseMessages.tooManyFiles;
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem !== null) return problem;
  }
  return null;
};
