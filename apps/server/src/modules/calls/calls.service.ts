import { eq } from 'drizzle-orm';
import type { Call, CallEndReason, UpdateCallBody } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { calls } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CallRow } from './call-list-item.ts';
import { isLocalRecording, signRecordingUrl } from './recording-url.ts';

const toCall = (row: CallRow, secret: string): Call => {
  const recordingUrl = row.record.recording_url;
  return {
    ...row.record,
    recording_url: isLocalRecording(recordingUrl) ? signRecordingUrl(secret, row.callId) : (recordingUrl ?? null),
    notes: row.notes,
    end_reason: (row.endReason as CallEndReason | null) ?? null,
    updated_at: row.updatedAt.getTime(),
  };
};

export const getCallRow = async (db: Db, callId: string): Promise<CallRow> => {
  const [row] = await db.select().from(calls).where(eq(calls.callId, callId)).limit(1);
  if (!row) throw notFound(`Call '${callId}' not found`);
  return row;
};

export const getCall = async ({ db, callId, secret }: { db: Db; callId: string; secret: string }): Promise<Call> => toCall(await getCallRow(db, callId), secret);

export const updateCall = async ({ db, callId, input, secret }: { db: Db; callId: string; input: UpdateCallBody; secret: string }): Promise<Call> => {
  const [row] = await db
    .update(calls)
    .set({
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.end_reason !== undefined ? { endReason: input.end_reason } : {}),
      updatedAt: new Date(),
    })
    .where(eq(calls.callId, callId))
    .returning();
  if (!row) throw notFound(`Call '${callId}' not found`);
  return toCall(row, secret);
};
