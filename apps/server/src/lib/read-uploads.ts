import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { checkDocument, documentTypes, extensionOf, type FileKind } from './document-text.ts';
import { HttpError } from './http-error.ts';

/** One uploaded file, checked: a safe name, an accepted ending, its bytes (and what they hold). */
export type Upload = { filename: string; bytes: Buffer; kind: FileKind; contentType: string };

/** The answers a route gives, in its own words. */
export type UploadMessages = {
  /** No file, or a body that is not a readable multipart form (400). */
  missing: string;
  /** A file sent under another field name (400); `missing` when unset. */
  wrongField?: string;
  /** A name whose ending is not accepted (415 Unsupported Media Type, like bytes that do not fit their ending). */
  type: string;
  /** A file over `maxBytes` (413). */
  tooLarge: string;
};

export type UploadRules = {
  /** The form field the files come in. */
  field: string;
  maxBytes: number;
  /** File name endings taken (lib/document-text.ts), e.g. ['.pdf', '.docx']. */
  accept: readonly string[];
  /**
   * Whether each file's bytes must fit its ending (a PDF starts %PDF-, text is UTF-8 and not
   * empty...). Off for a caller whose own reader judges the content (a CSV in any 8-bit encoding).
   */
  checkBytes?: boolean;
  /** Plain form fields allowed beside the files (default none). */
  maxFields?: number;
  messages: UploadMessages;
};

/** A file name safe to store and show: its last path segment, no control characters, bounded. */
export const cleanFilename = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'document';

/** One file part, judged by its field and name before any byte is read, then by its bytes. */
export const readPart = async (part: MultipartFile, rules: UploadRules): Promise<Upload> => {
  const { field, accept, checkBytes = true, messages } = rules;
  const filename = cleanFilename(part.filename);
  const extension = extensionOf(filename, accept);
  if (part.fieldname !== field || extension === null) {
    part.file.resume();
    if (part.fieldname !== field) throw new HttpError(400, messages.wrongField ?? messages.missing);
    throw new HttpError(415, messages.type);
  }
  const bytes = await part.toBuffer();
  const { kind, contentType } = checkBytes
    ? checkDocument(filename, bytes, accept, messages.type)
    : documentTypes[extension];
  return { filename, bytes, kind, contentType };
};

/**
 * The files of a multipart upload, in order; the first `maxFiles` when `tooMany` is unset (later
 * parts are left unread), else all of them, refused with 413 `tooMany` past `maxFiles`. All or
 * none: the first refusal answers for the whole upload.
 */
const readFiles = async (
  request: FastifyRequest,
  rules: UploadRules & { maxFiles: number; tooMany?: string },
): Promise<Upload[]> => {
  const { maxFiles, maxBytes, maxFields = 0, tooMany, messages } = rules;
  const uploads: Upload[] = [];
  try {
    const parts = request.files({
      limits: { fileSize: maxBytes, files: maxFiles, fields: maxFields, parts: maxFiles + maxFields },
    });
    for await (const part of parts) {
      uploads.push(await readPart(part, rules));
      if (tooMany === undefined && uploads.length === maxFiles) break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge);
    if (tooMany !== undefined && (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'))
      throw new HttpError(413, tooMany);
    throw new HttpError(400, messages.missing);
  }
  if (uploads.length === 0) throw new HttpError(400, messages.missing);
  return uploads;
};

/** The one file of an upload (`field`), checked; parts after it are not read. */
export const readUpload = async (request: FastifyRequest, rules: UploadRules): Promise<Upload> => {
  const [upload] = await readFiles(request, { ...rules, maxFiles: 1 });
  return upload!;
};

/** Up to `maxFiles` files of an upload (`field`), each checked; more are refused with 413 `tooMany`. */
export const readUploads = (
  request: FastifyRequest,
  rules: UploadRules & { maxFiles: number; tooMany: string },
): Promise<Upload[]> => readFiles(request, rules);
