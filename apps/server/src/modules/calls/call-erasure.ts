import type { ProviderCall } from '@agentdesk/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { callEvents, callMeasures, calls } from '../../db/schema.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { redactDeep } from '../../lib/person-redaction.ts';
import { createStatsDelta } from '../analytics/index.ts';
import { removeCallReviews } from '../quality/index.ts';
import { deriveCallColumns } from './call-merge.ts';
import { rememberErasedCalls } from './erased-calls.ts';

/** What becomes of an erased person's calls: erased whole, or kept with their details replaced. */
export type CallsChoice = 'erase' | 'anonymise';

// A voice cannot be anonymised: the links to the recording (and to the provider's log of the call,
// which holds the transcript) go with the person.
const RECORDING_KEYS = new Set([
  'recording_url',
  'recording_multi_channel_url',
  'scrubbed_recording_url',
  'scrubbed_recording_multi_channel_url',
  'public_log_url',
]);

const anonymised = <T extends Record<string, unknown>>(record: T, redact: (text: string) => string): T =>
  Object.fromEntries(Object.entries(redactDeep(record, redact)).filter(([key]) => !RECORDING_KEYS.has(key))) as T;

/**
 * An erased person's calls, in the erasure's transaction. `erase`: the call, the webhook events it
 * was folded from and its recording link are deleted, the analytics drop its contribution, and the
 * call is remembered as erased (by a hash of its id) so no later delivery brings it back.
 * `anonymise`: the call stays for the analytics with the person's name, address and number replaced
 * wherever it holds them (transcript, its utterances and words, analysis, dynamic variables,
 * numbers, summary, notes; its stored events too) and its recording links removed. Returns how many
 * calls it changed.
 */
export const forgetCalls = async (
  tx: Tx,
  {
    workspaceId,
    callIds,
    choice,
    redact,
  }: { workspaceId: string; callIds: string[]; choice: CallsChoice; redact: (text: string) => string },
): Promise<number> => {
  if (callIds.length === 0) return 0;
  const ids = [...new Set(callIds)].sort();
  // The lock a webhook delivery takes: none of these calls is being refolded meanwhile.
  for (const callId of ids)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${workspaceId}:${callId}`}))`);
  const ofTheseCalls = (table: typeof calls | typeof callEvents) =>
    and(eq(table.workspaceId, workspaceId), inArray(table.callId, ids));
  const rows = await tx
    .select({ callId: calls.callId, record: calls.record, notes: calls.notes })
    .from(calls)
    .where(ofTheseCalls(calls))
    .orderBy(asc(calls.callId));
  const delta = createStatsDelta({ workspaceId });
  // Measures quote the transcript: they go now (an erased call's would go with it by the foreign
  // key; an anonymised one's are computed again from the changed record).
  await tx
    .delete(callMeasures)
    .where(and(eq(callMeasures.workspaceId, workspaceId), inArray(callMeasures.callId, ids)));
  // So do the reviews' evidence quotes, with their share of the QA aggregates.
  await removeCallReviews(tx, { workspaceId, callIds: ids });
  if (choice === 'erase') {
    for (const row of rows) delta.remove(row.record);
    await tx.delete(callEvents).where(ofTheseCalls(callEvents));
    await tx.delete(calls).where(ofTheseCalls(calls));
    // A late webhook or an older export's import does not bring them back.
    await rememberErasedCalls(tx, workspaceId, ids);
  } else {
    for (const row of rows) {
      const record = anonymised<ProviderCall>(row.record, redact);
      delta.replace(row.record, record);
      const notes = row.notes === null ? null : redact(row.notes);
      await tx
        .update(calls)
        .set({ ...deriveCallColumns(record), record, notes, updatedAt: sql`now()` })
        .where(and(eq(calls.workspaceId, workspaceId), eq(calls.callId, row.callId)));
    }
    const events = await tx
      .select({ callId: callEvents.callId, event: callEvents.event, payload: callEvents.payload })
      .from(callEvents)
      .where(ofTheseCalls(callEvents));
    for (const event of events) {
      await tx
        .update(callEvents)
        .set({ payload: anonymised(event.payload, redact) })
        .where(
          and(
            eq(callEvents.workspaceId, workspaceId),
            eq(callEvents.callId, event.callId),
            eq(callEvents.event, event.event),
          ),
        );
    }
  }
  await delta.apply(tx);
  return rows.length;
};
