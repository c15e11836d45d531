import { JOB_FILE_ACCEPT, jobLimits, jobMessages } from '@agentdesk/shared';

const acceptedEndings = JOB_FILE_ACCEPT.split(',');

/** '.pdf' from 'Role.PDF'; '' when the name has no ending. */
const ending = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** Why the server would refuse this job description file (none, wrong type, too large), in its words, or null. */
export const jobFileProblem = (file: Pick<File, 'name' | 'size'> | null): string | null => {
  if (file === null) return jobMessages.selectFile;
  if (!acceptedEndings.includes(ending(file.name))) return jobMessages.fileType;
  if (file.size > jobLimits.fileBytes) return jobMessages.fileTooLarge;
  return null;
};
