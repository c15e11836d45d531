import { z } from 'zod';
import { agentVersionSchema } from './calls.ts';
import { qaResultCorrectionSchema } from './qa-corrections.ts';

// Scorecards (issue #29, item 2): a workspace's criteria, grouped in scorecards that apply to
// chosen agents (and versions). Each criterion has a weight; a scorecard gives each call a score
// from 0 to 100 and passed, failed or not applicable per criterion, each with its evidence.

/** The measures (qa-measures-schema.ts) a threshold criterion can compare, each as one number. */
export const qaMeasureKeys = [
  'agent_talk_share',
  'interruptions_by_user',
  'interruptions_by_agent',
  'longest_silence_seconds',
  'dead_air_count',
  'response_latency_p50_ms',
  'response_latency_max_ms',
  'early_hang_up',
  'repeated_agent_turns',
  'sentiment_drop',
  'transfers_failed',
  'tool_calls_failed',
  'knowledge_base_used',
] as const;
export type QaMeasureKey = (typeof qaMeasureKeys)[number];

export const qaMeasureLabels: Record<QaMeasureKey, string> = {
  agent_talk_share: "Agent's share of talk (%)",
  interruptions_by_user: 'Caller interrupting the agent',
  interruptions_by_agent: 'Agent interrupting the caller',
  longest_silence_seconds: 'Longest silence (seconds)',
  dead_air_count: 'Silences over 5 seconds',
  response_latency_p50_ms: 'Response latency p50 (ms)',
  response_latency_max_ms: 'Slowest response (ms)',
  early_hang_up: 'Caller hung up right after the agent spoke',
  repeated_agent_turns: 'Agent repeating itself',
  sentiment_drop: 'Sentiment turned negative',
  transfers_failed: 'Failed transfers',
  tool_calls_failed: 'Failed tool calls',
  knowledge_base_used: 'Knowledge base used',
};

export const qaComparators = ['at_most', 'at_least'] as const;
export type QaComparator = (typeof qaComparators)[number];

/** The post-call analysis fields an outcome criterion can check; custom fields are named `custom:<key>`. */
export const qaOutcomeFields = ['call_successful', 'appointment_booked', 'in_voicemail', 'user_sentiment'] as const;

const phraseText = z
  .string()
  .trim()
  .min(1, 'A phrase must not be empty')
  .max(200, 'A phrase must be at most 200 characters');

export const qaMeasureCriterionConfigSchema = z.object({
  kind: z.literal('measure'),
  measure: z.enum(qaMeasureKeys),
  comparator: z.enum(qaComparators),
  threshold: z
    .number('Threshold must be a number')
    .finite()
    .min(0, 'Threshold must not be negative')
    .max(1_000_000, 'Threshold is too large'),
});

export const qaPhraseCriterionConfigSchema = z.object({
  kind: z.literal('phrase'),
  rule: z.enum(['must_say', 'must_not_say']),
  /** Alternatives: any one of them counts as said. */
  phrases: z.array(phraseText).min(1, 'Add at least one phrase').max(10, 'At most 10 phrases'),
  speaker: z.enum(['agent', 'user', 'any']),
  within: z.enum(['first_turns', 'last_turns', 'anywhere']),
  /** How many of the speaker's turns 'first_turns' and 'last_turns' cover. */
  turns: z.number().int().min(1).max(50).default(2),
});

export const qaOutcomeCriterionConfigSchema = z.object({
  kind: z.literal('outcome'),
  /** One of qaOutcomeFields, or `custom:<key>` for a key of custom_analysis_data. */
  field: z
    .string()
    .trim()
    .regex(
      /^(call_successful|appointment_booked|in_voicemail|user_sentiment|custom:[A-Za-z0-9_.-]{1,100})$/,
      'field must be call_successful, appointment_booked, in_voicemail, user_sentiment or custom:<key>',
    ),
  equals: z.union([z.boolean(), z.string().trim().min(1).max(200), z.number().finite()]),
});

/** A yes/no question judged by the language model against the transcript (only when LLM_BASE_URL is set). */
export const qaQuestionCriterionConfigSchema = z.object({
  kind: z.literal('question'),
  question: z
    .string()
    .trim()
    .min(5, 'Question must be at least 5 characters')
    .max(500, 'Question must be at most 500 characters'),
  /** The answer that passes. */
  pass_when: z.enum(['yes', 'no']),
  /** Also give the model the agent's knowledge base (to judge fabrication, contradiction or confusion). */
  use_knowledge_base: z.boolean().default(false),
});

export const qaCriterionConfigSchema = z.discriminatedUnion('kind', [
  qaMeasureCriterionConfigSchema,
  qaPhraseCriterionConfigSchema,
  qaOutcomeCriterionConfigSchema,
  qaQuestionCriterionConfigSchema,
]);
export type QaCriterionConfig = z.infer<typeof qaCriterionConfigSchema>;
export type QaCriterionKind = QaCriterionConfig['kind'];

export const qaCriterionInputSchema = z.object({
  /** Kept when a scorecard is saved again, so results and corrections stay with their criterion. */
  id: z.uuid().optional(),
  label: z.string().trim().min(1, 'Label is required').max(120, 'Label must be at most 120 characters'),
  weight: z
    .number()
    .int('Weight must be a whole number')
    .min(1, 'Weight must be 1 to 10')
    .max(10, 'Weight must be 1 to 10'),
  config: qaCriterionConfigSchema,
});
export type QaCriterionInput = z.input<typeof qaCriterionInputSchema>;

export const qaScorecardInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  /** The agents whose calls it reviews. */
  agent_ids: z.array(z.string().trim().min(1).max(200)).min(1, 'Choose at least one agent').max(50),
  /** Only these versions of those agents; null for every version. */
  agent_versions: z.array(agentVersionSchema).min(1).max(50).nullable().default(null),
  criteria: z.array(qaCriterionInputSchema).min(1, 'Add at least one criterion').max(30, 'At most 30 criteria'),
  /**
   * Where each completed review is POSTed, signed (the call_reviewed webhook): http(s) on the public
   * internet, as alert webhooks; null for none, absent to keep what the scorecard has. Admins set it.
   */
  webhook_url: z
    .url({ protocol: /^https?$/, error: 'webhook_url must be an http(s) URL' })
    .max(2000, 'webhook_url must be at most 2000 characters')
    .nullable()
    .optional(),
});
export type QaScorecardInput = z.input<typeof qaScorecardInputSchema>;

export const qaCriterionSchema = qaCriterionInputSchema.extend({
  id: z.uuid(),
  position: z.number().int().nonnegative(),
});
export type QaCriterion = z.infer<typeof qaCriterionSchema>;

export const qaScorecardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  agent_ids: z.array(z.string()),
  agent_versions: z.array(z.number().int()).nullable(),
  /** Bumped each time its criteria or agents change; results name the version they were computed with. */
  version: z.number().int().positive(),
  criteria: z.array(qaCriterionSchema),
  webhook_url: z.string().nullable(),
  /** Signs the call_reviewed deliveries (admins only; null for others, and while there is no webhook). */
  webhook_secret: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type QaScorecard = z.infer<typeof qaScorecardSchema>;

/** GET /qa/scorecards: the workspace's scorecards, and whether question criteria can be judged here. */
export const qaScorecardListSchema = z.object({
  message: z.string(),
  total: z.number().int().nonnegative(),
  data: z.array(qaScorecardSchema),
  /** A language model is set up (LLM_BASE_URL): question criteria may be added and are judged. */
  questions_available: z.boolean(),
});
export type QaScorecardList = z.infer<typeof qaScorecardListSchema>;

/** Where in the call a criterion was decided; every field null when the whole call decided it (nothing found). */
export const qaEvidenceSchema = z.object({
  /** Index into transcript_object. */
  turn_index: z.number().int().nonnegative().nullable(),
  quote: z.string().nullable(),
  /** Seconds from the call's start. */
  at_seconds: z.number().nonnegative().nullable(),
});
export type QaEvidence = z.infer<typeof qaEvidenceSchema>;

export const qaOutcomes = ['passed', 'failed', 'not_applicable'] as const;
export type QaOutcome = (typeof qaOutcomes)[number];

export const qaCriterionResultSchema = z.object({
  criterion_id: z.uuid(),
  label: z.string(),
  kind: z.enum(['measure', 'phrase', 'outcome', 'question']),
  weight: z.number().int(),
  outcome: z.enum(qaOutcomes),
  /** One sentence saying what was found, e.g. "The caller interrupted the agent 3 times (at most 1 allowed)". */
  detail: z.string(),
  evidence: qaEvidenceSchema,
  /** A reviewer's current correction of this result (GET reviews); absent where nobody reads them (the evaluator). */
  correction: qaResultCorrectionSchema.nullable().optional(),
});
export type QaCriterionResult = z.infer<typeof qaCriterionResultSchema>;

/** One call reviewed against one scorecard (GET /api/call/calls/:id/reviews). */
export const qaCallReviewSchema = z.object({
  call_id: z.string(),
  scorecard_id: z.uuid(),
  scorecard_name: z.string(),
  scorecard_version: z.number().int().positive(),
  /** 100 × the weights passed over the weights passed or failed; null when no criterion applied. */
  score: z.number().min(0).max(100).nullable(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  reviewed_at: z.iso.datetime(),
  results: z.array(qaCriterionResultSchema),
});
export type QaCallReview = z.infer<typeof qaCallReviewSchema>;

/** A call's score from the weights of its results (see qaCallReviewSchema.score), rounded to one decimal. */
export const qaScoreOf = (results: readonly Pick<QaCriterionResult, 'outcome' | 'weight'>[]): number | null => {
  let passed = 0;
  let decided = 0;
  for (const result of results) {
    if (result.outcome === 'not_applicable') continue;
    decided += result.weight;
    if (result.outcome === 'passed') passed += result.weight;
  }
  return decided === 0 ? null : Math.round((1000 * passed) / decided) / 10;
};
