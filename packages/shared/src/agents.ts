import { z } from 'zod';

/** Full agent record as the voice-agent provider defines it (SPEC §3). */
export const agentSchema = z.object({
  agent_id: z.string(),
  agent_name: z.string(),
  response_engine: z.record(z.string(), z.unknown()),
  voice_id: z.string(),
  voice_model: z.string().nullable(),
  fallback_voice_ids: z.array(z.string()),
  voice_temperature: z.number(),
  voice_speed: z.number(),
  volume: z.number(),
  responsiveness: z.number(),
  interruption_sensitivity: z.number(),
  enable_backchannel: z.boolean(),
  backchannel_frequency: z.number(),
  backchannel_words: z.array(z.string()),
  reminder_trigger_ms: z.number(),
  reminder_max_count: z.number(),
  ambient_sound: z.string().nullable(),
  ambient_sound_volume: z.number(),
  language: z.string(),
  webhook_url: z.string().nullable(),
  boosted_keywords: z.array(z.string()),
  enable_transcription_formatting: z.boolean(),
  opt_out_sensitive_data_storage: z.boolean(),
  normalize_for_speech: z.boolean(),
  end_call_after_silence_ms: z.number(),
  max_call_duration_ms: z.number(),
  enable_voicemail_detection: z.boolean(),
  voicemail_message: z.string(),
  voicemail_detection_timeout_ms: z.number(),
  post_call_analysis_model: z.string(),
  begin_message_delay_ms: z.number(),
  ring_duration_ms: z.number(),
  stt_mode: z.string(),
  last_modification_timestamp: z.number(),
});
export type Agent = z.infer<typeof agentSchema>;

/** What an agent does in the product: the recruiting agent opens the hiring area (SPEC §2 /{role}). */
export const agentRoles = ['recruiting'] as const;
export type AgentRole = (typeof agentRoles)[number];

/** The agent as the product keeps it in the UI: id and name (SPEC §3), and its role in the workspace. */
export const agentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(agentRoles).nullable().optional(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const agentIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Where a workspace's agent came from: the provider's list, an admin, or a call's webhook. */
export const agentOrigins = ['provider', 'manual', 'webhook'] as const;
export type AgentOrigin = (typeof agentOrigins)[number];

/**
 * The provider's record as it was sent: a real provider's list need not carry every field of SPEC §3
 * (older agents, newer API versions), so beyond the id and name each is kept only when present.
 */
export const providerAgentRecordSchema = agentSchema.partial().required({ agent_id: true, agent_name: true }).loose();

/**
 * A workspace's agent as the API gives it: the product's id and name (SPEC §3), its role, whether an
 * admin still has to review it (first seen in a webhook), and the provider's full record when known.
 */
export const workspaceAgentSchema = z.object({
  agent_id: z.string(),
  agent_name: z.string(),
  role: z.enum(agentRoles).nullable(),
  origin: z.enum(agentOrigins),
  needs_review: z.boolean(),
  provider_record: providerAgentRecordSchema.nullable(),
  created_at: z.number(),
});
export type WorkspaceAgent = z.infer<typeof workspaceAgentSchema>;

const agentIdText = z
  .string()
  .trim()
  .min(1, 'Agent id is required')
  .max(200, 'Agent id must be at most 200 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Agent id may contain only letters, digits and _ . : -');
export const agentNameSchema = z
  .string()
  .trim()
  .min(1, 'Agent name is required')
  .max(120, 'Agent name must be at most 120 characters');

/** POST /agents: an admin adds an agent by hand (the provider's id it calls with, and a name). */
export const createAgentBodySchema = z.strictObject({
  agent_id: agentIdText,
  agent_name: agentNameSchema,
  role: z.enum(agentRoles).nullish(),
});
export type CreateAgentBody = z.infer<typeof createAgentBodySchema>;

/** PATCH /agents/:id: rename, set or clear the role, or mark reviewed. */
export const updateAgentBodySchema = z
  .strictObject({
    agent_name: agentNameSchema.optional(),
    role: z.enum(agentRoles).nullable().optional(),
    needs_review: z.literal(false).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateAgentBody = z.infer<typeof updateAgentBodySchema>;

/**
 * A workspace's connection to its provider's API (the Agents page): whether an admin has given the
 * provider's API key (never sent back, only its last four characters), and how the last sync of the
 * provider's agent list went. The agents are synced on connecting, on demand and periodically.
 */
export const providerConnectionSchema = z.object({
  connected: z.boolean(),
  /** The server's own key (RETELL_API_KEY, the first workspace's): changed there, not on the page. */
  from_environment: z.boolean(),
  key_hint: z.string().nullable(),
  connected_at: z.number().nullable(),
  synced_at: z.number().nullable(),
  sync_error: z.string().nullable(),
});
export type ProviderConnection = z.infer<typeof providerConnectionSchema>;

/** PUT /agent-provider: the provider's API key (the agents are fetched with it before it is kept). */
export const connectProviderBodySchema = z.strictObject({
  api_key: z
    .string()
    .trim()
    .min(16, 'The API key must be at least 16 characters')
    .max(500, 'The API key must be at most 500 characters')
    .regex(/^[\x21-\x7e]+$/, 'The API key must not contain spaces'),
});
export type ConnectProviderBody = z.infer<typeof connectProviderBodySchema>;

/** What connecting or syncing did: the connection as it now is, and how many agents were new or updated. */
export const providerSyncSchema = z.object({
  connection: providerConnectionSchema,
  added: z.number(),
  updated: z.number(),
});
export type ProviderSync = z.infer<typeof providerSyncSchema>;
