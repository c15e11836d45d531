import { and, eq } from 'drizzle-orm';
import type { Call, CallEndReason, UpdateCallBody } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { calls } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { CallRow } from './call-list-item.ts';
import { isLocalRecording, signRecordingUrl } from './recording-url.ts';

type CallKey = { db: Db; workspaceId: string; callId: string };

const toCall = (row: CallRow, secret: string): Call => {
  const recordingUrl = row.record.recording_url;
  return {
    ...row.record,
    recording_url: isLocalRecording(recordingUrl)
      ? signRecordingUrl({ secret, workspaceId: row.workspaceId, callId: row.callId })
      : (recordingUrl ?? null),
    notes: row.notes,
    end_reason: (row.endReason as CallEndReason | null) ?? null,
    updated_at: row.updatedAt.getTime(),
  };
};

const callKey = ({ workspaceId, callId }: Omit<CallKey, 'db'>) =>
  and(eq(calls.workspaceId, workspaceId), eq(calls.callId, callId));

/** The workspace's call; another workspace's call of the same id is not found. */
export const getCallRow = async ({ db, workspaceId, callId }: CallKey): Promise<CallRow> => {
  const [row] = await db.select().from(calls).where(callKey({ workspaceId, callId })).limit(1);
  if (!row) throw notFound(`Call '${callId}' not found`);
  return row;
};

export const getCall = async ({ secret, ...key }: CallKey & { secret: string }): Promise<Call> =>
  toCall(await getCallRow(key), secret);

export const updateCall = async ({
  db,
  workspaceId,
  callId,
  input,
  secret,
}: CallKey & { input: UpdateCallBody; secret: string }): Promise<Call> => {
  // Nothing to change is refused only for a call that is there: another workspace's is not found, whatever is sent.
  if (input.notes === undefined && input.end_reason === undefined) {
    await getCallRow({ db, workspaceId, callId });
    throw badRequest('Nothing to update');
  }
  const [row] = await db
    .update(calls)
    .set({
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.end_reason !== undefined ? { endReason: input.end_reason } : {}),
      updatedAt: new Date(),
    })
    .where(callKey({ workspaceId, callId }))
    .returning();
  if (!row) throw notFound(`Call '${callId}' not found`);
  return toCall(row, secret);
};
