import {
  callMessageMessages,
  mailAttachmentLimits,
  sendCallMessageBodySchema,
  type SendCallMessageBody,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { checkAttachment, isAttachmentName } from '../../lib/mail-attachments.ts';
import { cleanFilename } from '../../lib/read-uploads.ts';
import type { MailAttachment } from '../../mail/mailer.ts';

// A message to the call's contact, as JSON or as a multipart form: its fields, then its files
// (`files`), each checked by its bytes and size before anything is stored.

const FIELDS = ['channel', 'text', 'subject'] as const;
/** The longest a text field may be in the form (a message of 50,000 characters, in UTF-8). */
const FIELD_BYTES = 256 * 1024;

export type CallMessageInput = { body: SendCallMessageBody; attachments: MailAttachment[] };

/** The fields, checked by the same schema the SPA sends them with (400 with its first issue). */
const parseFields = (fields: unknown): SendCallMessageBody => {
  const parsed = sendCallMessageBodySchema.safeParse(fields ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
};

const readForm = async (
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; attachments: MailAttachment[] }> => {
  const fields: Record<string, string> = {};
  const attachments: MailAttachment[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: mailAttachmentLimits.fileBytes,
        files: mailAttachmentLimits.files,
        fields: FIELDS.length,
        fieldSize: FIELD_BYTES,
        parts: mailAttachmentLimits.files + FIELDS.length,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      const filename = cleanFilename(part.filename);
      if (part.fieldname !== 'files' || !isAttachmentName(filename)) {
        part.file.resume();
        throw new HttpError(
          part.fieldname === 'files' ? 415 : 400,
          part.fieldname === 'files' ? callMessageMessages.attachmentType : 'Attachments go in the files field',
        );
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > mailAttachmentLimits.totalBytes) throw new HttpError(413, callMessageMessages.attachmentsTooLarge);
      attachments.push({ filename, bytes, ...checkAttachment(filename, bytes) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, callMessageMessages.attachmentTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, callMessageMessages.tooManyAttachments);
    throw new HttpError(400, callMessageMessages.notAForm);
  }
  return { fields, attachments };
};

/** The message and its files (none from a JSON body); attachments only with an e-mail (422 otherwise). */
export const readCallMessage = async (request: FastifyRequest): Promise<CallMessageInput> => {
  const { fields, attachments } = request.isMultipart()
    ? await readForm(request)
    : { fields: request.body, attachments: [] };
  const body = parseFields(fields);
  if (attachments.length > 0 && body.channel !== 'email')
    throw new HttpError(422, callMessageMessages.attachmentsNeedEmail);
  return { body, attachments };
};
