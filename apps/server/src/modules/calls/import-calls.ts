import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { providerCallSchema, type CallListItem, type ProviderCall } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { callEvents, calls } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ensureCallAgents } from '../agents/index.ts';
import { createStatsDelta } from '../analytics/index.ts';
import { deriveCallColumns, foldCallEvents } from './call-merge.ts';
import { toListItem, type CallRow } from './call-list-item.ts';

export type ImportRowError = { index: number; message: string };

export class ImportValidationError extends HttpError {
  readonly rows: ImportRowError[];

  constructor(rows: ImportRowError[]) {
    super(422, `${rows.length} of the calls are invalid; nothing was imported. Fix them and import again.`, {
      rows: rows.slice(0, 1000),
    });
    this.rows = rows;
  }
}

const IMPORT_BATCH = 2000;

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

/**
 * Imports a provider's list-calls export into the workspace. All rows are checked first: one
 * invalid row and nothing is written (the answer lists every bad row). Valid files go in one
 * transaction.
 */
export const importCalls = async ({
  db,
  workspaceId,
  items,
}: {
  db: Db;
  workspaceId: string;
  items: unknown[];
}): Promise<{ imported: number; updated: number; calls: CallListItem[] }> => {
  const errors: ImportRowError[] = [];
  const byId = new Map<string, ProviderCall>();
  items.forEach((item, index) => {
    const parsed = providerCallSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ index, message: `${issue?.path.join('.') || 'call'}: ${issue?.message ?? 'invalid'}` });
      return;
    }
    byId.set(parsed.data.call_id, parsed.data);
  });
  if (errors.length > 0) throw new ImportValidationError(errors);

  const all = [...byId.values()];
  let imported = 0;
  let updated = 0;
  const changed: CallListItem[] = [];
  await db.transaction(async (tx) => {
    await ensureCallAgents(tx, workspaceId, all);
    for (let offset = 0; offset < all.length; offset += IMPORT_BATCH) {
      const batch = all.slice(offset, offset + IMPORT_BATCH);
      const ids = batch.map((c) => c.call_id);
      // One JSON parameter per statement: far cheaper than thousands of bound parameters.
      await tx.execute(sql`
        insert into call_events (workspace_id, call_id, event, payload)
        select ${workspaceId}::uuid, e->>'call_id', 'import', e from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as e
        on conflict (workspace_id, call_id, event) do update set payload = excluded.payload, received_at = now()`);
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
      const inserted = await tx.execute(sql`
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
        returning call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms,
          disconnection_reason, call_successful, sentiment, call_summary, has_recording, agent_version, (xmax = 0) as is_inserted`);
      await delta.apply(tx);
      const result = rowsOf<RawListRow & { is_inserted: boolean }>(inserted).map((r) => ({
        ...fromRawRow(r),
        isInserted: r.is_inserted,
      }));
      for (const row of result) {
        if (row.isInserted) imported += 1;
        else updated += 1;
        if (changed.length < 200) changed.push(toListItem(row));
      }
    }
  });
  return { imported, updated, calls: changed };
};
