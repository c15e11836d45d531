import { z } from 'zod';

export { HIRING_AGENT_ID } from './navigation.ts';

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

/** The agent as the product keeps it in the UI: id and name (SPEC §3). */
export const agentSummarySchema = z.object({ id: z.string(), name: z.string() });
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const agentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
