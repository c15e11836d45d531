import { knowledgeBaseLimits, knowledgeBaseMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { addChosenFiles, checkFiles, fileExtension, fileProblem, isAcceptedFileType } from './check-files.ts';

const file = (name: string, size = 100) => ({ name, size });

describe('client-side file checks', () => {
  it('reads the ending of a name, whatever its case', () => {
    expect(fileExtension('Report.PDF')).toBe('.pdf');
    expect(fileExtension('archive.tar.md')).toBe('.md');
    expect(fileExtension('README')).toBe('');
  });

  it('accepts the contract file types only', () => {
    for (const name of ['a.pdf', 'a.docx', 'a.txt', 'a.md', 'a.csv', 'a.html', 'a.HTM'])
      expect(isAcceptedFileType(name), name).toBe(true);
    for (const name of ['a.exe', 'a.doc', 'a.pdf.exe', 'txt', 'a.']) expect(isAcceptedFileType(name), name).toBe(false);
  });

  it('names what is wrong with one file in the contract words', () => {
    expect(fileProblem(file('setup.exe'))).toBe(knowledgeBaseMessages.fileType);
    expect(fileProblem(file('big.pdf', knowledgeBaseLimits.fileBytes + 1))).toBe(knowledgeBaseMessages.fileTooLarge);
    expect(fileProblem(file('just-right.pdf', knowledgeBaseLimits.fileBytes))).toBeNull();
  });

  it('checks an upload as the server does: none, too many, wrong type, too large', () => {
    expect(checkFiles([])).toBe(knowledgeBaseMessages.selectFile);
    expect(
      checkFiles(Array.from({ length: knowledgeBaseLimits.filesPerUpload }, (_, index) => file(`${index}.txt`))),
    ).toBeNull();
    expect(
      checkFiles(Array.from({ length: knowledgeBaseLimits.filesPerUpload + 1 }, (_, index) => file(`${index}.txt`))),
    ).toBe(knowledgeBaseMessages.tooManyFiles);
    expect(checkFiles([file('notes.md'), file('virus.exe')])).toBe(knowledgeBaseMessages.fileType);
    expect(checkFiles([file('notes.md'), file('huge.csv', knowledgeBaseLimits.fileBytes * 2)])).toBe(
      knowledgeBaseMessages.fileTooLarge,
    );
  });

  it('adds picked files after the chosen ones, each once', () => {
    const a = new File(['a'], 'a.txt', { lastModified: 1 });
    const b = new File(['bb'], 'b.md', { lastModified: 2 });
    const aAgain = new File(['a'], 'a.txt', { lastModified: 1 });
    expect(addChosenFiles([a], [b, aAgain]).map((chosen) => chosen.name)).toEqual(['a.txt', 'b.md']);
  });
});
