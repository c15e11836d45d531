import { and, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CallListItem, ListCallsQuery } from '@agentdesk/shared';
import { queryPrepared, statementName, type Db, type PreparedStatement } from '../../db/client.ts';
import { calls } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { afterPosition, listColumns, type ListPosition } from './call-list-item.ts';
import { contactNameSql } from './call-contact-sql.ts';
import { filterConditions, filterValues, presentFilters, type FilterValues } from './call-filters.ts';

/** Where a page ends, plus the total the first page counted (later pages of the same listing reuse it). */
type Cursor = ListPosition & { t?: number };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const decodeCursor = (text: string): Cursor => {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const isTotal = value.t === undefined || (Number.isSafeInteger(value.t) && value.t >= 0);
    if (
      Number.isSafeInteger(value.s) &&
      typeof value.id === 'string' &&
      value.id.length <= 200 &&
      !value.id.includes('\u0000') &&
      isTotal
    )
      return value;
  } catch {
    // falls through
  }
  throw badRequest('cursor: Invalid cursor');
};

// Each row leaves the database as its list item's JSON (the API's field names; a call not
// started yet, stored with start 0, reads null): the page is then joined, not parsed and
// written again, which on PGlite halves the page's cost.
// The contact's name is looked up per row (call-contact-sql.ts); with a LIMIT, PostgreSQL evaluates
// such costly columns only for the rows the page keeps.
const listItemSelect = `select ${Object.values(listColumns)
  .map((column) =>
    column.name === 'start_timestamp' ? 'nullif(calls.start_timestamp, 0) as start_timestamp' : `calls.${column.name}`,
  )
  .join(', ')}, ${contactNameSql('calls')} as contact_name from calls`;
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
 * shape runs the same named statement (see queryPrepared). Every statement reads one workspace's
 * calls, through the indexes that lead with it.
 */
const listStatementsFor = (keys: (keyof FilterValues)[], hasCursor: boolean) => {
  const shape = `${keys.join(',')}|${hasCursor}`;
  let statements = listStatements.get(shape);
  if (!statements) {
    const conditions = [
      eq(calls.workspaceId, sql.placeholder('workspace_id')),
      ...keys.map((key) => filterConditions[key](sql.placeholder(key))),
    ];
    const cursorCondition = afterPosition(sql.placeholder('cursor_s'), sql.placeholder('cursor_id'));
    const render = (parts: SQL[]) => dialect.sqlToQuery(and(...parts)!);
    const page = render(hasCursor ? [...conditions, cursorCondition] : conditions);
    const count = render(conditions);
    const pageText = `select row_to_json(item)::text as json from (${listItemSelect} where ${page.sql}
      order by calls.start_timestamp desc, calls.call_id desc limit $${page.params.length + 1}) item ${itemOrder}`;
    const countText = `select count(*)::int as n from calls where ${count.sql}`;
    statements = {
      page: {
        name: statementName('calls_page', pageText),
        text: pageText,
        values: [...page.params, sql.placeholder('limit')],
      },
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

/** The list items of some of the workspace's calls, newest first, each as JSON text (the live list's pushes). */
export const listItemsJson = async ({
  db,
  workspaceId,
  callIds,
}: {
  db: Db;
  workspaceId: string;
  callIds: string[];
}): Promise<string[]> => {
  const text = `select row_to_json(item)::text as json from (${listItemSelect} where calls.workspace_id = $1 and calls.call_id = any($2::text[])) item ${itemOrder}`;
  return (
    await queryPrepared<{ json: string }>(db, { name: 'calls_items_by_id', text, values: [workspaceId, callIds] })
  ).map((row) => row.json);
};

/** One page of the workspace's list: `items` is the page's JSON array as text (see listItemSelect). */
export const listCalls = async ({
  db,
  workspaceId,
  query,
}: {
  db: Db;
  workspaceId: string;
  query: ListCallsQuery;
}): Promise<{ total: number; items: string; next_cursor: string | null }> => {
  const values = filterValues(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const statements = listStatementsFor(presentFilters(values), cursor !== null);
  const params = {
    ...values,
    workspace_id: workspaceId,
    cursor_s: cursor?.s,
    cursor_id: cursor?.id,
    limit: query.limit + 1,
  };
  // The total is counted once, for the first page; the cursor carries it to the next ones.
  const countTotal = async () =>
    cursor?.t ?? (await queryPrepared<{ n: number }>(db, filled(statements.count, params)))[0]?.n ?? 0;
  const [rows, total] = await Promise.all([
    queryPrepared<{ json: string }>(db, filled(statements.page, params)),
    countTotal(),
  ]);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = hasMore ? (JSON.parse(pageRows.at(-1)!.json) as CallListItem) : null;
  return {
    total,
    items: `[${pageRows.map((row) => row.json).join(',')}]`,
    next_cursor: last ? encodeCursor({ s: last.start_timestamp ?? 0, id: last.call_id, t: total }) : null,
  };
};
