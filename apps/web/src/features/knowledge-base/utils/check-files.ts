import { knowledgeBaseFileTypes, knowledgeBaseLimits, knowledgeBaseMessages } from '@agentdesk/shared';

type FileLike = Pick<File, 'name' | 'size'>;

/** '.pdf' from 'Report.PDF'; '' when the name has no ending. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

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

const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** The chosen files with the newly picked or dropped ones after them, each file once. */
export const addChosenFiles = (current: readonly File[], added: readonly File[]): File[] => {
  const seen = new Set(current.map(fileKey));
  const next = [...current];
  for (const file of added) {
    if (seen.has(fileKey(file))) continue;
    seen.add(fileKey(file));
    next.push(file);
  }
  return next;
};
