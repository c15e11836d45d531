import { type QaCriterion, type QaCriterionInput, qaCriterionInputSchema } from '@agentdesk/shared';
import type { Db } from '../apps/server/src/db/client.ts';
import { qaCriteria, qaScorecards } from '../apps/server/src/db/schema.ts';

// The scorecard of the qa bench (issue #29 item 9): ten rule criteria of every kind a rule can be,
// for the four agents of the generated calls.

export const BENCH_AGENTS = ['zara', 'loan-qualifier', 'loan-documents', 'pos-qualifier'];

const measure = (measure: string, comparator: 'at_most' | 'at_least', threshold: number): QaCriterionInput['config'] =>
  ({ kind: 'measure', measure, comparator, threshold }) as QaCriterionInput['config'];

export const benchCriteria: QaCriterionInput[] = [
  {
    label: 'Recording disclosure',
    weight: 10,
    config: {
      kind: 'phrase',
      rule: 'must_say',
      phrases: ['This call may be recorded'],
      speaker: 'agent',
      within: 'first_turns',
      turns: 2,
    },
  },
  {
    label: 'No guaranteed approval',
    weight: 8,
    config: {
      kind: 'phrase',
      rule: 'must_not_say',
      phrases: ['guaranteed approval'],
      speaker: 'agent',
      within: 'anywhere',
      turns: 2,
    },
  },
  {
    label: 'Says goodbye',
    weight: 2,
    config: {
      kind: 'phrase',
      rule: 'must_say',
      phrases: ['goodbye', 'have a great day'],
      speaker: 'any',
      within: 'last_turns',
      turns: 3,
    },
  },
  { label: 'Caller not interrupted', weight: 5, config: measure('interruptions_by_user', 'at_most', 0) },
  { label: 'Agent lets the caller finish', weight: 5, config: measure('interruptions_by_agent', 'at_most', 1) },
  { label: 'No long silence', weight: 5, config: measure('longest_silence_seconds', 'at_most', 6) },
  { label: 'Little dead air', weight: 3, config: measure('dead_air_count', 'at_most', 1) },
  { label: 'Quick replies', weight: 2, config: measure('response_latency_p50_ms', 'at_most', 2500) },
  { label: 'No repeating', weight: 2, config: measure('repeated_agent_turns', 'at_most', 0) },
  { label: 'Successful call', weight: 3, config: { kind: 'outcome', field: 'call_successful', equals: true } },
];

/**
 * The bench's scorecard stored in a workspace, with nothing to backfill (each suite makes its own
 * reviews), and its criteria in their order.
 */
export const createBenchScorecard = async (
  db: Db,
  workspaceId: string,
): Promise<{ scorecardId: string; criteria: QaCriterion[] }> => {
  const [card] = await db
    .insert(qaScorecards)
    .values({ workspaceId, name: 'Bench scorecard', agentIds: BENCH_AGENTS, agentVersions: null, backfillAfter: null })
    .returning();
  const rows = await db
    .insert(qaCriteria)
    .values(
      qaCriterionInputSchema
        .array()
        .parse(benchCriteria)
        .map((c, position) => ({
          workspaceId,
          scorecardId: card!.id,
          position,
          label: c.label,
          weight: c.weight,
          kind: c.config.kind,
          config: c.config,
        })),
    )
    .returning();
  const criteria = rows
    .sort((a, b) => a.position - b.position)
    .map((row) => ({ id: row.id, position: row.position, label: row.label, weight: row.weight, config: row.config }));
  return { scorecardId: card!.id, criteria };
};
