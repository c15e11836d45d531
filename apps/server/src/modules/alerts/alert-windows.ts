import type { ProviderCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { contributionOf, HOUR_MS, STATS_BUCKET_MS } from '../analytics/index.ts';

/** A span of time [from, to) in epoch milliseconds. */
export type Span = { from: number; to: number };

/**
 * A window [from, to) split on a grid of `grain` milliseconds: the whole grid cells inside it, read
 * from the aggregates, and the partial edges before and after them, read from the calls. When no
 * whole cell fits, the entire window is an edge.
 */
export const splitWindow = (window: Span, grain: number): { whole: Span | null; edges: Span[] } => {
  const wholeFrom = Math.ceil(window.from / grain) * grain;
  const wholeTo = Math.floor(window.to / grain) * grain;
  if (wholeFrom >= wholeTo) return { whole: null, edges: window.from < window.to ? [window] : [] };
  const edges = [
    { from: window.from, to: wholeFrom },
    { from: wholeTo, to: window.to },
  ].filter((edge) => edge.from < edge.to);
  return { whole: { from: wholeFrom, to: wholeTo }, edges };
};

/** A rule's window split for the 15-minute counters and for the hourly latency histograms. */
export const ruleSpans = (windowMinutes: number, now: number) => {
  const window = { from: now - windowMinutes * 60_000, to: now };
  return { window, counters: splitWindow(window, STATS_BUCKET_MS), latency: splitWindow(window, HOUR_MS) };
};

/** What a call at an edge adds to a rule: its counters and its e2e latency bins. */
export type EdgeCall = NonNullable<ReturnType<typeof contributionOf>> & { start: number };

const spanKey = (workspaceId: string, span: Span) => `${workspaceId}|${span.from}|${span.to}`;

/**
 * The calls started inside each edge span, by `${workspace}|${from}|${to}`, in one statement: an index
 * range scan of (workspace_id, start_timestamp) per distinct span. Only the fields the aggregates are
 * made of are read out of the record (never the transcript), and each call's contribution is computed
 * as the aggregates compute it, so an edge adds exactly what its bucket would.
 */
export const readEdgeCalls = async (
  db: Db,
  edges: { workspaceId: string; span: Span }[],
): Promise<Map<string, EdgeCall[]>> => {
  const distinct = new Map<string, { key: string; workspace_id: string; lo: number; hi: number }>();
  for (const { workspaceId, span } of edges) {
    const key = spanKey(workspaceId, span);
    // One millisecond of slack each side: the column holds the record's start rounded; the exact
    // test is made below on the record's own start_timestamp, as the aggregates bucket it.
    distinct.set(key, { key, workspace_id: workspaceId, lo: span.from - 1, hi: span.to + 1 });
  }
  const found = new Map<string, EdgeCall[]>([...distinct.keys()].map((key) => [key, []]));
  if (distinct.size === 0) return found;
  const result = await db.execute(sql`select r.key, c.record
    from jsonb_to_recordset(${JSON.stringify([...distinct.values()])}::jsonb) as r(key text, workspace_id uuid, lo bigint, hi bigint)
    cross join lateral (
      select jsonb_build_object(
        'start_timestamp', record->'start_timestamp', 'end_timestamp', record->'end_timestamp',
        'duration_ms', record->'duration_ms', 'disconnection_reason', record->'disconnection_reason',
        'agent_id', record->'agent_id', 'direction', record->'direction', 'agent_version', record->'agent_version',
        'call_cost', jsonb_build_object('combined_cost', record->'call_cost'->'combined_cost'),
        'latency', jsonb_build_object('e2e', record->'latency'->'e2e'),
        'call_analysis', jsonb_build_object(
          'call_successful', record->'call_analysis'->'call_successful',
          'user_sentiment', record->'call_analysis'->'user_sentiment',
          'appointment_booked', record->'call_analysis'->'appointment_booked',
          'in_voicemail', record->'call_analysis'->'in_voicemail')
      ) as record
      from calls where workspace_id = r.workspace_id and start_timestamp >= r.lo and start_timestamp < r.hi
      offset 0
    ) c`);
  for (const row of rowsOf<{ key: string; record: ProviderCall }>(result)) {
    const { lo, hi } = distinct.get(row.key)!;
    const contribution = contributionOf(stripNulls(row.record));
    const start = row.record.start_timestamp;
    if (!contribution || typeof start !== 'number' || start < lo + 1 || start >= hi - 1) continue;
    found.get(row.key)!.push({ ...contribution, start });
  }
  return found;
};

/** jsonb_build_object writes a missing field as null; the record the aggregates read had none. */
const stripNulls = (value: ProviderCall): ProviderCall => {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === null) continue;
    out[key] = typeof field === 'object' && !Array.isArray(field) ? stripNulls(field as ProviderCall) : field;
  }
  return out as ProviderCall;
};

/** The calls of the given edges, as read by readEdgeCalls. */
export const callsAt = (found: Map<string, EdgeCall[]>, workspaceId: string, spans: Span[]): EdgeCall[] =>
  spans.flatMap((span) => found.get(spanKey(workspaceId, span)) ?? []);
