import type { CallListItem } from '@agentdesk/shared';
import { contactNameSql } from '../apps/server/src/modules/calls/call-contact-sql.ts';

// The call list's statements run directly: the same work the list does in the database (list-calls.ts),
// written out here. Each row leaves the database as its list item's JSON, with the contact's name looked
// up per row, and on PostgreSQL every statement is a named one (parsed and planned once per connection),
// as the product runs them; PGlite runs them as they are, as the product does there.

/** A statement with its name (used on PostgreSQL only). */
export type Statement = { name: string; text: string; values: unknown[] };
export type RunStatement = (statement: Statement) => Promise<{ rows: Record<string, unknown>[] }>;

const item = `select calls.call_id, calls.agent_id, calls.call_status, calls.direction, calls.from_number, calls.to_number,
    nullif(calls.start_timestamp, 0) as start_timestamp, calls.duration_ms, calls.disconnection_reason, calls.call_successful,
    calls.sentiment, calls.call_summary, calls.has_recording, calls.agent_version, ${contactNameSql('calls')} as contact_name
  from calls where calls.workspace_id = $1 and calls.start_timestamp >= $2`;
const inner = 'order by calls.start_timestamp desc, calls.call_id desc limit 51';
const outer = 'order by item.start_timestamp desc nulls last, item.call_id desc';

const firstPageText = `select row_to_json(item)::text as json from (${item} ${inner}) item ${outer}`;
const deepPageText = `select row_to_json(item)::text as json from (${item}
  and (calls.start_timestamp, calls.call_id) < ($3, $4) ${inner}) item ${outer}`;
const countText = 'select count(*)::int as n from calls where calls.workspace_id = $1 and calls.start_timestamp >= $2';

/** What a page answers, from the API's body or the statements' rows: its total and its items. */
export type PageAnswer = { total: number; items: CallListItem[] };

export const apiPageAnswer = (body: Buffer): PageAnswer => {
  const { total, data } = JSON.parse(body.toString('utf8')) as { total: number; data: CallListItem[] };
  return { total, items: data };
};

const itemsOf = (rows: Record<string, unknown>[]) =>
  rows.slice(0, 50).map((row) => JSON.parse(row['json'] as string) as CallListItem);

/** The first page (51 rows, as the list asks for one more to know whether another page follows) and its count. */
export const rawFirstPage = (run: RunStatement, workspaceId: string, from: number) => async (): Promise<PageAnswer> => {
  const [page, count] = await Promise.all([
    run({ name: 'bench_calls_page', text: firstPageText, values: [workspaceId, from] }),
    run({ name: 'bench_calls_count', text: countText, values: [workspaceId, from] }),
  ]);
  return { total: Number(count.rows[0]!['n']), items: itemsOf(page.rows) };
};

/** A page after a position: rows only, the total comes with the cursor. */
export const rawDeepPage =
  (run: RunStatement, workspaceId: string, from: number, after: { s: number; id: string }, total: number) =>
  async (): Promise<PageAnswer> => {
    const values = [workspaceId, from, after.s, after.id];
    const page = await run({ name: 'bench_calls_page_after', text: deepPageText, values });
    return { total, items: itemsOf(page.rows) };
  };
