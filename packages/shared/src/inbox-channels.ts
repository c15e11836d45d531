import { z } from 'zod';
import { callStatusSchema } from './inbox.ts';

// What goes through the inbox's channels (SPEC §2 Inbox, §5): replies, new mail and drafts a person
// writes, chat messages and WhatsApp calls the webhook delivers, the pulse an open inbox waits on, the chat hook.

/** The text of a message a person sends: blank or whitespace-only is not sent (SPEC §5). */
export const messageTextSchema = z.string().trim().min(1, 'Message is empty').max(50_000);
const messageText = messageTextSchema;

/** POST /inbox/:id/reply: a reply in the item's own channel (mail or chat). */
export const replyInboxBodySchema = z.object({
  tab: z.enum(['mails', 'chats'], { error: 'Only mails and chats take replies' }),
  text: messageText,
  /** The agent the reply is sent as (its name signs the mail or the chat message). */
  agent_id: z.string().trim().min(1).max(100).optional(),
});
export type ReplyInboxBody = z.infer<typeof replyInboxBodySchema>;

const address = z.email('Enter a valid e-mail address').max(320);

/** POST /inbox/mails: a new mail (the compose dialog), optionally sending a saved draft. */
export const composeMailBodySchema = z.object({
  to: address,
  subject: z.string().trim().min(1, 'Subject is required').max(300),
  text: messageText,
  draft_id: z.uuid().optional(),
});
export type ComposeMailBody = z.infer<typeof composeMailBodySchema>;

/** POST /inbox/drafts and PUT /inbox/drafts/:id: anything may still be empty in a draft. */
export const saveDraftBodySchema = z.object({
  to: z.string().trim().max(320).default(''),
  subject: z.string().max(300).default(''),
  text: z.string().max(50_000).default(''),
  thread_id: z.uuid().nullable().optional(),
});
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;

/** A chat message delivered to POST /webhooks/conversations/ (signed like the calls webhook). */
export const chatWebhookBodySchema = z.object({
  event: z.literal('message', { error: 'event must be message' }),
  platform: z.enum(['whatsapp', 'linkedin'], { error: 'platform must be whatsapp or linkedin' }),
  message_id: z.string().min(1).max(200),
  /** The contact's stable id on the platform (phone number or profile id): one thread per contact. */
  contact: z.object({
    id: z.string().min(1).max(200),
    name: z.string().max(200).default(''),
    email: z.string().max(320).default(''),
  }),
  text: z.string().min(1).max(20_000),
  timestamp: z.number().int().nonnegative().optional(),
});
export type ChatWebhookBody = z.infer<typeof chatWebhookBodySchema>;

/** A WhatsApp call reported to the same webhook. */
export const whatsappCallWebhookBodySchema = z.object({
  event: z.literal('call'),
  platform: z.literal('whatsapp'),
  call_id: z.string().min(1).max(200),
  contact: z.object({ id: z.string().min(1).max(200), name: z.string().max(200).default('') }),
  direction: z.enum(['inbound', 'outbound']),
  status: callStatusSchema,
  business_number: z.string().max(40).default(''),
  start_timestamp: z.number().int().nonnegative(),
  duration_ms: z.number().int().nonnegative().default(0),
  summary: z.string().max(5000).default(''),
});
export type WhatsappCallWebhookBody = z.infer<typeof whatsappCallWebhookBodySchema>;

/** The newest moment of each tab: when one moves, new items arrived there. */
export const inboxPulseSchema = z.object({ mails: z.number(), calls: z.number(), chats: z.number() });
export type InboxPulse = z.infer<typeof inboxPulseSchema>;

/** The longest an open inbox waits on the pulse in one request, in seconds. */
export const INBOX_PULSE_MAX_WAIT_S = 25;

/**
 * GET /inbox/pulse: with the pulse last seen (mails, calls, chats) and `wait`, the answer waits
 * until the pulse differs from it or `wait` seconds pass (a long poll); without, it answers at once.
 */
export const inboxPulseQuerySchema = z.object({
  mails: z.coerce.number().finite().optional(),
  calls: z.coerce.number().finite().optional(),
  chats: z.coerce.number().finite().optional(),
  wait: z.coerce.number().int().min(0).max(INBOX_PULSE_MAX_WAIT_S).default(0),
});
export type InboxPulseQuery = z.infer<typeof inboxPulseQuerySchema>;

/**
 * GET/PUT/DELETE /inbox/chat-hook (admins): where the workspace's chat replies are POSTed. `source`
 * says whose hook serves it: the workspace's own, the environment's (CHAT_OUTBOUND_URL, the first
 * workspace only), or none (replies stay local). The signing secret is the workspace's own only.
 */
export const chatHookSchema = z.object({
  url: z.string().nullable(),
  signing_secret: z.string().nullable(),
  source: z.enum(['workspace', 'environment', 'none']),
});
export type ChatHookSettings = z.infer<typeof chatHookSchema>;

export const putChatHookBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'url must be an http or https URL' })
    .max(2000, { error: 'url must be at most 2000 characters' }),
});
