import { careersLimits, careersMessages, RESUME_FILE_EXTENSIONS } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { readPart, type Upload } from '../../lib/read-uploads.ts';

// The Apply form's multipart body: its text fields and the résumé file, read in one pass. Every
// part is read even after the file is refused, so that the form comes back with what was typed
// (the consent box comes after the file in the form, and so in the body).

const FIELDS = ['name', 'email', 'phone', 'consent', 'website'] as const;

export type ApplyFormBody = {
  fields: Record<string, string>;
  resume: Upload | null;
  /** Why the résumé was refused (400 missing, 413 too large, 415 not a résumé file). */
  resumeError: HttpError | null;
};

const resumeRules = {
  field: 'resume',
  maxBytes: careersLimits.resumeBytes,
  accept: RESUME_FILE_EXTENSIONS,
  messages: {
    missing: careersMessages.resumeRequired,
    type: careersMessages.resumeType,
    tooLarge: careersMessages.resumeTooLarge,
  },
};

export const readApplyForm = async (request: FastifyRequest): Promise<ApplyFormBody> => {
  if (!request.isMultipart()) throw new HttpError(400, careersMessages.notAMultipartForm);
  const body: ApplyFormBody = { fields: {}, resume: null, resumeError: null };
  try {
    // The plugin is registered with throwFileSizeLimit off (careers-pages.routes.ts): a file over
    // the limit is checked below, so that the parts after it are still read.
    const parts = request.parts({
      limits: {
        fileSize: careersLimits.resumeBytes,
        files: 1,
        fields: FIELDS.length,
        parts: FIELDS.length + 1,
        fieldSize: 4096,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string')
          body.fields[part.fieldname] = part.value;
        continue;
      }
      // A file input left empty still sends a part, without a name or bytes.
      if (part.fieldname === 'resume' && part.filename === '') {
        part.file.resume();
        continue;
      }
      try {
        body.resume = await readPart(part, resumeRules);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        body.resumeError = error;
      }
      if (part.file.truncated) {
        body.resume = null;
        body.resumeError = new HttpError(413, careersMessages.resumeTooLarge);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, careersMessages.notAMultipartForm);
  }
  if (body.resume === null && body.resumeError === null)
    body.resumeError = new HttpError(400, careersMessages.resumeRequired);
  return body;
};
