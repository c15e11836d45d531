import { candidateMessages, type ParsedResume } from '@agentdesk/shared';
import { extractDocumentText, kindOfContentType, UnreadableDocumentError } from '../../lib/document-text.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import type { ResumeFile } from './candidate-records.ts';
import { fillWithModel, hasGaps } from './resume-model.ts';
import { readResume } from './resume-text.ts';

/** A résumé that cannot be read, with the sentence that says why (shown for that file). */
export class ResumeFileError extends Error {}

/** Reads an image or a scanned PDF by OCR (the process's engine), answering its text. */
export type ReadScan = (contentType: string, bytes: Buffer) => Promise<string>;

export type ReadResumeOptions = {
  now: number;
  askModel?: AskModelForJson | undefined;
  readScan?: ReadScan | undefined;
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const reasonOf = (error: UnreadableDocumentError) => {
  if (/password|encrypted/i.test(error.message)) return candidateMessages.fileEncrypted;
  if (/no text (was )?found/i.test(error.message)) return candidateMessages.fileEmpty;
  return candidateMessages.fileUnreadable;
};

/** The text of an image or a scan by OCR; nothing read is the file's failure. */
const scannedText = async (readScan: ReadScan, contentType: string, bytes: Buffer) => {
  try {
    const text = (await readScan(contentType, bytes)).trim();
    if (text === '') throw new ResumeFileError(candidateMessages.fileEmpty);
    return text;
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw new ResumeFileError(reasonOf(error));
    throw error;
  }
};

/** The text of a résumé file: a document's own text, else (an image, a scanned PDF) OCR when the process has it. */
const textOf = async (
  file: Pick<ResumeFile, 'contentType' | 'bytes'>,
  readScan: ReadScan | undefined,
): Promise<string> => {
  const bytes = Buffer.from(file.bytes);
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (IMAGE_TYPES.has(type)) {
    if (!readScan) throw new ResumeFileError(candidateMessages.fileType);
    return scannedText(readScan, type, bytes);
  }
  const kind = kindOfContentType(file.contentType);
  if (kind === null || kind === 'html') throw new ResumeFileError(candidateMessages.fileType);
  try {
    return await extractDocumentText(kind, bytes);
  } catch (error) {
    if (!(error instanceof UnreadableDocumentError)) throw error;
    // A PDF without a text layer is a scan: OCR reads it.
    if (kind === 'pdf' && readScan && /no text found/i.test(error.message))
      return scannedText(readScan, 'application/pdf', bytes);
    throw new ResumeFileError(reasonOf(error));
  }
};

/** The text of a résumé file and what it says, read by the offline rules (and the model's help when given). */
export const readResumeFile = async (
  file: Pick<ResumeFile, 'contentType' | 'bytes'>,
  { now, askModel, readScan }: ReadResumeOptions,
): Promise<{ text: string; profile: ParsedResume }> => {
  const text = await textOf(file, readScan);
  const read = readResume(text, { now });
  // The language model, when configured, fills what the rules could not read (resume-model.ts).
  return { text, profile: askModel && hasGaps(read) ? await fillWithModel(text, read, askModel, now) : read };
};
