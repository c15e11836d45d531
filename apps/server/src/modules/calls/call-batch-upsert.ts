import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CallListItem, ProviderCall } from '@agentdesk/shared';
import { rowsOf } from '../../db/rows-of.ts';
import { callEvents, calls } from '../../db/schema.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { ensureCallAgents } from '../agents/index.ts';
import { createStatsDelta } from '../analytics/index.ts';
import { deriveCallColumns, foldCallEvents } from './call-merge.ts';
import { toListItem, type CallRow } from './call-list-item.ts';
import { erasedCallIds } from './erased-calls.ts';

type RawListRow = {
  call_id: string;
  agent_id: string | null;
  call_status: string | null;
  direction: string | null;
  from_number: string | null;
  to_number: string | null;
  start_timestamp: string | number;
  duration_ms: string | number | null;
  disconnection_reason: string | null;
  call_successful: boolean | null;
  sentiment: CallRow['sentiment'];
  call_summary: string | null;
  has_recording: boolean;
  agent_version: number | null;
};

/** Raw SQL answers bigint as text (node-postgres) or number (PGlite). */
const fromRawRow = (r: RawListRow) => ({
  callId: r.call_id,
  agentId: r.agent_id,
  callStatus: r.call_status,
  direction: r.direction,
  fromNumber: r.from_number,
  toNumber: r.to_number,
  startTimestamp: Number(r.start_timestamp),
  durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
  disconnectionReason: r.disconnection_reason,
  callSuccessful: r.call_successful,
  sentiment: r.sentiment,
  callSummary: r.call_summary,
  hasRecording: r.has_recording,
  agentVersion: r.agent_version,
});

export type BatchUpsert = {
  /** New calls. */
  imported: number;
  /** Calls already here whose record changed. */
  updated: number;
  /** Calls already here exactly as the batch has them: nothing was written for them. */
  unchanged: number;
  /** The calls written, as the list shows them (the first 200). */
  changed: CallListItem[];
  /** Calls left out because they were erased with a person (they stay erased). */
  erased: number;
};

/**
 * Upserts one batch of valid calls (distinct call ids) by (workspace, call_id), in the caller's
 * transaction, with the analytics aggregates moved by the same delta. A call the batch has exactly
 * as stored is not written again, so a batch run twice changes nothing the second time. A call
 * erased with a person is left out (erased-calls.ts).
 */
export const upsertCallBatch = async (tx: Tx, workspaceId: string, given: ProviderCall[]): Promise<BatchUpsert> => {
  const erased = await erasedCallIds(
    tx,
    workspaceId,
    given.map((c) => c.call_id),
  );
  const batch = erased.size === 0 ? given : given.filter((c) => !erased.has(c.call_id));
  if (batch.length === 0) return { imported: 0, updated: 0, unchanged: 0, changed: [], erased: erased.size };
  await ensureCallAgents(tx, workspaceId, batch);
  const ids = batch.map((c) => c.call_id);
  // One JSON parameter per statement: far cheaper than thousands of bound parameters.
  await tx.execute(sql`
    insert into call_events (workspace_id, call_id, event, payload)
    select ${workspaceId}::uuid, e->>'call_id', 'import', e from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as e
    on conflict (workspace_id, call_id, event) do update set payload = excluded.payload, received_at = now()
    where call_events.payload is distinct from excluded.payload`);
  // Calls that webhooks already told us about are refolded with their events.
  const earlier = await tx
    .select({ callId: callEvents.callId, event: callEvents.event, payload: callEvents.payload })
    .from(callEvents)
    .where(
      and(eq(callEvents.workspaceId, workspaceId), inArray(callEvents.callId, ids), ne(callEvents.event, 'import')),
    );
  const eventsById = new Map<string, { event: string; payload: Record<string, unknown> }[]>();
  for (const e of earlier) eventsById.set(e.callId, [...(eventsById.get(e.callId) ?? []), e]);
  const existing = await tx
    .select({ callId: calls.callId, record: calls.record })
    .from(calls)
    .where(and(eq(calls.workspaceId, workspaceId), inArray(calls.callId, ids)));
  const beforeById = new Map(existing.map((r) => [r.callId, r.record]));
  const delta = createStatsDelta({ workspaceId });
  const rows = batch.map((c) => {
    const record = eventsById.has(c.call_id)
      ? foldCallEvents([...eventsById.get(c.call_id)!, { event: 'import', payload: c }])
      : c;
    delta.replace(beforeById.get(c.call_id), record);
    const d = deriveCallColumns(record);
    return {
      call_id: c.call_id,
      agent_id: d.agentId,
      call_status: d.callStatus,
      direction: d.direction,
      from_number: d.fromNumber,
      to_number: d.toNumber,
      start_timestamp: d.startTimestamp,
      end_timestamp: d.endTimestamp,
      duration_ms: d.durationMs,
      disconnection_reason: d.disconnectionReason,
      call_successful: d.callSuccessful,
      sentiment: d.sentiment,
      call_summary: d.callSummary,
      has_recording: d.hasRecording,
      record,
    };
  });
  const written = await tx.execute(sql`
    insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, end_timestamp,
      duration_ms, disconnection_reason, call_successful, sentiment, call_summary, has_recording, record)
    select ${workspaceId}::uuid, x.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(call_id text, agent_id text, call_status text,
      direction text, from_number text, to_number text, start_timestamp bigint, end_timestamp bigint, duration_ms bigint,
      disconnection_reason text, call_successful boolean, sentiment text, call_summary text, has_recording boolean, record jsonb)
    on conflict (workspace_id, call_id) do update set
      agent_id = excluded.agent_id, call_status = excluded.call_status, direction = excluded.direction,
      from_number = excluded.from_number, to_number = excluded.to_number, start_timestamp = excluded.start_timestamp,
      end_timestamp = excluded.end_timestamp, duration_ms = excluded.duration_ms,
      disconnection_reason = excluded.disconnection_reason, call_successful = excluded.call_successful,
      sentiment = excluded.sentiment, call_summary = excluded.call_summary, has_recording = excluded.has_recording,
      record = excluded.record, updated_at = now()
    where calls.record is distinct from excluded.record
    returning call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms,
      disconnection_reason, call_successful, sentiment, call_summary, has_recording, agent_version, (xmax = 0) as is_inserted`);
  await delta.apply(tx);
  const result = rowsOf<RawListRow & { is_inserted: boolean }>(written);
  const imported = result.filter((r) => r.is_inserted).length;
  return {
    imported,
    updated: result.length - imported,
    unchanged: batch.length - result.length,
    changed: result.slice(0, 200).map((r) => toListItem(fromRawRow(r))),
    erased: erased.size,
  };
};
