import {
  DEFAULT_CALL_PERIOD,
  periodWindow,
  type RateDifference,
  type VersionComparison,
  type VersionCompareQuery,
  type VersionFigures,
} from '@agentdesk/shared';
import { and, eq } from 'drizzle-orm';
import { errorFunction } from 'simple-statistics';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertAgentVersion, latencyOf, ratio, sumCounters, type Filters, type Range } from './analytics.service.ts';

/** Below this p-value a difference is called more than chance. */
const SIGNIFICANCE = 0.05;

/** P(|Z| ≥ |z|) for a standard normal Z. */
const twoSidedP = (z: number) => 1 - errorFunction(Math.abs(z) / Math.SQRT2);

/**
 * b's rate against a's: x successes of n on each side. Two-sided two-proportion z-test with the
 * pooled rate; no test when a side has no calls or the pooled rate is 0 or 1 (nothing varies).
 */
export const twoProportionTest = (a: { x: number; n: number }, b: { x: number; n: number }): RateDifference => {
  if (a.n === 0 || b.n === 0) return { difference: null, z: null, p_value: null, is_significant: false };
  const rateA = a.x / a.n;
  const rateB = b.x / b.n;
  const pooled = (a.x + b.x) / (a.n + b.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  if (se === 0) return { difference: rateB - rateA, z: null, p_value: null, is_significant: false };
  const z = (rateB - rateA) / se;
  const p = twoSidedP(z);
  return { difference: rateB - rateA, z, p_value: p, is_significant: p < SIGNIFICANCE };
};

const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);

const figuresOf = async (
  db: Db,
  range: Range,
  filters: Filters & { agentVersion: number },
): Promise<VersionFigures> => {
  const [c, latency] = await Promise.all([sumCounters(db, range, filters), latencyOf(db, range, filters)]);
  const analysed = c.successful + c.unsuccessful;
  const rated = c.positive + c.neutral + c.negative;
  return {
    agent_version: filters.agentVersion,
    calls: c.calls,
    connected: c.connected,
    analysed,
    successful: c.successful,
    success_rate: ratio(c.successful, analysed),
    rated,
    negative: c.negative,
    negative_share: ratio(c.negative, rated),
    avg_duration_ms: ratio(c.duration_ms, c.connected),
    avg_cost: ratio(c.cost, c.calls),
    e2e_p50: latency.e2e.p50,
    e2e_p90: latency.e2e.p90,
  };
};

/**
 * Two versions of one agent over a period, from the aggregates (no scan of the calls): success rate,
 * negative-sentiment share, duration, cost and e2e latency, with b − a and, for the rates, whether
 * the difference is more than chance. 404 for an agent or a version the workspace has no calls of.
 */
export const compareVersions = async ({
  db,
  workspaceId,
  query,
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  query: VersionCompareQuery;
  now?: number;
}): Promise<VersionComparison> => {
  const [agent] = await db
    .select({ id: agents.agentId })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, query.agent_id)))
    .limit(1);
  if (!agent) throw notFound(`Agent '${query.agent_id}' not found`);
  await assertAgentVersion(db, workspaceId, query.agent_id, query.a);
  await assertAgentVersion(db, workspaceId, query.agent_id, query.b);
  const tz = query.tz ?? 'UTC';
  const range =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : periodWindow(query.period ?? DEFAULT_CALL_PERIOD, now, query.tz);
  const base = { workspaceId, agentId: query.agent_id };
  const [a, b] = await Promise.all([
    figuresOf(db, range, { ...base, agentVersion: query.a }),
    figuresOf(db, range, { ...base, agentVersion: query.b }),
  ]);
  return {
    agent_id: query.agent_id,
    range: { ...range, tz },
    a,
    b,
    differences: {
      success_rate: twoProportionTest({ x: a.successful, n: a.analysed }, { x: b.successful, n: b.analysed }),
      negative_share: twoProportionTest({ x: a.negative, n: a.rated }, { x: b.negative, n: b.rated }),
      avg_duration_ms: difference(a.avg_duration_ms, b.avg_duration_ms),
      avg_cost: difference(a.avg_cost, b.avg_cost),
      e2e_p90: difference(a.e2e_p90, b.e2e_p90),
    },
  };
};
