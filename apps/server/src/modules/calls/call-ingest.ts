import { and, eq, ne, sql } from 'drizzle-orm';
import type { CallListItem, ProviderCall } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { callEvents, calls } from '../../db/schema.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { ensureCallAgents } from '../agents/index.ts';
import { createStatsDelta } from '../analytics/index.ts';
import { deriveCallColumns, foldCallEvents } from './call-merge.ts';
import { listColumns, toListItem } from './call-list-item.ts';
import { erasedCallIds } from './erased-calls.ts';

/**
 * Takes the call's lock, stores one webhook event and answers the call folded from all its
 * stored events. The steps of ingestCallEvent are exported so the benchmark can time an ingest
 * without the aggregates against the real one.
 */
export const storeCallEvent = async ({
  tx,
  workspaceId,
  event,
  call,
  isLocked = false,
}: {
  tx: Tx;
  workspaceId: string;
  event: string;
  call: ProviderCall;
  /** The caller holds the call's lock already (callLock). */
  isLocked?: boolean;
}): Promise<ProviderCall> => {
  // Events of one call are applied one at a time; other calls (and other workspaces' calls of the same id) go in parallel.
  if (!isLocked) await callLock(tx, workspaceId, call.call_id);
  await tx
    .insert(callEvents)
    .values({ workspaceId, callId: call.call_id, event, payload: call })
    .onConflictDoUpdate({
      target: [callEvents.workspaceId, callEvents.callId, callEvents.event],
      // transcript_updated repeats with a growing transcript: keep the longest, whatever the order.
      set: {
        payload: sql`case when excluded.event = 'transcript_updated'
          and length(coalesce(excluded.payload->>'transcript', '')) < length(coalesce(${callEvents.payload}->>'transcript', ''))
          then ${callEvents.payload} else excluded.payload end`,
        receivedAt: sql`now()`,
      },
    });
  // The call's other events, read back; this one is stored as received (a transcript_updated may
  // have kept a longer one, so that event is read back too). A call's first event reads nothing, and
  // its record (tens of KB) does not cross from the database and through JSON.parse once more.
  const isKeptAsSent = event !== 'transcript_updated';
  const others = await tx
    .select({ event: callEvents.event, payload: callEvents.payload })
    .from(callEvents)
    .where(
      and(
        eq(callEvents.workspaceId, workspaceId),
        eq(callEvents.callId, call.call_id),
        isKeptAsSent ? ne(callEvents.event, event) : undefined,
      ),
    );
  return foldCallEvents(isKeptAsSent ? [...others, { event, payload: call }] : others);
};

/** The lock under which one call's events are applied, one at a time (held to the transaction's end). */
const callLock = (tx: Tx, workspaceId: string, callId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${workspaceId}:${callId}`}))`);

/** On conflict, every written column takes the row offered (excluded), so the record is sent once, not twice. */
const takeOffered = Object.fromEntries(
  Object.keys(deriveCallColumns({ call_id: '' }))
    .concat('record')
    .map((key) => [key, sql.raw(`excluded.${calls[key as keyof typeof calls.$inferInsert].name}`)]),
);

/** Writes the call's folded record and the columns derived from it. */
export const upsertCall = async ({
  tx,
  workspaceId,
  record,
}: {
  tx: Tx;
  workspaceId: string;
  record: ProviderCall;
}): Promise<CallListItem> => {
  const columns = deriveCallColumns(record);
  const [row] = await tx
    .insert(calls)
    .values({ workspaceId, callId: record.call_id, ...columns, record })
    .onConflictDoUpdate({
      target: [calls.workspaceId, calls.callId],
      set: { ...takeOffered, updatedAt: sql`now()` },
    })
    .returning(listColumns);
  return toListItem(row!);
};

/**
 * Stores one webhook event for the workspace and refolds the call; any order and any repeats
 * converge. Answers the call's list item and the record it stored; a call erased with a person is
 * left erased: the event is dropped and null answered.
 */
export const ingestCallEvent = async ({
  db,
  workspaceId,
  event,
  call,
}: {
  db: Db;
  workspaceId: string;
  event: string;
  call: ProviderCall;
}): Promise<{ item: CallListItem; record: ProviderCall } | null> =>
  db.transaction(async (tx) => {
    // Under the call's lock (storeCallEvent is told it is held), so an erasure is either before or after.
    await callLock(tx, workspaceId, call.call_id);
    if ((await erasedCallIds(tx, workspaceId, [call.call_id])).size > 0) return null;
    // A call is never dropped or hidden for an agent the workspace does not know: the agent is created.
    await ensureCallAgents(tx, workspaceId, [call]);
    const record = await storeCallEvent({ tx, workspaceId, event, call, isLocked: true });
    // The analytics aggregates swap this call's old contribution for the new one, in this
    // transaction: a late or repeated delivery counts exactly once.
    const [before] = await tx
      .select({ record: calls.record })
      .from(calls)
      .where(and(eq(calls.workspaceId, workspaceId), eq(calls.callId, call.call_id)));
    const delta = createStatsDelta({ workspaceId });
    delta.replace(before?.record, record);
    await delta.apply(tx);
    return { item: await upsertCall({ tx, workspaceId, record }), record };
  });
