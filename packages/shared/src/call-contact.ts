import { z } from 'zod';
import { KEPT_LOCALLY_LABEL } from './campaigns.ts';
import { messageTextSchema } from './inbox-channels.ts';
import { mailAttachmentInfoSchema } from './inbox.ts';

// The person a call was with (#26): who they are, how they can be reached, and the messages sent to
// them from the call's detail (mail through the outbox, WhatsApp through the workspace's chat hook),
// kept in the inbox's own threads.

/** The channels of the call detail's composer and 'New Conversation' (SPEC §2: Whatsapp, Email). */
export const composerChannels = ['whatsapp', 'email'] as const;
export type ComposerChannel = (typeof composerChannels)[number];

/**
 * Where the contact's name came from, in the order it is looked for: the candidate linked to the
 * call, the inbox contact with the call's number, a name the call itself gives (its analysis or the
 * agent's dynamic variables), else only the number (or nothing at all).
 */
export const callContactSources = ['candidate', 'inbox', 'call', 'number', 'unknown'] as const;
export type CallContactSource = (typeof callContactSources)[number];

/** Whether a channel reaches the contact, and why not when it does not. */
export const contactChannelSchema = z.object({
  is_available: z.boolean(),
  /** Why the channel cannot reach the contact (shown beside the disabled choice); null when it can. */
  reason: z.string().nullable(),
  /** Whether files go with a message on this channel. */
  takes_attachments: z.boolean(),
});
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** GET /call/calls/:id/contact: the call's contact, resolved on the server. */
export const callContactSchema = z.object({
  call_id: z.string(),
  /** The contact's name when one is known. */
  name: z.string().nullable(),
  /** What the header shows: the name, else the number formatted, else 'Unknown caller'. */
  display_name: z.string(),
  source: z.enum(callContactSources),
  /** The contact's number as the call has it (the caller of an inbound call, the callee of an outbound one). */
  phone: z.string().nullable(),
  /** The number as people read it ('+91 98123 45670'). */
  phone_display: z.string().nullable(),
  email: z.string().nullable(),
  /** The candidate linked to the call, with the application their page opens on. */
  candidate: z
    .object({ id: z.string(), application_id: z.string().nullable(), job_id: z.string().nullable() })
    .nullable(),
  /** The newest mail conversation with the contact's address; `has_inbound` says whether it is in the Inbox folder or only in Sent. */
  mail_thread: z.object({ id: z.string(), has_inbound: z.boolean() }).nullable(),
  /** The WhatsApp conversation with the contact's number. */
  chat_thread: z.object({ id: z.string() }).nullable(),
  channels: z.object({ email: contactChannelSchema, whatsapp: contactChannelSchema }),
  /** Whether a language model is configured: AI-assist drafts replies only then. */
  ai_assist: z.boolean(),
});
export type CallContact = z.infer<typeof callContactSchema>;

/** Delivery of a message exchanged with the contact: received (theirs), or ours queued, kept locally, sent or failed. */
export const contactMessageStatuses = ['received', 'pending', 'local', 'sent', 'failed'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** What a delivery state reads as, wherever a message is shown. */
export const deliveryStateLabels: Record<ContactMessageStatus, string> = {
  received: 'Received',
  pending: 'Queued',
  local: KEPT_LOCALLY_LABEL,
  sent: 'Sent',
  failed: 'Failed',
};

/** One message exchanged with the contact, on either channel. */
export const contactMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(composerChannels),
  direction: z.enum(['in', 'out']),
  /** The inbox conversation it belongs to (a mail thread or the WhatsApp chat). */
  thread_id: z.string(),
  /** A mail's subject; null for WhatsApp. */
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.number(),
  /** Who wrote it: the contact, or the sender of ours (the workspace, or the agent it was sent as). */
  sender: z.string(),
  delivery_status: z.enum(contactMessageStatuses),
  /** Why it failed, or why the last attempt did (still queued for a retry); null otherwise. */
  delivery_error: z.string().nullable(),
  attachments: z.array(mailAttachmentInfoSchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * POST /call/calls/:id/messages, as JSON or as the fields of a multipart form whose `files` are
 * attachments (mail only). With a subject, a mail starts a new conversation; without one it answers
 * the newest conversation with the contact (threaded like an inbox reply), or starts one.
 */
export const sendCallMessageBodySchema = z
  .object({
    channel: z.enum(composerChannels, { error: 'channel must be whatsapp or email' }),
    text: messageTextSchema,
    subject: z.string().trim().min(1, 'Subject is required').max(300).optional(),
  })
  .refine((body) => body.subject === undefined || body.channel === 'email', {
    message: 'Only an e-mail has a subject',
    path: ['subject'],
  });
export type SendCallMessageBody = z.infer<typeof sendCallMessageBodySchema>;

/** POST /call/calls/:id/reply-draft: a reply for this channel, drafted by the language model. */
export const draftCallReplyBodySchema = z.object({
  channel: z.enum(composerChannels, { error: 'channel must be whatsapp or email' }),
});
export type DraftCallReplyBody = z.infer<typeof draftCallReplyBodySchema>;
export const callReplyDraftSchema = z.object({ text: z.string() });
export type CallReplyDraft = z.infer<typeof callReplyDraftSchema>;

/** The subject of a mail that starts a conversation from a call when none is given. */
export const FOLLOW_UP_SUBJECT = 'Following up on our call';

/** Attachments of one mail: each file at most `fileBytes`, at most `files` of them, `totalBytes` in all. */
export const mailAttachmentLimits = { fileBytes: 10 * 1024 * 1024, files: 5, totalBytes: 20 * 1024 * 1024 } as const;

/** The file name endings an attachment may have; its bytes must be what the ending says. */
export const MAIL_ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.docx',
  '.xlsx',
  '.txt',
  '.csv',
  '.webm',
  '.ogg',
  '.m4a',
  '.mp3',
] as const;

/** The sentences the composer and the API use for messages and attachments. */
export const callMessageMessages = {
  attachmentType:
    'Attach a PDF, an image (PNG, JPEG, WebP, GIF), a Word or Excel file, a text or CSV file, or a voice note',
  attachmentTooLarge: `An attachment may be at most ${mailAttachmentLimits.fileBytes / (1024 * 1024)} MB`,
  attachmentsTooLarge: `Attachments may add up to at most ${mailAttachmentLimits.totalBytes / (1024 * 1024)} MB`,
  tooManyAttachments: `At most ${mailAttachmentLimits.files} attachments go with one message`,
  attachmentsNeedEmail: 'Only an e-mail takes attachments',
  notAForm: 'Send the message as JSON or as a multipart form',
  noModel: 'No language model is configured: set LLM_BASE_URL to draft replies',
} as const;
