import { callMessageMessages, MAIL_ATTACHMENT_EXTENSIONS } from '@agentdesk/shared';
import { isUtf8Text } from './document-text.ts';
import { HttpError } from './http-error.ts';

// Files sent with a mail: what they are is read from their bytes, never from the name or the type the
// browser claims, and the name's ending must agree with it (a renamed program is not a PDF).

type Family = { contentType: string; endings: readonly string[]; fits: (bytes: Buffer) => boolean };

const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const isZip = (bytes: Buffer) => ascii(bytes, 0, 'PK\u0003\u0004');

/** Every kind of file a mail may carry: its content type, the endings it goes by, and how its bytes begin. */
const families: readonly Family[] = [
  { contentType: 'application/pdf', endings: ['.pdf'], fits: (b) => ascii(b, 0, '%PDF-') },
  {
    contentType: 'image/png',
    endings: ['.png'],
    fits: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', endings: ['.jpg', '.jpeg'], fits: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { contentType: 'image/webp', endings: ['.webp'], fits: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { contentType: 'image/gif', endings: ['.gif'], fits: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    endings: ['.docx'],
    fits: isZip,
  },
  { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', endings: ['.xlsx'], fits: isZip },
  { contentType: 'text/plain; charset=utf-8', endings: ['.txt'], fits: isUtf8Text },
  { contentType: 'text/csv; charset=utf-8', endings: ['.csv'], fits: isUtf8Text },
  // A voice note as browsers record it: WebM (Chromium), Ogg (Firefox), MP4 audio (Safari), or MP3.
  { contentType: 'audio/webm', endings: ['.webm'], fits: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  { contentType: 'audio/ogg', endings: ['.ogg'], fits: (b) => ascii(b, 0, 'OggS') },
  { contentType: 'audio/mp4', endings: ['.m4a'], fits: (b) => ascii(b, 4, 'ftyp') },
  {
    contentType: 'audio/mpeg',
    endings: ['.mp3'],
    fits: (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
];

const endingOf = (filename: string): string | null => {
  const ending = /\.[a-z0-9]+$/i.exec(filename)?.[0].toLowerCase() ?? null;
  return ending !== null && (MAIL_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ending) ? ending : null;
};

/** Whether a file name's ending is one a mail may carry (judged before any byte is read). */
export const isAttachmentName = (filename: string): boolean => endingOf(filename) !== null;

/**
 * What an attachment is, from its bytes: the content type of the kind its name's ending names, when
 * the bytes are of that kind. 415 for an ending not taken or bytes that are something else, 400 for an
 * empty file.
 */
export const checkAttachment = (filename: string, bytes: Buffer): { contentType: string } => {
  const ending = endingOf(filename);
  const family = ending === null ? undefined : families.find((candidate) => candidate.endings.includes(ending));
  if (family === undefined) throw new HttpError(415, callMessageMessages.attachmentType);
  if (bytes.length === 0) throw new HttpError(400, `${filename} is empty`);
  if (!family.fits(bytes)) throw new HttpError(415, `${filename} is not a valid ${ending} file`);
  return { contentType: family.contentType };
};
