import { jobLimits, jobMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { jobFileProblem } from './check-job-file.ts';

describe('jobFileProblem', () => {
  it('takes .pdf .docx .txt and .md up to the size limit, whatever the case of the ending', () => {
    for (const name of ['role.pdf', 'Role.DOCX', 'notes.txt', 'README.md'])
      expect(jobFileProblem({ name, size: 10 })).toBeNull();
    expect(jobFileProblem({ name: 'big.pdf', size: jobLimits.fileBytes })).toBeNull();
  });

  it("refuses what the server would refuse, in the server's words", () => {
    expect(jobFileProblem(null)).toBe(jobMessages.selectFile);
    expect(jobFileProblem({ name: 'role.doc', size: 10 })).toBe(jobMessages.fileType);
    expect(jobFileProblem({ name: 'pdf', size: 10 })).toBe(jobMessages.fileType);
    expect(jobFileProblem({ name: 'big.pdf', size: jobLimits.fileBytes + 1 })).toBe(jobMessages.fileTooLarge);
  });
});
