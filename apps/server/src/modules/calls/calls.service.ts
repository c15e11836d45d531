import { and, desc, eq, fillPlaceholders, gte, inArray, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import {
  providerCallSchema,
  type Call,
  type CallEndReason,
  type CallListItem,
  type ListCallsQuery,
  type ProviderCall,
  type UpdateCallBody,
} from '@agentdesk/shared';
import { queryPrepared, statementName, type Db, type PreparedStatement } from '../../db/client.ts';
import { callEvents, calls } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { periodWindow } from '../../lib/time-zone.ts';
import { createStatsDelta } from '../analytics/call-stats.ts';
import { deriveCallColumns, foldCallEvents } from './call-merge.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';

type CallRow = typeof calls.$inferSelect;


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
});

const listColumns = {
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
};

// ---------------------------------------------------------------- ingestion

/** Stores one webhook event and refolds the call; any order and any repeats converge. */
export const ingestCallEvent = async ({
  db,
  event,
  call,
  maintainAggregates = true,
}: {
  db: Db;
  event: string;
  call: ProviderCall;
  /** Off only in the benchmark that measures what keeping the aggregates costs. */
  maintainAggregates?: boolean;
}): Promise<CallListItem> =>
  db.transaction(async (tx) => {
    // Events of one call are applied one at a time; other calls go in parallel.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${call.call_id}))`);
    await tx
      .insert(callEvents)
      .values({ callId: call.call_id, event, payload: call })
      .onConflictDoUpdate({
        target: [callEvents.callId, callEvents.event],
        // transcript_updated repeats with a growing transcript: keep the longest, whatever the order.
        set: {
          payload: sql`case when excluded.event = 'transcript_updated'
            and length(coalesce(excluded.payload->>'transcript', '')) < length(coalesce(${callEvents.payload}->>'transcript', ''))
            then ${callEvents.payload} else excluded.payload end`,
          receivedAt: sql`now()`,
        },
      });
    const events = await tx.select({ event: callEvents.event, payload: callEvents.payload }).from(callEvents).where(eq(callEvents.callId, call.call_id));
    const record = foldCallEvents(events);
    const columns = deriveCallColumns(record);
    // The analytics aggregates swap this call's old contribution for the new one, in this
    // transaction: a late or repeated delivery counts exactly once.
    if (maintainAggregates) {
      const [before] = await tx.select({ record: calls.record }).from(calls).where(eq(calls.callId, call.call_id));
      const delta = createStatsDelta();
      delta.replace(before?.record, record);
      await delta.apply(tx);
    }
    const [row] = await tx
      .insert(calls)
      .values({ callId: call.call_id, ...columns, record })
      .onConflictDoUpdate({ target: calls.callId, set: { ...columns, record, updatedAt: sql`now()` } })
      .returning(listColumns);
    return toListItem(row!);
  });

export type ImportRowError = { index: number; message: string };

export class ImportValidationError extends HttpError {
  readonly rows: ImportRowError[];

  constructor(rows: ImportRowError[]) {
    super(422, `${rows.length} of the calls are invalid; nothing was imported. Fix them and import again.`, { rows: rows.slice(0, 1000) });
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
});

/**
 * Imports a provider's list-calls export. All rows are checked first: one invalid row and
 * nothing is written (the answer lists every bad row). Valid files go in one transaction.
 */
export const importCalls = async ({ db, items }: { db: Db; items: unknown[] }): Promise<{ imported: number; updated: number; calls: CallListItem[] }> => {
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
    for (let offset = 0; offset < all.length; offset += IMPORT_BATCH) {
      const batch = all.slice(offset, offset + IMPORT_BATCH);
      const ids = batch.map((c) => c.call_id);
      // One JSON parameter per statement: far cheaper than thousands of bound parameters.
      await tx.execute(sql`
        insert into call_events (call_id, event, payload)
        select e->>'call_id', 'import', e from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as e
        on conflict (call_id, event) do update set payload = excluded.payload, received_at = now()`);
      // Calls that webhooks already told us about are refolded with their events.
      const earlier = await tx
        .select({ callId: callEvents.callId, event: callEvents.event, payload: callEvents.payload })
        .from(callEvents)
        .where(and(inArray(callEvents.callId, ids), ne(callEvents.event, 'import')));
      const eventsById = new Map<string, { event: string; payload: Record<string, unknown> }[]>();
      for (const e of earlier) eventsById.set(e.callId, [...(eventsById.get(e.callId) ?? []), e]);
      const existing = await tx.select({ callId: calls.callId, record: calls.record }).from(calls).where(inArray(calls.callId, ids));
      const beforeById = new Map(existing.map((r) => [r.callId, r.record]));
      const delta = createStatsDelta();
      const rows = batch.map((c) => {
        const record = eventsById.has(c.call_id) ? foldCallEvents([...eventsById.get(c.call_id)!, { event: 'import', payload: c }]) : c;
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
        insert into calls (call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, end_timestamp,
          duration_ms, disconnection_reason, call_successful, sentiment, call_summary, has_recording, record)
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(call_id text, agent_id text, call_status text,
          direction text, from_number text, to_number text, start_timestamp bigint, end_timestamp bigint, duration_ms bigint,
          disconnection_reason text, call_successful boolean, sentiment text, call_summary text, has_recording boolean, record jsonb)
        on conflict (call_id) do update set
          agent_id = excluded.agent_id, call_status = excluded.call_status, direction = excluded.direction,
          from_number = excluded.from_number, to_number = excluded.to_number, start_timestamp = excluded.start_timestamp,
          end_timestamp = excluded.end_timestamp, duration_ms = excluded.duration_ms,
          disconnection_reason = excluded.disconnection_reason, call_successful = excluded.call_successful,
          sentiment = excluded.sentiment, call_summary = excluded.call_summary, has_recording = excluded.has_recording,
          record = excluded.record, updated_at = now()
        returning call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms,
          disconnection_reason, call_successful, sentiment, call_summary, has_recording, (xmax = 0) as is_inserted`);
      await delta.apply(tx);
      const result = rowsOf<RawListRow & { is_inserted: boolean }>(inserted).map((r) => ({ ...fromRawRow(r), isInserted: r.is_inserted }));
      for (const row of result) {
        if (row.isInserted) imported += 1;
        else updated += 1;
        if (changed.length < 200) changed.push(toListItem(row));
      }
    }
  });
  return { imported, updated, calls: changed };
};

// ---------------------------------------------------------------- reading

/** Where a page ends, plus the total the first page counted (later pages of the same listing reuse it). */
type Cursor = { s: number; id: string; t?: number };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const decodeCursor = (text: string): Cursor => {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const isTotal = value.t === undefined || (Number.isSafeInteger(value.t) && value.t >= 0);
    if (Number.isSafeInteger(value.s) && typeof value.id === 'string' && value.id.length <= 200 && !value.id.includes('\u0000') && isTotal) return value;
  } catch {
    // falls through
  }
  throw badRequest('cursor: Invalid cursor');
};

/** Rows after a cursor in the list order (newest first, call_id breaking ties). */
// A row comparison, which PostgreSQL turns into one range scan of the (start_timestamp, call_id) index.
const afterCursor = (cursor: Cursor): SQL => sql`(${calls.startTimestamp}, ${calls.callId}) < (${cursor.s}, ${cursor.id})`;

/** The time window a query asks for, in epoch ms (upper bound exclusive when open). */
export const resolveWindow = (query: Pick<ListCallsQuery, 'period' | 'from' | 'to' | 'tz'>, now = Date.now()): { from?: number; to?: number } => {
  if (query.from !== undefined || query.to !== undefined) return { from: query.from, to: query.to };
  return { from: periodWindow(query.period ?? '7days', now, query.tz).from };
};

/** The list's filters as values, undefined where the query does not filter. */
const filterValues = (query: Omit<ListCallsQuery, 'limit' | 'cursor'>) => {
  const window = resolveWindow(query);
  return {
    from: window.from,
    to: window.to,
    agent_id: query.agent_id || undefined,
    direction: query.direction || undefined,
    status: query.status || undefined,
    sentiment: query.sentiment || undefined,
    call_successful: query.call_successful,
    disconnection_reason: query.disconnection_reason || undefined,
    search: query.search || undefined,
  };
};
type FilterValues = ReturnType<typeof filterValues>;

/** One condition per filter, over a value or a placeholder. */
const filterConditions: { [K in keyof FilterValues]-?: (value: NonNullable<FilterValues[K]> | SQLWrapper) => SQL } = {
  from: (v) => gte(calls.startTimestamp, v),
  to: (v) => lte(calls.startTimestamp, v),
  agent_id: (v) => eq(calls.agentId, v),
  direction: (v) => eq(calls.direction, v),
  status: (v) => eq(calls.callStatus, v),
  sentiment: (v) => eq(calls.sentiment, v),
  call_successful: (v) => eq(calls.callSuccessful, v),
  disconnection_reason: (v) => eq(calls.disconnectionReason, v),
  search: (v) => sql`search @@ websearch_to_tsquery('english', ${v})`,
};

const presentFilters = (values: FilterValues) =>
  (Object.keys(filterConditions) as (keyof FilterValues)[]).filter((key) => values[key] !== undefined);

export const callFilters = (query: Omit<ListCallsQuery, 'limit' | 'cursor'>): SQL[] => {
  const values = filterValues(query);
  return presentFilters(values).map((key) => (filterConditions[key] as (value: unknown) => SQL)(values[key]));
};

// Each row leaves the database as its list item's JSON (the API's field names; a call not
// started yet, stored with start 0, reads null): the page is then joined, not parsed and
// written again, which on PGlite halves the page's cost.
const listItemSelect = `select ${Object.values(listColumns)
  .map((column) => (column.name === 'start_timestamp' ? 'nullif(calls.start_timestamp, 0) as start_timestamp' : `calls.${column.name}`))
  .join(', ')} from calls`;
/**
 * The list order over the items (start 0 reads null, so it sorts last, as 0 does in the table's
 * order): SQL does not promise that a subquery's order survives the query around it.
 */
const itemOrder = 'order by item.start_timestamp desc nulls last, item.call_id desc';
const dialect = new PgDialect();
const listStatements = new Map<string, { page: PreparedStatement; count: PreparedStatement }>();

/**
 * The page and count statements for a set of filters (and whether a cursor follows), rendered by
 * Drizzle once per set with placeholders and then only filled in: every later request of the same
 * shape runs the same named statement (see queryPrepared).
 */
const listStatementsFor = (keys: (keyof FilterValues)[], hasCursor: boolean) => {
  const shape = `${keys.join(',')}|${hasCursor}`;
  let statements = listStatements.get(shape);
  if (!statements) {
    const conditions = keys.map((key) => filterConditions[key](sql.placeholder(key)));
    const cursorCondition = sql`(${calls.startTimestamp}, ${calls.callId}) < (${sql.placeholder('cursor_s')}, ${sql.placeholder('cursor_id')})`;
    const render = (parts: SQL[]) => (parts.length > 0 ? dialect.sqlToQuery(and(...parts)!) : { sql: 'true', params: [] });
    const page = render(hasCursor ? [...conditions, cursorCondition] : conditions);
    const count = render(conditions);
    const pageText = `select row_to_json(item)::text as json from (${listItemSelect} where ${page.sql}
      order by calls.start_timestamp desc, calls.call_id desc limit $${page.params.length + 1}) item ${itemOrder}`;
    const countText = `select count(*)::int as n from calls where ${count.sql}`;
    statements = {
      page: { name: statementName('calls_page', pageText), text: pageText, values: [...page.params, sql.placeholder('limit')] },
      count: { name: statementName('calls_count', countText), text: countText, values: count.params },
    };
    listStatements.set(shape, statements);
  }
  return statements;
};

const filled = (statement: PreparedStatement, values: Record<string, unknown>): PreparedStatement => ({
  ...statement,
  values: fillPlaceholders(statement.values, values),
});

/** The list items of some calls, newest first, each as JSON text (the live list's pushes). */
export const listItemsJson = async (db: Db, callIds: string[]): Promise<string[]> => {
  const text = `select row_to_json(item)::text as json from (${listItemSelect} where calls.call_id = any($1::text[])) item ${itemOrder}`;
  return (await queryPrepared<{ json: string }>(db, { name: 'calls_items_by_id', text, values: [callIds] })).map((row) => row.json);
};

/** One page of the list: `items` is the page's JSON array as text (see listItemSelect). */
export const listCalls = async ({ db, query }: { db: Db; query: ListCallsQuery }): Promise<{ total: number; items: string; next_cursor: string | null }> => {
  const values = filterValues(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const statements = listStatementsFor(presentFilters(values), cursor !== null);
  const params = { ...values, cursor_s: cursor?.s, cursor_id: cursor?.id, limit: query.limit + 1 };
  // The total is counted once, for the first page; the cursor carries it to the next ones.
  const countTotal = async () => cursor?.t ?? (await queryPrepared<{ n: number }>(db, filled(statements.count, params)))[0]?.n ?? 0;
  const [rows, total] = await Promise.all([queryPrepared<{ json: string }>(db, filled(statements.page, params)), countTotal()]);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = hasMore ? (JSON.parse(pageRows.at(-1)!.json) as CallListItem) : null;
  return {
    total,
    items: `[${pageRows.map((row) => row.json).join(',')}]`,
    next_cursor: last ? encodeCursor({ s: last.start_timestamp ?? 0, id: last.call_id, t: total }) : null,
  };
};

// ---------------------------------------------------------------- recordings

const RECORDING_URL_TTL_MS = 6 * 60 * 60 * 1000;

/** A same-origin URL an <audio> element can load without a bearer header, valid for a few hours. */
export const signRecordingUrl = (secret: string, callId: string, now = Date.now()): string =>
  signUrl({ secret, scope: 'recording', id: callId, path: `/api/recordings/${encodeURIComponent(callId)}`, ttlMs: RECORDING_URL_TTL_MS, now });

export const verifyRecordingSignature = (secret: string, callId: string, expires: number, signature: string, now = Date.now()): boolean =>
  verifySignedUrl({ secret, scope: 'recording', id: callId, expires, signature, now });

/** Recordings we host have URLs like `recording:<file>`; provider-hosted ones are absolute URLs. */
export const isLocalRecording = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('recording:');

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

// ---------------------------------------------------------------- export

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
 * The filtered list as CSV, one row per call and one column per call_analysis field, in
 * chunks (keyset pages), so a large export streams. Cells that a spreadsheet would run as a
 * formula (= + - @ tab CR) are prefixed with a quote by papaparse's escapeFormulae.
 */
export async function* exportCallsCsv({ db, query }: { db: Db; query: Omit<ListCallsQuery, 'limit' | 'cursor'> }): AsyncGenerator<string> {
  const filters = callFilters(query);
  yield `${Papa.unparse([exportHeader], { escapeFormulae: true })}\r\n`;
  let cursor: Cursor | null = null;
  for (;;) {
    const page: SQL[] = [...filters];
    if (cursor) page.push(afterCursor(cursor));
    const rows = await exportPage(db, and(...page));
    if (rows.length === 0) return;
    yield `${Papa.unparse(rows.map(exportRow), { escapeFormulae: true })}\r\n`;
    const last = rows.at(-1)!;
    cursor = { s: last.startTimestamp, id: last.callId };
  }
}
