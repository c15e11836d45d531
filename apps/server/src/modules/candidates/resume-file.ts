import { candidateMessages, type ParsedResume } from '@agentdesk/shared';
import { extractDocumentText, kindOfContentType, UnreadableDocumentError } from '../../lib/document-text.ts';
import type { ResumeFile } from './candidate-records.ts';
import { readResume } from './resume-text.ts';

/** A résumé that cannot be read, with the sentence that says why (shown for that file). */
export class ResumeFileError extends Error {}

const reasonOf = (error: UnreadableDocumentError) => {
  if (/password/i.test(error.message)) return candidateMessages.fileEncrypted;
  if (/no text found/i.test(error.message)) return candidateMessages.fileEmpty;
  return candidateMessages.fileUnreadable;
};

/** The text of a résumé file and what it says, read by the offline rules. */
export const readResumeFile = async (file: Pick<ResumeFile, 'contentType' | 'bytes'>, now: number): Promise<{ text: string; profile: ParsedResume }> => {
  const kind = kindOfContentType(file.contentType);
  if (kind === null || kind === 'html') throw new ResumeFileError(candidateMessages.fileType);
  let text: string;
  try {
    text = await extractDocumentText(kind, Buffer.from(file.bytes));
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw new ResumeFileError(reasonOf(error));
    throw error;
  }
  return { text, profile: readResume(text, { now }) };
};
