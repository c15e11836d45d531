import { and, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CallListItem, CallSort, ListCallsQuery } from '@agentdesk/shared';
import { queryPrepared, statementName, type Db, type PreparedStatement } from '../../db/client.ts';
import { calls } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { afterPosition, listColumns, type ListPosition } from './call-list-item.ts';
import { contactNameSql } from './call-contact-sql.ts';
import { filterConditions, filterValues, presentFilters, type FilterContext } from './call-filters.ts';
import { afterScorePosition, assertQaFiltersOwn, qaScoreSql, scoreOrderSql } from './call-qa-sql.ts';

/**
 * Where a page ends, plus the total the first page counted (later pages of the same listing reuse
 * it); in the QA score order also the last row's score (null when it had none).
 */
type Cursor = ListPosition & { t?: number; q?: number | null };

const isScore = (q: unknown) => q === null || (typeof q === 'number' && Number.isFinite(q) && q >= 0 && q <= 100);

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const decodeCursor = (text: string, sort: CallSort): Cursor => {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const isTotal = value.t === undefined || (Number.isSafeInteger(value.t) && value.t >= 0);
    if (
      Number.isSafeInteger(value.s) &&
      typeof value.id === 'string' &&
      value.id.length <= 200 &&
      !value.id.includes('\u0000') &&
      isTotal &&
      (sort === 'newest' || isScore(value.q))
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
const listItemColumns = `select ${Object.values(listColumns)
  .map((column) =>
    column.name === 'start_timestamp' ? 'nullif(calls.start_timestamp, 0) as start_timestamp' : `calls.${column.name}`,
  )
  .join(', ')}, ${contactNameSql('calls')} as contact_name`;
const dialect = new PgDialect();
/** The items with their lowest QA score (the live list's pushes, which choose no scorecard). */
const listItemSelect = `${listItemColumns}, ${dialect.sqlToQuery(qaScoreSql()).sql} as qa_score from calls`;
/**
 * The list order over the items (start 0 reads null, so it sorts last, as 0 does in the table's
 * order): SQL does not promise that a subquery's order survives the query around it.
 */
const itemOrder = 'order by item.start_timestamp desc nulls last, item.call_id desc';
const itemOrders: Record<CallSort, string> = {
  newest: itemOrder,
  qa_score_asc: `order by item.qa_score asc nulls last, ${itemOrder.slice('order by '.length)}`,
  qa_score_desc: `order by item.qa_score desc nulls last, ${itemOrder.slice('order by '.length)}`,
};
const listStatements = new Map<string, { page: PreparedStatement; count: PreparedStatement }>();

type Shape = {
  keys: ReturnType<typeof presentFilters>;
  hasCursor: boolean;
  hasScorecard: boolean;
  sort: CallSort;
  /** The cursor's row had no score (the score order then goes on among calls without one). */
  cursorUnscored: boolean;
};

/**
 * The page and count statements for a set of filters (and whether a cursor follows), rendered by
 * Drizzle once per set with placeholders and then only filled in: every later request of the same
 * shape runs the same named statement (see queryPrepared). Every statement reads one workspace's
 * calls, through the indexes that lead with it.
 */
const listStatementsFor = ({ keys, hasCursor, hasScorecard, sort, cursorUnscored }: Shape) => {
  const shape = `${keys.join(',')}|${hasCursor}|${hasScorecard}|${sort}|${cursorUnscored}`;
  let statements = listStatements.get(shape);
  if (!statements) {
    const scorecard = hasScorecard ? sql.placeholder('qa_scorecard') : undefined;
    const conditions = [
      eq(calls.workspaceId, sql.placeholder('workspace_id')),
      ...keys.map((key) =>
        (filterConditions[key] as (value: unknown, context: FilterContext) => SQL)(sql.placeholder(key), {
          scorecard,
        }),
      ),
    ];
    const position = { s: sql.placeholder('cursor_s'), id: sql.placeholder('cursor_id') };
    const cursorCondition =
      sort === 'newest'
        ? afterPosition(position.s, position.id)
        : afterScorePosition(sort, { ...position, q: cursorUnscored ? null : sql.placeholder('cursor_q') }, scorecard);
    const order =
      sort === 'newest' ? sql`${calls.startTimestamp} desc, ${calls.callId} desc` : scoreOrderSql(sort, scorecard);
    const where = and(...(hasCursor ? [...conditions, cursorCondition] : conditions))!;
    const page = dialect.sqlToQuery(
      sql`${sql.raw(listItemColumns)}, ${qaScoreSql(scorecard)} as qa_score from calls where ${where}
        order by ${order} limit ${sql.placeholder('limit')}`,
    );
    const count = dialect.sqlToQuery(and(...conditions)!);
    const pageText = `select row_to_json(item)::text as json from (${page.sql}) item ${itemOrders[sort]}`;
    const countText = `select count(*)::int as n from calls where ${count.sql}`;
    statements = {
      page: { name: statementName('calls_page', pageText), text: pageText, values: page.params },
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
  const sort = query.sort ?? 'newest';
  const values = filterValues(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;
  await assertQaFiltersOwn(db, workspaceId, query);
  const statements = listStatementsFor({
    keys: presentFilters(values),
    hasCursor: cursor !== null,
    hasScorecard: values.qa_scorecard !== undefined,
    sort,
    cursorUnscored: cursor?.q === null,
  });
  const params = {
    ...values,
    workspace_id: workspaceId,
    cursor_s: cursor?.s,
    cursor_id: cursor?.id,
    cursor_q: cursor?.q,
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
    next_cursor: last
      ? encodeCursor({
          s: last.start_timestamp ?? 0,
          id: last.call_id,
          t: total,
          ...(sort === 'newest' ? {} : { q: last.qa_score ?? null }),
        })
      : null,
  };
};
