import {
  inboxStates,
  inboxSubFilters,
  type InboxCounts,
  type InboxItem,
  type InboxTab,
  type ListInboxQuery,
  type ListInboxResponse,
} from '@agentdesk/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import {
  decodeInboxCursor,
  encodeInboxCursor,
  isMillisecondsCursor,
  isTimeCursor,
  type InboxCursor,
} from './inbox-cursor.ts';
import {
  callCountsSql,
  callsCountSql,
  callsPageSql,
  chatCountsSql,
  chatThreadsCountSql,
  chatThreadsPageSql,
  draftsCountSql,
  draftsPageSql,
  mailCountsSql,
  mailThreadsCountSql,
  mailThreadsPageSql,
  quarantineCountSql,
  quarantinePageSql,
  runSql,
  sentCountSql,
  sentPageSql,
  type CallRow,
  type ChatThreadRow,
  type CountRow,
  type DraftRow,
  type ListFilters,
  type MailThreadRow,
  type QuarantineRow,
  type SentRow,
} from './inbox.queries.ts';
import { toDraftMail, toInboxCall, toInboxChat, toInboxMail, toQuarantinedMail, toSentMail } from './inbox-rows.ts';

type ListPlan = {
  page: (f: ListFilters, cursor: InboxCursor | null, limit: number) => SQL;
  count: (f: ListFilters) => SQL;
  /** The row to an item, and the keyset position it leaves behind. */
  toItem: (row: never) => InboxItem;
  positionOf: (row: never) => { at: string; id: string };
  /** Whether a cursor holds a position of this list (a forged one would fail its casts in SQL). */
  accepts: (cursor: InboxCursor) => boolean;
};

const plan = <R>(p: {
  page: ListPlan['page'];
  count: ListPlan['count'];
  toItem: (row: R) => InboxItem;
  positionOf: (row: R) => { at: string; id: string };
  accepts?: ListPlan['accepts'];
}): ListPlan => ({ accepts: isTimeCursor, ...p });

const byCursorAt = (row: { cursor_at: string; id: string }) => ({ at: row.cursor_at, id: row.id });

const plans = {
  mails: plan<MailThreadRow>({
    page: mailThreadsPageSql,
    count: mailThreadsCountSql,
    toItem: toInboxMail,
    positionOf: byCursorAt,
  }),
  sent: plan<SentRow>({ page: sentPageSql, count: sentCountSql, toItem: toSentMail, positionOf: byCursorAt }),
  drafts: plan<DraftRow>({ page: draftsPageSql, count: draftsCountSql, toItem: toDraftMail, positionOf: byCursorAt }),
  quarantine: plan<QuarantineRow>({
    page: quarantinePageSql,
    count: quarantineCountSql,
    toItem: toQuarantinedMail,
    positionOf: byCursorAt,
  }),
  calls: plan<CallRow>({
    page: callsPageSql,
    count: callsCountSql,
    toItem: toInboxCall,
    positionOf: (r) => ({ at: String(r.ts), id: r.id }),
    accepts: isMillisecondsCursor,
  }),
  chats: plan<ChatThreadRow>({
    page: chatThreadsPageSql,
    count: chatThreadsCountSql,
    toItem: toInboxChat,
    positionOf: byCursorAt,
  }),
};

const countsSql: Record<InboxTab, (workspaceId: string) => SQL> = {
  mails: mailCountsSql,
  calls: callCountsSql,
  chats: chatCountsSql,
};

/** Sidebar counts of a workspace's tab: every platform (and all) and every lifecycle state, zeros included. */
export const countInbox = async ({
  db,
  workspaceId,
  tab,
}: {
  db: Db;
  workspaceId: string;
  tab: InboxTab;
}): Promise<InboxCounts> => {
  const rows = await runSql<CountRow>(db, countsSql[tab](workspaceId));
  const platforms: Record<string, number> = Object.fromEntries(inboxSubFilters[tab].map((p) => [p, 0]));
  const states: Record<string, number> = Object.fromEntries(inboxStates[tab].map((s) => [s, 0]));
  for (const row of rows) {
    const n = Number(row.n);
    platforms['all'] = (platforms['all'] ?? 0) + n;
    platforms[row.key_platform] = (platforms[row.key_platform] ?? 0) + n;
    states[row.key_state] = (states[row.key_state] ?? 0) + n;
  }
  return { platforms, states };
};

/** GET /inbox: one page of a workspace's tab (or mail folder), with the total and, on the first page, the counts. */
export const listInbox = async ({
  db,
  workspaceId,
  query,
}: {
  db: Db;
  workspaceId: string;
  query: ListInboxQuery;
}): Promise<Omit<ListInboxResponse, 'message'>> => {
  const cursor = decodeInboxCursor(query.cursor);
  const filters: ListFilters = {
    workspaceId,
    platform: query.subFilter === 'all' ? undefined : query.subFilter,
    state: query.state,
    search: query.search === '' ? undefined : query.search,
  };
  const chosen = query.tab === 'mails' && query.folder !== 'inbox' ? plans[query.folder] : plans[query.tab];
  if (cursor && !chosen.accepts(cursor)) throw badRequest('cursor is not valid');
  const pageSql = chosen.page(filters, cursor, query.limit + 1);
  const countTotal = () => runSql<{ n: number }>(db, chosen.count(filters)).then((r) => Number(r[0]?.n ?? 0));
  const readPage = async (): Promise<{ rows: never[]; total: number }> => {
    if (cursor) return { rows: await runSql<never>(db, pageSql), total: cursor.total };
    if (filters.search) {
      // A search usually fits on one page: then the page is the total, and the second scan is saved.
      const rows = await runSql<never>(db, pageSql);
      return { rows, total: rows.length > query.limit ? await countTotal() : rows.length };
    }
    const [rows, total] = await Promise.all([runSql<never>(db, pageSql), countTotal()]);
    return { rows, total };
  };
  const [{ rows, total }, counts] = await Promise.all([
    readPage(),
    cursor ? Promise.resolve(null) : countInbox({ db, workspaceId, tab: query.tab }),
  ]);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  return {
    total,
    data: pageRows.map((row) => chosen.toItem(row)),
    next_cursor: hasMore && last !== undefined ? encodeInboxCursor({ ...chosen.positionOf(last), total }) : null,
    counts,
  };
};
