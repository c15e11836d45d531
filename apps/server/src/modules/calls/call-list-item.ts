import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CallListItem } from '@agentdesk/shared';
import { calls } from '../../db/schema.ts';

export type CallRow = typeof calls.$inferSelect;

/** The columns a list item is made of (the ingest's answer, the list's rows, the import's changes). */
export const listColumns = {
  callId: calls.callId,
  agentId: calls.agentId,
  callStatus: calls.callStatus,
  direction: calls.direction,
  fromNumber: calls.fromNumber,
  toNumber: calls.toNumber,
  startTimestamp: calls.startTimestamp,
  durationMs: calls.durationMs,
  disconnectionReason: calls.disconnectionReason,
  callSuccessful: calls.callSuccessful,
  sentiment: calls.sentiment,
  callSummary: calls.callSummary,
  hasRecording: calls.hasRecording,
  agentVersion: calls.agentVersion,
};

export const toListItem = (row: Pick<CallRow, keyof typeof listColumns>): CallListItem => ({
  call_id: row.callId,
  agent_id: row.agentId,
  call_status: row.callStatus,
  direction: row.direction,
  from_number: row.fromNumber,
  to_number: row.toNumber,
  start_timestamp: row.startTimestamp === 0 ? null : row.startTimestamp,
  duration_ms: row.durationMs,
  disconnection_reason: row.disconnectionReason,
  call_successful: row.callSuccessful,
  sentiment: row.sentiment,
  call_summary: row.callSummary,
  has_recording: row.hasRecording,
  agent_version: row.agentVersion,
});

/** Where a keyset page of the list order ends: its last row's start and call_id. */
export type ListPosition = { s: number; id: string };

/**
 * Rows after a position in the list order (newest first, call_id breaking ties), over values or
 * placeholders. A row comparison, which with the workspace's equality PostgreSQL turns into one range
 * scan of the (workspace_id, start_timestamp, call_id) index.
 */
export const afterPosition = (s: number | SQLWrapper, id: string | SQLWrapper): SQL =>
  sql`(${calls.startTimestamp}, ${calls.callId}) < (${s}, ${id})`;
