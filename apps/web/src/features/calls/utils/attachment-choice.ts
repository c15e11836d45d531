import { callMessageMessages, MAIL_ATTACHMENT_EXTENSIONS, mailAttachmentLimits } from '@agentdesk/shared';

type Sized = { name: string; size: number };

/**
 * Why a file cannot go with the mail beside those already chosen, or null when it can: the same
 * rules the server applies (it also reads the bytes), said before anything is sent.
 */
export const attachmentRefusal = (chosen: readonly Sized[], file: Sized): string | null => {
  const ending = /\.[a-z0-9]+$/i.exec(file.name)?.[0].toLowerCase() ?? '';
  if (!(MAIL_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ending)) return callMessageMessages.attachmentType;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > mailAttachmentLimits.fileBytes) return callMessageMessages.attachmentTooLarge;
  if (chosen.length >= mailAttachmentLimits.files) return callMessageMessages.tooManyAttachments;
  if (chosen.reduce((total, other) => total + other.size, file.size) > mailAttachmentLimits.totalBytes)
    return callMessageMessages.attachmentsTooLarge;
  return null;
};

/** What the file picker offers: the endings a mail may carry. */
export const ATTACHMENT_ACCEPT = MAIL_ATTACHMENT_EXTENSIONS.join(',');
