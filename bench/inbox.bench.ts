import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InboxItem, ListInboxResponse } from '@agentdesk/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  callCountsSql,
  callsCountSql,
  callsPageSql,
  chatCountsSql,
  chatThreadsCountSql,
  chatThreadsPageSql,
  mailCountsSql,
  mailThreadsCountSql,
  mailThreadsPageSql,
  runSql,
  type CountRow,
  type ListFilters,
} from '../apps/server/src/modules/inbox/inbox.queries.ts';
import { toInboxCall, toInboxChat, toInboxMail } from '../apps/server/src/modules/inbox/inbox-rows.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { getBody } from './api-client.ts';
import { compareInTurns, side } from './compare.ts';
import { freePort, measureRenderedRows, measureSmtp } from './inbox-browser.ts';
import { BENCH_USER, COUNT, fill, openStore, WORKSPACE } from './inbox-data.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// The unified inbox on PostgreSQL or PGlite with 100,000 items of each type made by SQL (inbox-data.ts):
// first page and search through the API, in turns with the very same SQL statements run directly
// (the product's own runSql, on a database opened in this process; on PGlite, a copy of the folder
// made after the load), each pair checked first to give the same items and total; rows the
// virtualized list keeps in Chromium's DOM; inbound SMTP messages stored per second.
const SMTP_MESSAGES = Number(process.env['INBOX_BENCH_SMTP_MESSAGES'] ?? 500);

type Plan = {
  tab: 'mails' | 'calls' | 'chats';
  page: (f: ListFilters, c: null, l: number) => SQL;
  count: (f: ListFilters) => SQL;
  counts: (workspaceId: string) => SQL;
  toItem: (row: never) => InboxItem;
  search: string;
};
const plans: Plan[] = [
  {
    tab: 'mails',
    page: mailThreadsPageSql,
    count: mailThreadsCountSql,
    counts: mailCountsSql,
    toItem: toInboxMail,
    search: 'invoice 7007',
  },
  {
    tab: 'calls',
    page: callsPageSql,
    count: callsCountSql,
    counts: callCountsSql,
    toItem: toInboxCall,
    search: 'Caller 4242',
  },
  {
    tab: 'chats',
    page: chatThreadsPageSql,
    count: chatThreadsCountSql,
    counts: chatCountsSql,
    toItem: toInboxChat,
    search: 'contact 4242',
  },
];

/** What a first page answers: its items, its total, and all the tab's items the sidebar counts. */
type PageAnswer = { total: number; items: unknown[]; counted: number };

/**
 * The statements GET /inbox runs for a first page, as it runs them (inbox.service.ts): rows and sidebar
 * counts, and the total by a count (a search that fits on one page is its own total).
 */
const rawFirstPage = (db: Db, plan: Plan, filters: ListFilters) => async () => {
  const count = async () => Number((await runSql<{ n: number }>(db, plan.count(filters)))[0]?.n ?? 0);
  const page = async () => {
    if (!filters.search) {
      const [rows, total] = await Promise.all([runSql<never>(db, plan.page(filters, null, 51)), count()]);
      return { rows, total };
    }
    const rows = await runSql<never>(db, plan.page(filters, null, 51));
    return { rows, total: rows.length > 50 ? await count() : rows.length };
  };
  const [{ rows, total }, counts] = await Promise.all([page(), runSql<CountRow>(db, plan.counts(filters.workspaceId))]);
  return { rows, total, counts };
};

/** The raw rows as the API's items (the product's own row mapping), read as JSON as a client reads them. */
const rawAnswer =
  (plan: Plan) =>
  ({ rows, total, counts }: Awaited<ReturnType<ReturnType<typeof rawFirstPage>>>): PageAnswer => ({
    total,
    items: JSON.parse(JSON.stringify(rows.slice(0, 50).map((row) => plan.toItem(row)))) as unknown[],
    counted: counts.reduce((sum, row) => sum + Number(row.n), 0),
  });

const apiAnswer = (body: Buffer): PageAnswer => {
  const { total, data, counts } = JSON.parse(body.toString('utf8')) as ListInboxResponse;
  return { total, items: data, counted: counts?.platforms['all'] ?? -1 };
};

export const runInboxBench = async (kind: 'postgres' | 'pglite'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-inbox-'));
  const rawDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-inbox-raw-'));
  const n = COUNT.toLocaleString('en-US');
  const store = await openStore(kind, dataDir);
  try {
    const loadBegan = performance.now();
    await fill(store);
    rows.push({
      metric: `${kind}: load ${n} items of each type by SQL`,
      value: round((performance.now() - loadBegan) / 1000),
      unit: 's',
    });
    await store.release();
    const raw = await store.openRaw(rawDir);

    const smtpPort = await freePort();
    const server = await startServerProcess({
      dataDir,
      command: 'npm-start',
      env: {
        ...store.serverEnv,
        SEED: 'false',
        AUTH_RATE_LIMIT: '100000',
        PASSWORD_HASH_COST: '12',
        LOG_LEVEL: 'warn',
        INBOUND_SMTP_PORT: String(smtpPort),
        INBOUND_SMTP_HOST: '127.0.0.1',
      },
      timeoutMs: 240_000,
    });
    try {
      const signIn = await fetch(`${server.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: BENCH_USER.email, email: BENCH_USER.email, password: BENCH_USER.password }),
      });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const get = (query: string) =>
        getBody(`${server.baseUrl}/api/inbox?${query}`, { authorization: `Bearer ${token}` });
      const add = (metric: string, api: number[], rawTimes: number[]) => {
        rows.push({
          metric: `${kind}: ${metric}, API p50`,
          value: round(percentile(api, 50)),
          unit: 'ms',
          note: `API/raw p50 ${round(percentile(api, 50) / percentile(rawTimes, 50), 2)}×; p99 ${round(percentile(api, 99))} ms`,
        });
        rows.push({
          metric: `${kind}: ${metric}, raw SQL p50`,
          value: round(percentile(rawTimes, 50)),
          unit: 'ms',
          note: `p99 ${round(percentile(rawTimes, 99))} ms`,
        });
      };
      const inTurns = (rounds: number, query: string, plan: Plan, filters: ListFilters) =>
        compareInTurns({
          rounds,
          sides: {
            api: side(() => get(query), apiAnswer),
            raw: side(rawFirstPage(raw.db, plan, filters), rawAnswer(plan)),
          },
          same: [['api', 'raw']],
        });
      for (const plan of plans) {
        const label = plan.tab === 'calls' ? `${n} calls (voice + WhatsApp)` : `${n} ${plan.tab}`;
        const first = await inTurns(30, `tab=${plan.tab}&limit=50`, plan, { workspaceId: WORKSPACE });
        add(`${plan.tab}: first page of ${label}`, first.api, first.raw);
        const searchQuery = `tab=${plan.tab}&limit=50&search=${encodeURIComponent(plan.search)}`;
        const search = await inTurns(10, searchQuery, plan, { workspaceId: WORKSPACE, search: plan.search });
        add(`${plan.tab}: search "${plan.search}"`, search.api, search.raw);
      }
      await raw.close();

      const rendered = await measureRenderedRows(server.baseUrl, token);
      rows.push({
        metric: `${kind}: rows in the DOM, mail list of ${n} scrolled (Chromium)`,
        value: rendered.maxRows,
        unit: 'rows',
        budget: '< 100',
        note: `list shows "${rendered.total}"`,
      });

      // Every bench mail comes from a new sender, so each one adds a conversation to the list.
      const totalOfMails = async () => apiAnswer(await get('tab=mails&limit=1')).total;
      const before = await totalOfMails();
      const perSecond = await measureSmtp(smtpPort, SMTP_MESSAGES);
      const after = await totalOfMails();
      rows.push({
        metric: `${kind}: inbound SMTP, ${SMTP_MESSAGES} mails over 4 connections`,
        value: round(perSecond),
        unit: 'mails/s',
        note: `${after - before} stored`,
      });
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(rawDir, { recursive: true, force: true });
    await store.drop();
  }
  return rows;
};
