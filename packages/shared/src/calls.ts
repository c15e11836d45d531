import { z } from 'zod';
import { callPeriods, callSentiments, DEFAULT_CALL_PERIOD } from './call-periods.ts';
import {
  callQaAddressFields,
  callQaFilterFields,
  callSortField,
  isOrderedScoreRange,
  scoreRangeError,
} from './call-qa-params.ts';

// Call entity of SPEC §3, as the Retell-compatible voice-agent provider sends it.
// Provider objects carry more fields than we know; unknown keys are kept (looseObject).

export const wordSchema = z.looseObject({ word: z.string(), start: z.number(), end: z.number() });

export const transcriptEntrySchema = z.looseObject({
  role: z.string(),
  content: z.string(),
  words: z.array(wordSchema).optional(),
  metadata: z.looseObject({ response_id: z.number().optional() }).optional(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const latencyStatsSchema = z.looseObject({
  p50: z.number().optional(),
  p90: z.number().optional(),
  p95: z.number().optional(),
  p99: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  num: z.number().optional(),
  values: z.array(z.number()).optional(),
});
export type LatencyStats = z.infer<typeof latencyStatsSchema>;

export const latencySchema = z.looseObject({
  llm: latencyStatsSchema.optional(),
  e2e: latencyStatsSchema.optional(),
  tts: latencyStatsSchema.optional(),
  knowledge_base: latencyStatsSchema.optional(),
});

export const callCostSchema = z.looseObject({
  total_duration_unit_price: z.number().optional(),
  product_costs: z.array(z.looseObject({ product: z.string(), unit_price: z.number(), cost: z.number() })).optional(),
  total_one_time_price: z.number().optional(),
  combined_cost: z.number().optional(),
  total_duration_seconds: z.number().optional(),
});
export type CallCost = z.infer<typeof callCostSchema>;

export const callAnalysisSchema = z.looseObject({
  in_voicemail: z.boolean().nullish(),
  call_summary: z.string().nullish(),
  user_sentiment: z.string().nullish(),
  call_successful: z.boolean().nullish(),
  custom_analysis_data: z.looseObject({ name: z.string().nullish() }).nullish(),
  call_ended: z.boolean().nullish(),
  detailed_call_summary: z.string().nullish(),
  appointment_booked: z.boolean().nullish(),
  date_time: z.string().nullish(),
  email: z.string().nullish(),
});
export type CallAnalysis = z.infer<typeof callAnalysisSchema>;

export const callDirectionSchema = z.enum(['inbound', 'outbound']);
export type CallDirection = z.infer<typeof callDirectionSchema>;

export const callSentimentSchema = z.enum(callSentiments);

/** End reasons of the Actions tab (SPEC §4); user_hangup is the default. */
export const callEndReasons = ['user_hangup', 'agent_hangup', 'completed', 'transferred', 'technical_issue'] as const;
export const callEndReasonSchema = z.enum(callEndReasons);
export type CallEndReason = z.infer<typeof callEndReasonSchema>;

/** A call object as a provider sends it: only call_id is required, everything else may come later. */
export const providerCallSchema = z.looseObject({
  call_id: z.string({ error: 'call_id is required' }).min(1, 'call_id is required').max(200),
  call_type: z.string().nullish(),
  agent_id: z.string().max(200).nullish(),
  call_status: z.string().nullish(),
  start_timestamp: z.number().nullish(),
  end_timestamp: z.number().nullish(),
  duration_ms: z.number().nullish(),
  transcript: z.string().nullish(),
  transcript_object: z.array(transcriptEntrySchema).nullish(),
  transcript_with_tool_calls: z.array(z.looseObject({ role: z.string() })).nullish(),
  recording_url: z.string().nullish(),
  public_log_url: z.string().nullish(),
  disconnection_reason: z.string().nullish(),
  latency: latencySchema.nullish(),
  call_cost: callCostSchema.nullish(),
  call_analysis: callAnalysisSchema.nullish(),
  opt_out_sensitive_data_storage: z.boolean().nullish(),
  from_number: z.string().nullish(),
  to_number: z.string().nullish(),
  direction: z.string().nullish(),
  telephony_identifier: z.looseObject({}).nullish(),
});
export type ProviderCall = z.infer<typeof providerCallSchema>;

/** Webhook events the provider sends (POST /webhooks/calls/). Unknown events are acknowledged and ignored. */
export const knownCallEvents = ['call_started', 'call_ended', 'call_analyzed', 'transcript_updated'] as const;
export type CallEventName = (typeof knownCallEvents)[number];
export const callWebhookBodySchema = z.looseObject({ event: z.string().min(1), call: z.unknown() });

/** A stored call: the provider's object plus what operators add (notes, end reason). */
export const callSchema = providerCallSchema.extend({
  notes: z.string().nullable(),
  end_reason: callEndReasonSchema.nullable(),
  updated_at: z.number(),
});
export type Call = z.infer<typeof callSchema>;

/** One row of the call list: enough to render and filter without the transcript. */
export const callListItemSchema = z.object({
  call_id: z.string(),
  agent_id: z.string().nullable(),
  call_status: z.string().nullable(),
  direction: z.string().nullable(),
  from_number: z.string().nullable(),
  to_number: z.string().nullable(),
  start_timestamp: z.number().nullable(),
  duration_ms: z.number().nullable(),
  disconnection_reason: z.string().nullable(),
  call_successful: z.boolean().nullable(),
  sentiment: callSentimentSchema.nullable(),
  call_summary: z.string().nullable(),
  has_recording: z.boolean(),
  /** The provider's agent_version of the call, null when it carries none. */
  agent_version: z.number().nullable().optional(),
  /**
   * The name of the person the call was with, when one is known: the linked candidate, the inbox
   * contact with the call's number, or the name the call gives (see call-contact.ts).
   */
  contact_name: z.string().nullable().optional(),
  /** The call's QA score: of the scorecard the list was asked for, else the lowest of its reviews; null without one. */
  qa_score: z.number().nullable().optional(),
});
export type CallListItem = z.infer<typeof callListItemSchema>;

/** An IANA time zone the runtime knows (day boundaries are cut in it). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const callPeriodSchema = z.enum(callPeriods);

const boolText = z.enum(['true', 'false']);
const boolParam = boolText.transform((v) => v === 'true');

/** The provider's version of an agent, as a query parameter. */
export const agentVersionSchema = z.coerce.number().int('agent_version must be a whole number').min(0).max(2147483646);

/** The longest text each text filter takes. */
const filterMaxLength = { agent_id: 200, status: 50, disconnection_reason: 100, search: 200 } as const;

const callFilterFields = {
  agent_id: z.string().max(filterMaxLength.agent_id).optional(),
  agent_version: agentVersionSchema.optional(),
  period: callPeriodSchema.optional(),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  direction: callDirectionSchema.optional(),
  status: z.string().max(filterMaxLength.status).optional(),
  sentiment: callSentimentSchema.optional(),
  call_successful: boolParam.optional(),
  disconnection_reason: z.string().max(filterMaxLength.disconnection_reason).optional(),
  search: z.string().trim().max(filterMaxLength.search).optional(),
  /** IANA time zone for where 'today' begins; UTC when absent. */
  tz: timeZoneSchema.optional(),
  ...callQaFilterFields,
};

const isOrderedRange = (q: { from?: number; to?: number }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const rangeError = { message: 'from must not be after to', path: ['from'] };

/** Filters of the call list, also taken by the CSV export. */
export const callFiltersQuerySchema = z
  .object(callFilterFields)
  .refine(isOrderedRange, rangeError)
  .refine(isOrderedScoreRange, scoreRangeError);
export type CallFiltersQuery = z.infer<typeof callFiltersQuerySchema>;

/** A text filter from an address: trimmed and cut to the API's length, absent when blank. */
const addressText = (maxLength: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, maxLength) || undefined)
    .optional()
    .catch(undefined);

/**
 * The list's filters as a page address keeps them (the query parameters the SPA sends to GET
 * /call/calls), read with the API's own values: one the API would refuse reads as absent, never
 * failing the rest, and a missing or unknown period as the default.
 */
export const callFilterParamsSchema = z.object({
  agent_id: addressText(filterMaxLength.agent_id),
  agent_version: agentVersionSchema.optional().catch(undefined),
  period: callPeriodSchema.catch(DEFAULT_CALL_PERIOD),
  direction: callDirectionSchema.optional().catch(undefined),
  sentiment: callSentimentSchema.optional().catch(undefined),
  call_successful: boolText.optional().catch(undefined),
  disconnection_reason: addressText(filterMaxLength.disconnection_reason),
  search: addressText(filterMaxLength.search),
  ...callQaAddressFields,
});
export type CallFilterParams = z.infer<typeof callFilterParamsSchema>;
export type CallFilterParamKey = keyof CallFilterParams;

/** Every filter an address may hold, in the order they are written. */
export const callFilterParamKeys = Object.keys(callFilterParamsSchema.shape) as CallFilterParamKey[];

/** Reads the list's filters from an address's search parameters (see callFilterParamsSchema); absent ones are left out. */
export const readCallFilterParams = (params: URLSearchParams): CallFilterParams => {
  const parsed = callFilterParamsSchema.parse(
    Object.fromEntries(callFilterParamKeys.map((key) => [key, params.get(key) ?? undefined])),
  );
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as CallFilterParams;
};

/** GET /call/calls query: filters, full-text search, keyset pagination. */
export const listCallsQuerySchema = z
  .object({
    ...callFilterFields,
    ...callSortField,
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine(isOrderedRange, rangeError)
  .refine(isOrderedScoreRange, scoreRangeError);
export type ListCallsQuery = z.infer<typeof listCallsQuerySchema>;

export const listCallsResponseSchema = z.object({
  message: z.string(),
  total: z.number(),
  data: z.array(callListItemSchema),
  next_cursor: z.string().nullable(),
});
export type ListCallsResponse = z.infer<typeof listCallsResponseSchema>;

/** PATCH /call/calls/:id: what the Actions tab saves. */
export const updateCallBodySchema = z
  .object({
    notes: z.string().max(20_000).nullable().optional(),
    end_reason: callEndReasonSchema.nullable().optional(),
  })
  .refine((b) => b.notes !== undefined || b.end_reason !== undefined, { message: 'Nothing to update' });
export type UpdateCallBody = z.infer<typeof updateCallBodySchema>;

export const callIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Where the provider should send webhooks, and the key their signatures use. */
/** A workspace's webhook address and signing key (admins only); after a rotation the previous key verifies until `previous_key_valid_until`. */
export const webhookConnectionSchema = z.object({
  webhook_url: z.string(),
  signing_key: z.string(),
  signature_header: z.string(),
  previous_key_valid_until: z.string().nullable().optional(),
});
export type WebhookConnection = z.infer<typeof webhookConnectionSchema>;
