import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { calls } from '../../db/schema.ts';
import { callFilters, type CallFilterQuery } from './call-filters.ts';
import { afterPosition, type ListPosition } from './call-list-item.ts';

const analysisFields = [
  'in_voicemail',
  'call_summary',
  'user_sentiment',
  'call_successful',
  'custom_analysis_data',
  'call_ended',
  'detailed_call_summary',
  'appointment_booked',
  'date_time',
  'email',
] as const;

const exportHeader = [
  'call_id',
  'agent_id',
  'direction',
  'call_status',
  'from_number',
  'to_number',
  'start_time',
  'end_time',
  'duration_ms',
  'disconnection_reason',
  ...analysisFields,
  'combined_cost',
  'notes',
  'end_reason',
];

const cell = (value: unknown): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
};

// Only what the CSV shows: the stored record also holds transcripts and word timings, which
// would be most of what an export reads.
const exportColumns = {
  callId: calls.callId,
  agentId: calls.agentId,
  direction: calls.direction,
  callStatus: calls.callStatus,
  fromNumber: calls.fromNumber,
  toNumber: calls.toNumber,
  startTimestamp: calls.startTimestamp,
  endTimestamp: calls.endTimestamp,
  durationMs: calls.durationMs,
  disconnectionReason: calls.disconnectionReason,
  notes: calls.notes,
  endReason: calls.endReason,
  analysis: sql<Record<string, unknown> | null>`${calls.record}->'call_analysis'`,
  combinedCost: sql<unknown>`${calls.record}->'call_cost'->'combined_cost'`,
};

const exportPage = (db: Db, where: SQL | undefined) =>
  db.select(exportColumns).from(calls).where(where).orderBy(desc(calls.startTimestamp), desc(calls.callId)).limit(1000);

const exportRow = (row: Awaited<ReturnType<typeof exportPage>>[number]) => {
  const analysis = row.analysis ?? {};
  return [
    row.callId,
    row.agentId,
    row.direction,
    row.callStatus,
    row.fromNumber,
    row.toNumber,
    row.startTimestamp ? new Date(row.startTimestamp).toISOString() : '',
    row.endTimestamp ? new Date(row.endTimestamp).toISOString() : '',
    row.durationMs,
    row.disconnectionReason,
    ...analysisFields.map((f) => analysis[f]),
    row.combinedCost,
    row.notes,
    row.endReason,
  ].map(cell);
};

/**
 * The workspace's filtered list as CSV, one row per call and one column per call_analysis field, in
 * chunks (keyset pages), so a large export streams. Cells that a spreadsheet would run as a
 * formula (= + - @ tab CR) are prefixed with a quote by papaparse's escapeFormulae.
 */
export async function* exportCallsCsv({
  db,
  workspaceId,
  query,
}: {
  db: Db;
  workspaceId: string;
  query: CallFilterQuery;
}): AsyncGenerator<string> {
  const filters = [eq(calls.workspaceId, workspaceId), ...callFilters(query)];
  yield `${Papa.unparse([exportHeader], { escapeFormulae: true })}\r\n`;
  let position: ListPosition | null = null;
  for (;;) {
    const page: SQL[] = [...filters];
    if (position) page.push(afterPosition(position.s, position.id));
    const rows = await exportPage(db, and(...page));
    if (rows.length === 0) return;
    yield `${Papa.unparse(rows.map(exportRow), { escapeFormulae: true })}\r\n`;
    const last = rows.at(-1)!;
    position = { s: last.startTimestamp, id: last.callId };
  }
}
