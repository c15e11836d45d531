import { z } from 'zod';

// What measureCall finds in one call (issue #29, item 1), as stored beside the call. Every result
// names its evidence: the turn (index into transcript_object), the words, the time (seconds from
// call start). Anything the call does not tell is null or empty, never estimated.

const speakerSchema = z.enum(['agent', 'user']);
const seconds = z.number().nonnegative();
const turnIndex = z.number().int().nonnegative();

/** A stretch of silence between two words, and the turn whose word came before it. */
export const silenceSchema = z.object({ seconds, at_seconds: seconds, after_turn_index: turnIndex });
export type Silence = z.infer<typeof silenceSchema>;

export const interruptionSchema = z.object({
  /** Who spoke over the other. */
  by: speakerSchema,
  /** When the interrupting turn's first word began. */
  at_seconds: seconds,
  /** The interrupting turn. */
  turn_index: turnIndex,
  /** The interrupter's words said while the other side was still speaking. */
  quote: z.string(),
});
export type Interruption = z.infer<typeof interruptionSchema>;

export const responseLatencySchema = z.object({
  p50_ms: z.number().nonnegative(),
  max_ms: z.number().nonnegative().nullable(),
  /** 'provider': the call's latency.e2e; 'turns': the pause between a caller turn and the agent's reply. */
  source: z.enum(['provider', 'turns']),
  /** The slowest reply seen in the turn timings (evidence), null without them. */
  slowest: z.object({ turn_index: turnIndex, at_seconds: seconds, ms: z.number().nonnegative() }).nullable(),
});
export type ResponseLatency = z.infer<typeof responseLatencySchema>;

export const earlyHangUpSchema = z.object({
  /** The agent turn the caller hung up after. */
  turn_index: turnIndex,
  /** When the call ended. */
  at_seconds: seconds,
  seconds_after_agent_turn: seconds,
});
export type EarlyHangUp = z.infer<typeof earlyHangUpSchema>;

export const repeatedAgentTurnSchema = z.object({
  turn_index: turnIndex,
  /** The earlier agent turn it nearly repeats. */
  repeats_turn_index: turnIndex,
  quote: z.string(),
});
export type RepeatedAgentTurn = z.infer<typeof repeatedAgentTurnSchema>;

export const turnSentimentSchema = z.enum(['positive', 'neutral', 'negative']);
export type TurnSentiment = z.infer<typeof turnSentimentSchema>;

export const sentimentDropSchema = z.object({
  from: turnSentimentSchema,
  to: turnSentimentSchema,
  /** The caller turn where it turned negative. */
  at_turn_index: turnIndex,
  at_seconds: seconds.nullable(),
  quote: z.string(),
});
export type SentimentDrop = z.infer<typeof sentimentDropSchema>;

export const toolCallMeasureSchema = z.object({
  name: z.string(),
  tool_call_id: z.string().nullable(),
  /** The spoken turn just before the invocation; null when it came before anyone spoke. */
  turn_index: turnIndex.nullable(),
  /** End of that turn's last word, when it has word timings. */
  at_seconds: seconds.nullable(),
  ok: z.boolean(),
  /** Why it counts as failed (see readToolCalls); null when it succeeded. */
  failure: z.string().nullable(),
});
export type ToolCallMeasure = z.infer<typeof toolCallMeasureSchema>;

export const transferMeasureSchema = z.object({
  /** A transfer went through (a transfer tool call that did not fail, or the call ended by transfer). */
  made: z.boolean(),
  /** A transfer was tried and did not go through. */
  failed: z.boolean(),
  /** The turn before the first transfer attempt; null when only the end reason tells of it. */
  turn_index: turnIndex.nullable(),
});
export type TransferMeasure = z.infer<typeof transferMeasureSchema>;

export const knowledgeBaseMeasureSchema = z.object({
  /** Whether the provider says anything about knowledge-base use on this call. */
  reported: z.boolean(),
  /** Present only when reported. */
  used: z.boolean().optional(),
});
export type KnowledgeBaseMeasure = z.infer<typeof knowledgeBaseMeasureSchema>;

export const callMeasuresSchema = z.object({
  /** Fractions of spoken time (words' durations, overlaps counted once per side); null without word timings. */
  talk_share: z.object({ agent: z.number().min(0).max(1), user: z.number().min(0).max(1) }).nullable(),
  interruptions: z.array(interruptionSchema),
  longest_silence: silenceSchema.nullable(),
  /** Silences longer than the dead-air threshold. */
  dead_air: z.array(silenceSchema),
  dead_air_seconds: z.number().positive(),
  response_latency: responseLatencySchema.nullable(),
  early_hang_up: earlyHangUpSchema.nullable(),
  hang_up_within_seconds: z.number().positive(),
  repeated_agent_turns: z.array(repeatedAgentTurnSchema),
  sentiment_drop: sentimentDropSchema.nullable(),
  transfer: transferMeasureSchema,
  tool_calls: z.array(toolCallMeasureSchema),
  knowledge_base: knowledgeBaseMeasureSchema,
});
export type CallMeasures = z.infer<typeof callMeasuresSchema>;

/** One call's measures as the server stores them (GET /call/calls/:id/measures): which rules computed them, and when. */
export const storedCallMeasuresSchema = callMeasuresSchema.extend({
  measures_version: z.number().int().positive(),
  computed_at: z.iso.datetime(),
});
export type StoredCallMeasures = z.infer<typeof storedCallMeasuresSchema>;
