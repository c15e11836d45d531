import { z } from 'zod';
import { envelopeSchema } from './api.ts';

// E-mail campaigns of SPEC §2 (Mail tab), §3 (campaign request, recipient), §4 (wizard), §5, §8.

/** SPEC §9: the campaign category is fixed. */
export const CAMPAIGN_CATEGORY = 'Sales';
/** SPEC §9: default thread count. */
export const DEFAULT_THREAD_COUNT = 1;
/** Largest no_of_thread the server accepts (concurrent SMTP senders per campaign). */
export const MAX_THREAD_COUNT = 32;
/** Largest recipient CSV upload, in bytes. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** Most recipients one campaign takes (CSV or manual). */
export const MAX_RECIPIENTS = 50_000;
/** SPEC §5: the body sent when static content is off and no body is given. */
export const DEFAULT_BODY = 'hello';
/** Mail flow steps (SPEC §2, §9). */
export const CAMPAIGN_STEPS = ['Campaign Details', 'Upload Recipients', 'Send Email', 'Send Email Reply'] as const;
export type CampaignStep = 1 | 2 | 3 | 4;

/** Exact messages of SPEC §5 and §8; the server answers with the same sentences. */
export const campaignMessages = {
  nameRequired: 'Campaign name is required',
  attachmentRequired: 'Attachment URI is required',
  subjectRequired: 'Subject is required when sending static content',
  bodyRequired: 'Body is required when sending static content',
  intentRequired: 'Intent is required when not sending static content',
  createFirst: 'Please create a campaign first',
  addRecipient: 'Please add at least one recipient',
  selectCsv: 'Please select a CSV file',
  emailRequired: 'Email required',
  createFailed: 'Failed to create campaign',
  csvUploadFailed: 'Failed to upload CSV recipients',
  recipientsFailed: 'Failed to upload recipients',
  sendFailed: 'Failed to send email campaign',
  replyFailed: 'Failed to send email reply',
  recipientsUploaded: 'Recipients uploaded successfully!',
  csvUploaded: 'CSV recipients uploaded successfully!',
  campaignSent: 'Email campaign sent successfully!',
  campaignNotFound: 'Campaign not found',
  csvOnly: 'Only .csv files are accepted',
} as const;

/** Sample values the wizard is pre-filled with (SPEC §2). */
export const sampleCampaign = {
  campaign_name: 'Spring Sales Outreach',
  attachment_uri: 'https://files.agentdesk.local/brochures/sales-brochure.pdf',
} as const;

const trimmed = z.string().trim();

/**
 * SPEC §3 campaign request with the §5 rules: name and attachment URI always; subject and
 * body with static content on; intent with it off, when the body defaults to 'hello'.
 */
export const createCampaignBodySchema = z
  .object({
    category: z
      .literal(CAMPAIGN_CATEGORY, { message: `Category is read-only: always ${CAMPAIGN_CATEGORY}` })
      .default(CAMPAIGN_CATEGORY),
    campaign_name: trimmed.max(200).default(''),
    attachment_uri: trimmed.max(2000).default(''),
    intent: trimmed.max(4000).default(''),
    send_static_content: z.boolean().default(true),
    subject: trimmed.max(500).default(''),
    body: z.string().max(50_000).default(''),
  })
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.campaign_name === '') fail('campaign_name', campaignMessages.nameRequired);
    if (value.attachment_uri === '') fail('attachment_uri', campaignMessages.attachmentRequired);
    if (value.send_static_content) {
      if (value.subject === '') fail('subject', campaignMessages.subjectRequired);
      if (value.body.trim() === '') fail('body', campaignMessages.bodyRequired);
    } else if (value.intent === '') {
      fail('intent', campaignMessages.intentRequired);
    }
  })
  .transform((value) =>
    !value.send_static_content && value.body.trim() === '' ? { ...value, body: DEFAULT_BODY } : value,
  );
export type CreateCampaignBody = z.input<typeof createCampaignBodySchema>;
/** The request after the §5 defaults (category, body 'hello'). */
export type CreateCampaignInput = z.output<typeof createCampaignBodySchema>;

/** SPEC §3 recipient. RecipientInfo is free text, `key=value` pairs, or a JSON object (see README). */
export const recipientSchema = z.object({
  RecipientEmail: trimmed.max(320).default(''),
  RecipientInfo: z.string().max(10_000).default(''),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** A deliberately plain address check: one @, no spaces, a dot in the domain. */
export const isEmailAddress = (value: string): boolean =>
  /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$/.test(value) && value.length <= 320;

export const recipientsBodySchema = z.object({
  recipients: z.array(recipientSchema).max(MAX_RECIPIENTS),
});
export type RecipientsBody = z.infer<typeof recipientsBodySchema>;

/** Any text: an id that names no campaign of the user is a 404, not a 400. */
export const campaignIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const triggerCampaignQuerySchema = z.object({
  campaign_id: z.string({ message: campaignMessages.createFirst }).min(1, campaignMessages.createFirst).max(100),
  no_of_thread: z.coerce
    .number({ message: 'no_of_thread must be a number' })
    .int('no_of_thread must be a whole number')
    .min(1, 'no_of_thread must be at least 1')
    .max(MAX_THREAD_COUNT, `no_of_thread must be at most ${MAX_THREAD_COUNT}`)
    .default(DEFAULT_THREAD_COUNT),
});
export type TriggerCampaignQuery = z.input<typeof triggerCampaignQuerySchema>;

export const sendRepliesQuerySchema = z.object({ campaign_id: z.string().min(1).max(100).optional() });

export const deliveryStatusSchema = z.enum(['pending', 'sending', 'sent', 'local', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const campaignRecipientSchema = z.object({
  RecipientEmail: z.string(),
  RecipientInfo: z.string(),
  /** null until the campaign is triggered. */
  status: deliveryStatusSchema.nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignProgressSchema = z.object({
  total: z.number().int(),
  /** Delivered over SMTP, or kept in the local outbox when no SMTP server is configured. */
  sent: z.number().int(),
  /** Of those sent, how many were kept in the local outbox (no SMTP server configured). */
  kept_locally: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  is_done: z.boolean(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/**
 * What a mail kept in the local outbox reads as, wherever it is shown (campaign report, Sent
 * folder, the thread): it will not leave this server until an SMTP server is configured.
 */
export const KEPT_LOCALLY_LABEL = 'Kept locally';
export const KEPT_LOCALLY_HINT =
  'No SMTP server is configured: the mail is kept in the local outbox and was not delivered.';

export const campaignSchema = z.object({
  id: z.string(),
  category: z.string(),
  campaign_name: z.string(),
  attachment_uri: z.string(),
  intent: z.string(),
  send_static_content: z.boolean(),
  subject: z.string(),
  body: z.string(),
  /** Wizard step the campaign is at: 2 after creation, 3 with recipients, 4 once sent. */
  step: z.number().int().min(1).max(4),
  no_of_thread: z.number().int().nullable(),
  triggered_at: z.string().nullable(),
  created_at: z.string(),
  progress: campaignProgressSchema,
  /** The first 1,000 recipients in list order. */
  recipients: z.array(campaignRecipientSchema),
  /** Up to 500 failed recipients with their reasons, for the final report. */
  failures: z.array(campaignRecipientSchema),
  /** Replies answered so far. */
  replies_sent: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const createCampaignResponseSchema = envelopeSchema(z.object({ id: z.string() }));
export const campaignResponseSchema = envelopeSchema(campaignSchema);

/** A CSV row that was not taken, by its 1-based line number in the file. */
export const rejectedRowSchema = z.object({ row: z.number().int(), value: z.string(), reason: z.string() });
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const uploadRecipientsResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.array(rejectedRowSchema),
});
export type UploadRecipientsResult = z.infer<typeof uploadRecipientsResultSchema>;
export const uploadRecipientsResponseSchema = envelopeSchema(uploadRecipientsResultSchema);

export const triggerCampaignResponseSchema = envelopeSchema(
  z.object({ already_triggered: z.boolean(), progress: campaignProgressSchema }),
);

export const sendRepliesResponseSchema = z.object({
  message: z.string(),
  total: z.number().int(),
  data: z.object({ replied: z.number().int() }),
});
