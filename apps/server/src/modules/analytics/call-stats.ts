import { sql } from 'drizzle-orm';
import type { ProviderCall } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  contributionOf,
  counterNames,
  DAY_MS,
  HOUR_MS,
  type Contribution,
  type Counters,
  type LatencyMetric,
} from './call-contribution.ts';

type CounterRow = { bucket: number; agent_id: string; agent_version: number; direction: string } & Counters;
type ReasonRow = {
  bucket: number;
  agent_id: string;
  agent_version: number;
  direction: string;
  reason: string;
  calls: number;
};
type HistRow = {
  level: 'h' | 'd';
  bucket: number;
  agent_id: string;
  agent_version: number;
  direction: string;
  metric: LatencyMetric;
  bin: number;
  samples: number;
};

/** Changes to one workspace's aggregates, summed in memory and written in three statements. */
export type StatsDelta = {
  add: (contribution: Contribution | null, sign: 1 | -1) => void;
  /** A call changed: its old contribution goes, the new one comes. */
  replace: (before: ProviderCall | null | undefined, after: ProviderCall) => void;
  /** A call was erased: its contribution goes. */
  remove: (before: ProviderCall) => void;
  apply: (db: Db) => Promise<void>;
};

/** A map's values sorted by their keys (each key names its row's primary key). */
const inKeyOrder = <T>(rows: Map<string, T>): T[] => [...rows.keys()].sort().map((key) => rows.get(key)!);

const zeroCounters = (): Counters => Object.fromEntries(counterNames.map((n) => [n, 0])) as Counters;

export const createStatsDelta = ({ workspaceId }: { workspaceId: string }): StatsDelta => {
  const counters = new Map<string, CounterRow>();
  const reasons = new Map<string, ReasonRow>();
  const hist = new Map<string, HistRow>();

  const add: StatsDelta['add'] = (c, sign) => {
    if (!c) return;
    const groupKey = `${c.bucket}|${c.agentId}|${c.agentVersion}|${c.direction}`;
    const row = counters.get(groupKey) ?? {
      bucket: c.bucket,
      agent_id: c.agentId,
      agent_version: c.agentVersion,
      direction: c.direction,
      ...zeroCounters(),
    };
    for (const name of counterNames) row[name] += sign * c.counters[name];
    counters.set(groupKey, row);
    if (c.reason) {
      const key = `${groupKey}|${c.reason}`;
      const r = reasons.get(key) ?? {
        bucket: c.bucket,
        agent_id: c.agentId,
        agent_version: c.agentVersion,
        direction: c.direction,
        reason: c.reason,
        calls: 0,
      };
      r.calls += sign;
      reasons.set(key, r);
    }
    const levels = [
      { level: 'h' as const, bucket: Math.floor(c.bucket / HOUR_MS) * HOUR_MS },
      { level: 'd' as const, bucket: Math.floor(c.bucket / DAY_MS) * DAY_MS },
    ];
    for (const { level, bucket } of levels) {
      for (const l of c.latency) {
        const key = `${level}|${bucket}|${c.agentId}|${c.agentVersion}|${c.direction}|${l.metric}|${l.bin}`;
        const h = hist.get(key) ?? {
          level,
          bucket,
          agent_id: c.agentId,
          agent_version: c.agentVersion,
          direction: c.direction,
          metric: l.metric,
          bin: l.bin,
          samples: 0,
        };
        h.samples += sign * l.samples;
        hist.set(key, h);
      }
    }
  };

  const apply = async (db: Db) => {
    // Rows in key order: concurrent deliveries then lock the rows they share in the same order.
    // In the order a call's latencies came (bins 138, 151, 145...), two webhooks on PostgreSQL
    // could each hold a row the other waits for: a deadlock, answered 500.
    const counterRows = inKeyOrder(counters).filter((r) => counterNames.some((n) => r[n] !== 0));
    const reasonRows = inKeyOrder(reasons).filter((r) => r.calls !== 0);
    const histRows = inKeyOrder(hist).filter((r) => r.samples !== 0);
    if (counterRows.length > 0) {
      await db.execute(sql`
        insert into call_stats (workspace_id, bucket, agent_id, agent_version, direction, calls, connected, successful, unsuccessful, duration_ms, cost, positive, neutral, negative, appointments, voicemails)
        select ${workspaceId}::uuid, x.* from jsonb_to_recordset(${JSON.stringify(counterRows)}::jsonb) as x(bucket bigint, agent_id text, agent_version int, direction text, calls int, connected int,
          successful int, unsuccessful int, duration_ms bigint, cost float8, positive int, neutral int, negative int, appointments int, voicemails int)
        on conflict (workspace_id, bucket, agent_id, agent_version, direction) do update set
          calls = call_stats.calls + excluded.calls, connected = call_stats.connected + excluded.connected,
          successful = call_stats.successful + excluded.successful, unsuccessful = call_stats.unsuccessful + excluded.unsuccessful,
          duration_ms = call_stats.duration_ms + excluded.duration_ms, cost = call_stats.cost + excluded.cost,
          positive = call_stats.positive + excluded.positive, neutral = call_stats.neutral + excluded.neutral,
          negative = call_stats.negative + excluded.negative, appointments = call_stats.appointments + excluded.appointments,
          voicemails = call_stats.voicemails + excluded.voicemails`);
    }
    if (reasonRows.length > 0) {
      await db.execute(sql`
        insert into call_stats_reasons (workspace_id, bucket, agent_id, agent_version, direction, reason, calls)
        select ${workspaceId}::uuid, x.* from jsonb_to_recordset(${JSON.stringify(reasonRows)}::jsonb) as x(bucket bigint, agent_id text, agent_version int, direction text, reason text, calls int)
        on conflict (workspace_id, bucket, agent_id, agent_version, direction, reason) do update set calls = call_stats_reasons.calls + excluded.calls`);
    }
    if (histRows.length > 0) {
      await db.execute(sql`
        insert into call_latency_hist (workspace_id, level, bucket, agent_id, agent_version, direction, metric, bin, samples)
        select ${workspaceId}::uuid, x.* from jsonb_to_recordset(${JSON.stringify(histRows)}::jsonb) as x(level text, bucket bigint, agent_id text, agent_version int, direction text, metric text, bin int, samples int)
        on conflict (workspace_id, level, bucket, agent_id, agent_version, direction, metric, bin) do update set samples = call_latency_hist.samples + excluded.samples`);
    }
    counters.clear();
    reasons.clear();
    hist.clear();
  };

  return {
    add,
    replace: (before, after) => {
      add(before ? contributionOf(before) : null, -1);
      add(contributionOf(after), 1);
    },
    remove: (before) => add(contributionOf(before), -1),
    apply,
  };
};

/** Recomputes one workspace's aggregates from its calls (npm run rebuild-analytics). */
export const rebuildCallStats = async ({
  db,
  workspaceId,
}: {
  db: Db;
  workspaceId: string;
}): Promise<{ calls: number }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`delete from call_stats where workspace_id = ${workspaceId}`);
    await tx.execute(sql`delete from call_stats_reasons where workspace_id = ${workspaceId}`);
    await tx.execute(sql`delete from call_latency_hist where workspace_id = ${workspaceId}`);
    let after = '';
    let total = 0;
    for (;;) {
      const page = rowsOf<{ call_id: string; record: ProviderCall }>(
        await tx.execute(
          sql`select call_id, record from calls where workspace_id = ${workspaceId} and call_id > ${after} order by call_id limit 5000`,
        ),
      );
      if (page.length === 0) break;
      const delta = createStatsDelta({ workspaceId });
      for (const row of page) delta.add(contributionOf(row.record), 1);
      await delta.apply(tx);
      total += page.length;
      after = page.at(-1)!.call_id;
    }
    return { calls: total };
  });

/** Recomputes the aggregates of every workspace (after the migration that brought them). */
export const rebuildAllCallStats = async ({ db }: { db: Db }): Promise<{ calls: number }> => {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from workspaces order by created_at, id`));
  let calls = 0;
  for (const { id } of rows) calls += (await rebuildCallStats({ db, workspaceId: id })).calls;
  return { calls };
};
