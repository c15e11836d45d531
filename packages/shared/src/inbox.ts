import { z } from 'zod';

// Unified inbox (SPEC §2 Inbox, §3 inbox entities, §4 inbox rules): mails, calls and chats.
// The constants live in ./inbox-options.ts (no zod) so the SPA shell can use them cheaply.
import { inboxFolders, inboxStates, inboxSubFilters, inboxTabs } from './inbox-options.ts';

export * from './inbox-options.ts';

const tabSchema = z.enum(inboxTabs, { error: 'type must be one of mails, calls, chats' });

const allStates = [...new Set(Object.values(inboxStates).flat())] as [string, ...string[]];

/**
 * GET /inbox query. `tab` is the SPA's `type`; subFilter and state must belong to the tab
 * (an unknown one is a 400, not an empty list).
 */
export const listInboxQuerySchema = z
  .object({
    tab: tabSchema.default('mails'),
    subFilter: z.string().max(20).default('all'),
    state: z.enum(allStates).optional(),
    folder: z.enum(inboxFolders).default('inbox'),
    search: z.string().trim().max(200).optional(),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine((q, ctx) => {
    if (!(inboxSubFilters[q.tab] as readonly string[]).includes(q.subFilter)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subFilter'],
        message: `subFilter must be one of ${inboxSubFilters[q.tab].join(', ')} for ${q.tab}`,
      });
    }
    if (q.state !== undefined && !(inboxStates[q.tab] as readonly string[]).includes(q.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `state must be one of ${inboxStates[q.tab].join(', ')} for ${q.tab}`,
      });
    }
    if (q.folder !== 'inbox' && q.tab !== 'mails') {
      ctx.addIssue({
        code: 'custom',
        path: ['folder'],
        message: 'Only mails have the Sent, Drafts and Quarantine folders',
      });
    }
  });
export type ListInboxQuery = z.infer<typeof listInboxQuerySchema>;

const ms = z.number();

/** Inbox mail (SPEC §3): one conversation with one contact. */
export const inboxMailSchema = z.object({
  type: z.literal('mail'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  summary: z.string(),
  time: ms,
  platform: z.enum(inboxSubFilters.mails.slice(1) as ['gmail', 'outlook']),
  state: z.enum(inboxStates.mails),
  /** Read since its last inbound mail: opening it reads it, and it can be marked unread. */
  read: z.boolean(),
  path: z.string(),
});
export type InboxMail = z.infer<typeof inboxMailSchema>;

export const callStatusSchema = z.enum(['completed', 'missed', 'cancelled']);
export type InboxCallStatus = z.infer<typeof callStatusSchema>;

/** Inbox call (SPEC §3): a voice call of the calls table or a WhatsApp call. */
export const inboxCallSchema = z.object({
  type: z.literal('call'),
  id: z.string(),
  platform: z.enum(['voice', 'whatsapp']),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  date: ms,
  summary: z.string(),
  duration: z.number().int().nonnegative(),
  status: callStatusSchema,
  direction: z.enum(['inbound', 'outbound']),
  state: z.enum(inboxStates.calls),
  path: z.string(),
  call_analysis: z.object({
    call_summary: z.string(),
    call_duration: z.number().int().nonnegative(),
    call_status: callStatusSchema,
    call_type: z.string(),
    call_direction: z.enum(['inbound', 'outbound']),
  }),
});
export type InboxCall = z.infer<typeof inboxCallSchema>;

/** Inbox chat (SPEC §3): one conversation with one contact on WhatsApp or LinkedIn. */
export const inboxChatSchema = z.object({
  type: z.literal('chat'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  lastMessage: z.string(),
  lastMessageTime: ms,
  unreadCount: z.number().int().nonnegative(),
  platform: z.enum(['whatsapp', 'linkedin']),
  state: z.enum(inboxStates.chats),
  path: z.string(),
  isSelected: z.boolean(),
  isArchived: z.boolean(),
});
export type InboxChat = z.infer<typeof inboxChatSchema>;

export const mailDeliveryStatusSchema = z.enum(['pending', 'local', 'sent', 'failed']);
export type MailDeliveryStatus = z.infer<typeof mailDeliveryStatusSchema>;

/** A row of the Sent folder: one mail we sent, with its delivery status. */
export const sentMailSchema = z.object({
  type: z.literal('sent'),
  id: z.string(),
  thread_id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  summary: z.string(),
  time: ms,
  delivery_status: mailDeliveryStatusSchema,
});
export type SentMail = z.infer<typeof sentMailSchema>;

/** A row of the Drafts folder: a mail saved and not sent. */
export const draftMailSchema = z.object({
  type: z.literal('draft'),
  id: z.string(),
  thread_id: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  time: ms,
});
export type DraftMail = z.infer<typeof draftMailSchema>;

/** A row of the Quarantine folder: an inbound mail held back because of a dangerous attachment. */
export const quarantinedMailSchema = z.object({
  type: z.literal('quarantined'),
  id: z.string(),
  /** The sender as the SMTP envelope gave it. */
  email: z.string(),
  subject: z.string(),
  reason: z.string(),
  size_bytes: z.number().int().nonnegative(),
  time: ms,
});
export type QuarantinedMail = z.infer<typeof quarantinedMailSchema>;

/** GET /inbox/quarantine/:id: what the held mail says, read as plain text; its attachments are only listed. */
export const quarantinedMailDetailSchema = quarantinedMailSchema.extend({
  from_name: z.string(),
  from_address: z.string(),
  to: z.array(z.string()),
  text: z.string(),
  attachments: z.array(
    z.object({
      filename: z.string(),
      content_type: z.string(),
      size_bytes: z.number().int().nonnegative(),
      is_dangerous: z.boolean(),
    }),
  ),
});
export type QuarantinedMailDetail = z.infer<typeof quarantinedMailDetailSchema>;

/** What releasing a held mail did: the conversation it now belongs to. */
export const releasedMailSchema = z.object({ thread_id: z.string() });

export const inboxItemSchema = z.discriminatedUnion('type', [
  inboxMailSchema,
  inboxCallSchema,
  inboxChatSchema,
  sentMailSchema,
  draftMailSchema,
  quarantinedMailSchema,
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Sidebar counts of one tab: per platform (with all) and per lifecycle state. */
export const inboxCountsSchema = z.object({
  platforms: z.record(z.string(), z.number().int().nonnegative()),
  states: z.record(z.string(), z.number().int().nonnegative()),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

export const listInboxResponseSchema = z.object({
  message: z.string(),
  /** Rows matching every filter (all pages). */
  total: z.number().int().nonnegative(),
  data: z.array(inboxItemSchema),
  next_cursor: z.string().nullable(),
  /** Real counts for the filter sidebar; on the first page only (null on later pages). */
  counts: inboxCountsSchema.nullable(),
  /** The workspace's own address for inbound mail (the SMTP listener routes by recipient); on the first page only. */
  inbound_address: z.string().optional(),
});
export type ListInboxResponse = z.infer<typeof listInboxResponseSchema>;

export const inboxIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const inboxDetailQuerySchema = z.object({
  tab: tabSchema.default('mails'),
  /** Mail HTML keeps its remote images only when the reader asked for them. */
  images: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});
export type InboxDetailQuery = z.infer<typeof inboxDetailQuerySchema>;

/** A file sent with a mail: its name, what its bytes are (checked on upload) and its size. */
export const mailAttachmentInfoSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
});
export type MailAttachmentInfo = z.infer<typeof mailAttachmentInfoSchema>;

/** One mail of a thread; html is already sanitised (no script, remote images held back unless asked). */
export const threadMailSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  from_name: z.string(),
  from_address: z.string(),
  to_address: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  has_remote_images: z.boolean(),
  created_at: ms,
  delivery_status: mailDeliveryStatusSchema.nullable(),
  /** Why the last delivery attempt failed (failed for good, or pending a retry); null otherwise. */
  delivery_error: z.string().nullable().default(null),
  attachments: z.array(mailAttachmentInfoSchema).default([]),
});
export type ThreadMail = z.infer<typeof threadMailSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  text: z.string(),
  created_at: ms,
  delivery_status: z.enum(['received', 'pending', 'local', 'sent', 'failed']),
  /** Why the hook refused or could not take it (failed, or pending a retry); null otherwise. */
  delivery_error: z.string().nullable().default(null),
  /** The agent a reply was sent as, when one was chosen. */
  agent_name: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const inboxDetailSchema = z.discriminatedUnion('type', [
  inboxMailSchema.extend({ messages: z.array(threadMailSchema) }),
  inboxChatSchema.extend({ messages: z.array(chatMessageSchema) }),
  inboxCallSchema.extend({
    transcript: z.string(),
    recording_url: z.string().nullable(),
    agent_id: z.string().nullable(),
  }),
]);
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

/** PATCH /inbox/:id: move an item through its lifecycle, mark a chat read, or a mail read or unread. */
export const updateInboxItemBodySchema = z
  .object({ tab: tabSchema, state: z.enum(allStates).optional(), read: z.boolean().optional() })
  .superRefine((b, ctx) => {
    if (b.state === undefined && b.read === undefined) ctx.addIssue({ code: 'custom', message: 'Nothing to update' });
    if (b.read === false && b.tab !== 'mails')
      ctx.addIssue({ code: 'custom', path: ['read'], message: 'Only mails can be marked unread' });
    if (b.state !== undefined && !(inboxStates[b.tab] as readonly string[]).includes(b.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `state must be one of ${inboxStates[b.tab].join(', ')} for ${b.tab}`,
      });
    }
  });
export type UpdateInboxItemBody = z.infer<typeof updateInboxItemBodySchema>;
