import { convert } from 'html-to-text';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { HttpError } from './http-error.ts';

// Text out of the documents users upload or link: PDF (unpdf), Word (mammoth), HTML
// (html-to-text) and plain text, each checked against its bytes before it is read.

export type FileKind = 'pdf' | 'docx' | 'text' | 'html';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every file name ending a reader knows, what it holds and its content type. */
export const documentTypes = {
  '.pdf': { kind: 'pdf', contentType: 'application/pdf' },
  '.docx': { kind: 'docx', contentType: DOCX },
  '.txt': { kind: 'text', contentType: 'text/plain' },
  '.md': { kind: 'text', contentType: 'text/markdown' },
  '.csv': { kind: 'text', contentType: 'text/csv' },
  '.html': { kind: 'html', contentType: 'text/html' },
  '.htm': { kind: 'html', contentType: 'text/html' },
} as const satisfies Record<string, { kind: FileKind; contentType: string }>;
export type DocumentExtension = keyof typeof documentTypes;

/** The file name's ending when it is one of `allowed` (and one a reader knows), else null. */
export const extensionOf = (filename: string, allowed: readonly string[]): DocumentExtension | null => {
  const match = /\.[a-z0-9]+$/i.exec(filename);
  const extension = match?.[0].toLowerCase();
  return extension !== undefined && extension in documentTypes && allowed.includes(extension)
    ? (extension as DocumentExtension)
    : null;
};

const startsWith = (bytes: Buffer, signature: string) =>
  bytes.subarray(0, signature.length).toString('latin1') === signature;

/** Whether bytes are UTF-8 text (no NUL, every sequence valid). */
export const isUtf8Text = (bytes: Buffer): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * What an uploaded file is, from its name (one of `allowed`, else `typeMessage`) and checked
 * against its bytes: a PDF starts with %PDF-, a .docx is a ZIP, text and HTML are UTF-8 without
 * NULs. Anything else is refused, so a renamed binary never reaches the readers.
 */
export const checkDocument = (
  filename: string,
  bytes: Buffer,
  allowed: readonly string[],
  typeMessage: string,
): { kind: FileKind; contentType: string } => {
  const extension = extensionOf(filename, allowed);
  if (extension === null) throw new HttpError(415, typeMessage);
  const { kind, contentType } = documentTypes[extension];
  const fits =
    kind === 'pdf'
      ? startsWith(bytes, '%PDF-')
      : kind === 'docx'
        ? startsWith(bytes, 'PK\u0003\u0004')
        : isUtf8Text(bytes);
  if (!fits) throw new HttpError(415, `${filename} is not a valid ${extension} file`);
  if (bytes.length === 0) throw new HttpError(400, `${filename} is empty`);
  return { kind, contentType };
};

/** The kind of a stored document or fetched page from its content type. */
export const kindOfContentType = (contentType: string): FileKind | null => {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === DOCX) return 'docx';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type.startsWith('text/') || type === 'application/json' || type === 'application/xml') return 'text';
  return null;
};

/** A reading failure to show the user (not worth retrying). */
export class UnreadableDocumentError extends Error {}

/** Letters a search index should not hold: control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text with its line structure, control characters removed and blank runs collapsed. */
export const normaliseText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export const htmlToText = (html: string): string =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'footer', format: 'skip' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'table', format: 'dataTable' },
    ],
  });

const pdfText = async (bytes: Buffer): Promise<string> => {
  try {
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: true });
    // Frees the parsed pages (the type unpdf exports leaves destroy out).
    await (document as unknown as { destroy?: () => Promise<void> }).destroy?.();
    return text;
  } catch (error) {
    throw new UnreadableDocumentError(
      `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};

const docxText = async (bytes: Buffer): Promise<string> => {
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch (error) {
    throw new UnreadableDocumentError(
      `The Word document could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};

/** The text of a document, page or pasted text, normalised; refuses one with no text at all. */
export const extractDocumentText = async (kind: FileKind, bytes: Buffer): Promise<string> => {
  const raw =
    kind === 'pdf'
      ? await pdfText(bytes)
      : kind === 'docx'
        ? await docxText(bytes)
        : kind === 'html'
          ? htmlToText(bytes.toString('utf8'))
          : bytes.toString('utf8');
  const text = normaliseText(raw);
  if (text === '')
    throw new UnreadableDocumentError(
      kind === 'pdf' ? 'No text found in this PDF (a scanned image has none to read)' : 'No text found in this source',
    );
  return text;
};
