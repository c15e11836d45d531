import { onboardingUploadLimits } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import { getDocumentProxy } from 'unpdf';
import { HttpError } from '../../lib/http-error.ts';
import { cleanFilename } from '../../lib/read-uploads.ts';
import { checkImagePixels, sniffFileType } from '../../lib/scanned-files.ts';

export { sniffFileType };

export type UploadFileType = (typeof onboardingUploadLimits.fileTypes)[number];
export type CheckedUpload = { fileName: string; fileType: UploadFileType; bytes: Buffer; pageCount: number | null };

/** A PDF's page count, or null when it cannot be opened here (processing then says why). */
const pdfPageCount = async (bytes: Buffer): Promise<number | null> => {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const pages = pdf.numPages;
    return pages;
  } catch {
    return null;
  }
};

/**
 * One uploaded file judged by its bytes: a known type (415), within the size cap (413), an image
 * within the pixel cap read from its header before anything decodes it (413), a PDF within the
 * page cap (413). A PDF that cannot be opened is kept: processing fails it with the reason.
 */
export const checkUpload = async (name: string, bytes: Buffer): Promise<CheckedUpload> => {
  const fileName = cleanFilename(name);
  if (bytes.length === 0) throw new HttpError(400, `${fileName} is empty`);
  if (bytes.length > onboardingUploadLimits.maxBytes)
    throw new HttpError(413, `${fileName} is larger than ${onboardingUploadLimits.maxBytes / 1024 / 1024} MB`);
  const fileType = sniffFileType(bytes);
  if (fileType === null) throw new HttpError(415, `${fileName} is not a PDF, JPEG, PNG or WebP file`);
  if (fileType === 'application/pdf') {
    const pageCount = await pdfPageCount(bytes);
    if (pageCount !== null && pageCount > onboardingUploadLimits.maxPdfPages)
      throw new HttpError(
        413,
        `${fileName} has ${pageCount} pages; at most ${onboardingUploadLimits.maxPdfPages} are read`,
      );
    return { fileName, fileType, bytes, pageCount };
  }
  checkImagePixels(fileName, bytes, onboardingUploadLimits.maxPixels);
  return { fileName, fileType, bytes, pageCount: 1 };
};

/** The files of a multipart upload (field `files`), each checked; all or none. */
export const readDocumentUploads = async (request: FastifyRequest): Promise<CheckedUpload[]> => {
  const { maxBytes, maxFiles } = onboardingUploadLimits;
  const uploads: CheckedUpload[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: maxBytes, files: maxFiles, fields: 0, parts: maxFiles },
    })) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new HttpError(400, 'Send the documents in the form field "files"');
      }
      const bytes = await part.toBuffer();
      uploads.push(await checkUpload(part.filename, bytes));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `A document is larger than ${maxBytes / 1024 / 1024} MB`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, `At most ${maxFiles} documents at once`);
    throw new HttpError(400, 'Choose a document to upload');
  }
  if (uploads.length === 0) throw new HttpError(400, 'Choose a document to upload');
  return uploads;
};
