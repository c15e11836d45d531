import { z } from 'zod';
import { plural } from './plural.ts';

/** What an alert rule watches (#15 item 4), each in its own unit. */
export const alertMetrics = [
  'success_rate',
  'negative_share',
  'call_volume',
  'cost_per_day',
  'e2e_latency_p90',
  'webhook_failures',
  'qa_score',
  'qa_criterion_failure_rate',
] as const;
export type AlertMetric = (typeof alertMetrics)[number];

export const alertMetricLabels: Record<AlertMetric, string> = {
  success_rate: 'Success rate',
  negative_share: 'Negative sentiment',
  call_volume: 'Call volume',
  cost_per_day: 'Cost per day',
  e2e_latency_p90: 'E2E latency p90',
  webhook_failures: 'Webhook failures',
  qa_score: 'QA score',
  qa_criterion_failure_rate: 'Criterion failure rate',
};

/** The metrics of a scorecard's reviews (#29 item 6): a rule of one names its scorecard. */
export const qaAlertMetrics = ['qa_score', 'qa_criterion_failure_rate'] as const satisfies readonly AlertMetric[];
export const isQaAlertMetric = (metric: AlertMetric): boolean => (qaAlertMetrics as readonly string[]).includes(metric);

/** The unit a metric's threshold and values are in: percent (0–100), calls, dollars a day, milliseconds, refused deliveries. */
export const alertMetricUnits: Record<AlertMetric, 'percent' | 'calls' | 'dollars' | 'ms' | 'failures'> = {
  success_rate: 'percent',
  negative_share: 'percent',
  call_volume: 'calls',
  cost_per_day: 'dollars',
  e2e_latency_p90: 'ms',
  webhook_failures: 'failures',
  qa_score: 'percent',
  qa_criterion_failure_rate: 'percent',
};

export const alertComparators = ['above', 'below'] as const;
export type AlertComparator = (typeof alertComparators)[number];

/** The windows a rule looks back over, in minutes (the aggregates' 15-minute buckets make them up). */
export const alertWindows = [15, 60, 360, 1440] as const;
export type AlertWindow = (typeof alertWindows)[number];
export const alertWindowLabels: Record<AlertWindow, string> = {
  15: '15 minutes',
  60: '1 hour',
  360: '6 hours',
  1440: '24 hours',
};

export const alertStates = ['ok', 'firing'] as const;
export type AlertState = (typeof alertStates)[number];

const ALERT_EMAILS_MAX = 10;

const ruleFields = {
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  metric: z.enum(alertMetrics),
  comparator: z.enum(alertComparators),
  threshold: z
    .number('Threshold must be a number')
    .finite()
    .min(0, 'Threshold must not be negative')
    .max(1_000_000_000, 'Threshold is too large'),
  window_minutes: z.union(
    alertWindows.map((w) => z.literal(w)) as [
      z.ZodLiteral<15>,
      z.ZodLiteral<60>,
      z.ZodLiteral<360>,
      z.ZodLiteral<1440>,
    ],
    {
      error: `window_minutes must be one of ${alertWindows.join(', ')}`,
    },
  ),
  /** One agent's calls, or every agent's (null). */
  agent_id: z.string().trim().min(1).max(200).nullable(),
  /** The scorecard a QA metric watches (required for them, absent for the others). */
  scorecard_id: z.uuid('scorecard_id must be a scorecard id').nullable(),
  /** The criterion whose failure rate is watched (qa_criterion_failure_rate only). */
  criterion_id: z.uuid('criterion_id must be a criterion id').nullable(),
  emails: z
    .array(z.email('Each address must be an e-mail address').max(254))
    .max(ALERT_EMAILS_MAX, `At most ${ALERT_EMAILS_MAX} addresses`),
  /** An optional signed webhook: https (or http) on the public internet. */
  webhook_url: z
    .url({ protocol: /^https?$/, error: 'webhook_url must be an http(s) URL' })
    .max(2000)
    .nullable(),
  is_enabled: z.boolean(),
};

const percentWithin = (rule: { metric?: AlertMetric; threshold?: number }) =>
  rule.metric === undefined ||
  rule.threshold === undefined ||
  alertMetricUnits[rule.metric] !== 'percent' ||
  rule.threshold <= 100;
const percentIssue = { message: 'A rate threshold is a percentage: at most 100', path: ['threshold'] };

/**
 * What a rule's metric requires it to name, as '<field>: <message>' (the 400 answer), or null: a QA
 * metric its scorecard, a failure rate its criterion, and no other metric either.
 */
export const alertTargetIssue = (rule: {
  metric: AlertMetric;
  scorecard_id: string | null;
  criterion_id: string | null;
}): { path: 'scorecard_id' | 'criterion_id'; message: string } | null => {
  if (isQaAlertMetric(rule.metric) && rule.scorecard_id === null)
    return { path: 'scorecard_id', message: 'A QA metric names its scorecard' };
  if (!isQaAlertMetric(rule.metric) && rule.scorecard_id !== null)
    return { path: 'scorecard_id', message: 'Only a QA metric names a scorecard' };
  if (rule.metric === 'qa_criterion_failure_rate' && rule.criterion_id === null)
    return { path: 'criterion_id', message: 'A criterion failure rate names its criterion' };
  if (rule.metric !== 'qa_criterion_failure_rate' && rule.criterion_id !== null)
    return { path: 'criterion_id', message: 'Only a criterion failure rate names a criterion' };
  return null;
};

/** POST /alerts/rules: a new rule (admins). */
export const createAlertRuleBodySchema = z
  .strictObject({
    ...ruleFields,
    agent_id: ruleFields.agent_id.default(null),
    scorecard_id: ruleFields.scorecard_id.default(null),
    criterion_id: ruleFields.criterion_id.default(null),
    webhook_url: ruleFields.webhook_url.default(null),
    is_enabled: ruleFields.is_enabled.default(true),
  })
  .refine(percentWithin, percentIssue)
  .refine((rule) => rule.emails.length > 0 || rule.webhook_url !== null, {
    message: 'Give at least one e-mail address or a webhook URL',
    path: ['emails'],
  })
  // Failed deliveries are the workspace's, whichever agent.
  .refine((rule) => rule.metric !== 'webhook_failures' || rule.agent_id === null, {
    message: 'Webhook failures are counted for all agents',
    path: ['agent_id'],
  })
  .superRefine((rule, context) => {
    const issue = alertTargetIssue(rule);
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type CreateAlertRuleBody = z.infer<typeof createAlertRuleBodySchema>;

/** PATCH /alerts/rules/:id: any of the fields. */
export const updateAlertRuleBodySchema = z
  .strictObject(
    Object.fromEntries(Object.entries(ruleFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof ruleFields]: z.ZodOptional<(typeof ruleFields)[K]>;
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateAlertRuleBody = z.infer<typeof updateAlertRuleBodySchema>;

export const alertRuleIdParamsSchema = z.object({ id: z.uuid('id must be an alert rule id') });

export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  metric: z.enum(alertMetrics),
  comparator: z.enum(alertComparators),
  threshold: z.number(),
  window_minutes: z.number(),
  agent_id: z.string().nullable(),
  scorecard_id: z.string().nullable(),
  criterion_id: z.string().nullable(),
  emails: z.array(z.string()),
  webhook_url: z.string().nullable(),
  /** Signs the rule's webhook deliveries (admins only; null for others). */
  webhook_secret: z.string().nullable(),
  is_enabled: z.boolean(),
  state: z.enum(alertStates),
  /** The metric's value at the last evaluation (null: nothing to measure in the window). */
  last_value: z.number().nullable(),
  state_since: z.number(),
  evaluated_at: z.number().nullable(),
  created_at: z.number(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** One firing or clearing of a rule. */
export const alertEventSchema = z.object({
  id: z.string(),
  rule_id: z.string(),
  rule_name: z.string(),
  metric: z.enum(alertMetrics),
  state: z.enum(['fired', 'cleared']),
  value: z.number().nullable(),
  threshold: z.number(),
  comparator: z.enum(alertComparators),
  at: z.number(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const alertEventsQuerySchema = z.object({
  rule_id: z.uuid('rule_id must be a rule id').optional(),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'cursor is not valid')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const alertEventsPageSchema = z.object({
  events: z.array(alertEventSchema),
  next_cursor: z.string().nullable(),
});
export type AlertEventsPage = z.infer<typeof alertEventsPageSchema>;

/** A value in its metric's unit, for people: '42.5%', '120 calls', '$12.40', '1,250 ms', '3 failures'. */
export const formatAlertValue = (metric: AlertMetric, value: number | null): string => {
  if (value === null) return 'no data';
  const whole = (unit: string) => plural(Math.round(value), unit);
  switch (alertMetricUnits[metric]) {
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'dollars':
      return `$${value.toFixed(2)}`;
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'calls':
      return whole('call');
    case 'failures':
      return whole('failure');
  }
};

/** 'Success rate below 50.0% over 1 hour'. */
export const describeAlertCondition = (rule: {
  metric: AlertMetric;
  comparator: AlertComparator;
  threshold: number;
  window_minutes: number;
}): string =>
  `${alertMetricLabels[rule.metric]} ${rule.comparator} ${formatAlertValue(rule.metric, rule.threshold)} over ${alertWindowLabels[rule.window_minutes as AlertWindow] ?? plural(rule.window_minutes, 'minute')}`;
