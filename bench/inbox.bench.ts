import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hash.ts';
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
  type ListFilters,
} from '../apps/server/src/modules/inbox/inbox.queries.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { BenchRow } from './report.ts';
import { percentile, round, timeRepeated } from './stats.ts';

// The unified inbox on PostgreSQL or PGlite with 100,000 items of each type (mail threads, voice calls plus
// WhatsApp calls, chats) made by SQL: first page and search through the API against the very same
// SQL statements run directly; rows the virtualized list keeps in Chromium's DOM; inbound SMTP
// messages stored per second.
const COUNT = Number(process.env['INBOX_BENCH_COUNT'] ?? 100_000);
const SMTP_MESSAGES = Number(process.env['INBOX_BENCH_SMTP_MESSAGES'] ?? 500);
const NOW = Date.UTC(2026, 10, 20, 12);
const dialect = new PgDialect();
/** The items live in one workspace, whose owner the bench signs in as (the first workspace: SMTP's bare address). */
const WORKSPACE = '00000000-0000-4000-8000-00000000be4c';
const BENCH_USER = { email: 'bench@example.com', username: 'bench', password: 'bench-password' };

const fill = async (store: { run: (text: string, params?: unknown[]) => Promise<unknown> }) => {
  const span = 90 * 86_400_000;
  await store.run(`insert into workspaces (id, name) values ('${WORKSPACE}', 'Bench')`);
  await store.run(
    `insert into users (email, username, password_hash, client_id, is_verified) values ($1, $2, $3, '${WORKSPACE}', true)`,
    [BENCH_USER.email, BENCH_USER.username, await hashPassword(BENCH_USER.password, 12)],
  );
  await store.run(
    `insert into memberships (workspace_id, user_id, role) select '${WORKSPACE}', id, 'owner' from users where email = '${BENCH_USER.email}'`,
  );
  await store.run(`
    insert into mail_threads (workspace_id, id, subject, contact_name, contact_email, platform, state, summary, has_inbound, last_message_at, created_at)
    select '${WORKSPACE}', md5('m' || i)::uuid, 'Subject ' || i, 'Contact ' || i, 'contact' || i || (case when i % 2 = 0 then '@gmail.com' else '@outlook.com' end),
      case when i % 2 = 0 then 'gmail' else 'outlook' end, (array['unread','follow_up','closed'])[1 + i % 3], 'Message text number ' || i, true,
      to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0)
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into mail_messages (workspace_id, thread_id, direction, message_id, from_address, from_name, to_address, subject, text_body, created_at)
    select '${WORKSPACE}', md5('m' || i)::uuid, 'in', 'bench-' || i || '@example.com', 'contact' || i || '@example.com', 'Contact ' || i, 'inbox@agentdesk.local',
      'Subject ' || i, 'Hello, this is message number ' || i || ' about the settlement of invoice ' || (i * 7), now()
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into chat_threads (workspace_id, id, platform, contact_ref, contact_name, state, last_message, last_message_at, unread_count)
    select '${WORKSPACE}', md5('c' || i)::uuid, case when i % 2 = 0 then 'whatsapp' else 'linkedin' end, 'ref-' || i, 'Chat contact ' || i,
      (array['new','active','closed'])[1 + i % 3], 'Last chat message ' || i, to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), i % 4
    from generate_series(1, ${COUNT}) as i`);
  await store.run(`
    insert into chat_messages (workspace_id, thread_id, direction, external_id, text, status)
    select '${WORKSPACE}', md5('c' || i)::uuid, 'in', 'ext-' || i, 'Last chat message ' || i, 'received' from generate_series(1, ${COUNT}) as i`);
  // 100,000 calls in all: half voice (the calls table), half WhatsApp.
  const half = Math.floor(COUNT / 2);
  await store.run(`
    insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, call_successful, call_summary, has_recording, record, inbox_state)
    select '${WORKSPACE}', 'call_' || lpad(i::text, 8, '0'), 'zara', 'ended', case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
      ${NOW} - (i::bigint * ${span} / ${half}), 60000, i % 3 <> 0, 'Call summary ' || i, i % 5 <> 0, jsonb_build_object('call_id', 'call_' || lpad(i::text, 8, '0')),
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await store.run(`
    insert into whatsapp_calls (workspace_id, id, contact_ref, contact_name, business_number, direction, status, start_timestamp, duration_ms, summary, state)
    select '${WORKSPACE}', 'wa_' || lpad(i::text, 8, '0'), '+9197' || lpad(i::text, 8, '0'), 'Caller ' || i, '+918000000000', 'inbound',
      (array['completed','missed','cancelled'])[1 + i % 3], ${NOW} - (i::bigint * ${span} / ${half}) - 1, 30000, 'WhatsApp call ' || i,
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await store.run('analyze');
};

type Plan = {
  tab: 'mails' | 'calls' | 'chats';
  page: (f: ListFilters, c: null, l: number) => SQL;
  count: (f: ListFilters) => SQL;
  counts: (workspaceId: string) => SQL;
  search: string;
};
const plans: Plan[] = [
  { tab: 'mails', page: mailThreadsPageSql, count: mailThreadsCountSql, counts: mailCountsSql, search: 'invoice 7007' },
  { tab: 'calls', page: callsPageSql, count: callsCountSql, counts: callCountsSql, search: 'Caller 4242' },
  { tab: 'chats', page: chatThreadsPageSql, count: chatThreadsCountSql, counts: chatCountsSql, search: 'contact 4242' },
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Rows of the list in the DOM with the whole mail tab loaded into the virtualizer's range, scrolled through. */
const measureRenderedRows = async (baseUrl: string, token: string): Promise<{ maxRows: number; total: string }> => {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
    await page.goto('/authentication');
    await page.evaluate((t) => {
      localStorage.setItem('agentdesk.token', t);
      localStorage.setItem('agentdesk.user', JSON.stringify({ email: 'bench@example.com', username: 'bench' }));
    }, token);
    await page.goto('/inbox?type=mails&subFilter=all');
    await page.getByTestId('inbox-row').first().waitFor({ timeout: 60_000 });
    let maxRows = await page.getByTestId('inbox-row').count();
    // Scroll far down several times: pages load as the end nears, the DOM keeps only the window.
    for (let step = 0; step < 20; step += 1) {
      await page.getByTestId('inbox-list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(250);
      maxRows = Math.max(maxRows, await page.getByTestId('inbox-row').count());
    }
    const total = (await page.getByTestId('inbox-total').textContent()) ?? '';
    return { maxRows, total };
  } finally {
    await browser.close();
  }
};

/** Mails per second the listener accepts with 250 (each stored in PostgreSQL before the answer). */
const measureSmtp = async (port: number): Promise<number> => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
    maxMessages: Infinity,
  });
  const began = performance.now();
  const sends = Array.from({ length: SMTP_MESSAGES }, (_, i) =>
    transport.sendMail({
      from: `Sender ${i} <sender${i}@gmail.com>`,
      to: 'inbox@agentdesk.local',
      subject: `Bench ${i}`,
      text: `Inbound bench mail ${i}`,
    }),
  );
  await Promise.all(sends);
  const seconds = (performance.now() - began) / 1000;
  transport.close();
  return SMTP_MESSAGES / seconds;
};

/** Where the items live: a throwaway PostgreSQL database, or a PGlite folder the server then opens. */
type Store = {
  run: (text: string, params?: unknown[]) => Promise<unknown>;
  serverEnv: Record<string, string>;
  release: () => Promise<void>;
  drop: () => Promise<void>;
};

const openStore = async (kind: 'postgres' | 'pglite', dataDir: string): Promise<Store> => {
  if (kind === 'postgres') {
    const { url, drop } = await createBenchDatabase('agentdesk_bench_inbox');
    const database = await openDatabase({ kind: 'postgres', url });
    await migrate(database);
    await database.close();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    return {
      run: (text, params) => pool.query(text, params),
      serverEnv: { DATABASE_URL: url },
      release: () => pool.end(),
      drop,
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  await migrate(database);
  const client = database.native.kind === 'pglite' ? database.native.client : null;
  // PGlite has one connection: the statements run one after the other, as they do in the server.
  return {
    run: (text, params) => client!.query(text, params),
    serverEnv: { DATABASE_URL: '' },
    release: () => database.close(),
    drop: async () => undefined,
  };
};

const runQuery = (store: Store, query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return store.run(sql, params) as Promise<{ rows: unknown[] }>;
};

/**
 * The statements GET /inbox runs for a first page, as it runs them: rows and sidebar counts, and the
 * total by a count (a search that fits on one page is its own total).
 */
const rawFirstPageOn = async (store: Store, plan: Plan, filters: ListFilters) => {
  const page = async () => {
    if (!filters.search)
      return Promise.all([runQuery(store, plan.page(filters, null, 51)), runQuery(store, plan.count(filters))]);
    const rows = await runQuery(store, plan.page(filters, null, 51));
    return rows.rows.length > 50 ? [rows, await runQuery(store, plan.count(filters))] : [rows];
  };
  return Promise.all([page(), runQuery(store, plan.counts(filters.workspaceId))]);
};

export const runInboxBench = async (kind: 'postgres' | 'pglite'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-inbox-'));
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

    // The same statements the API runs, timed here first: PGlite's folder is the server's once it starts.
    const raw = new Map<string, number[]>();
    for (const plan of plans) {
      raw.set(
        `${plan.tab}:first`,
        await timeRepeated(30, () => rawFirstPageOn(store, plan, { workspaceId: WORKSPACE })),
      );
      raw.set(
        `${plan.tab}:search`,
        await timeRepeated(10, () => rawFirstPageOn(store, plan, { workspaceId: WORKSPACE, search: plan.search })),
      );
    }
    await store.release();

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
        fetch(`${server.baseUrl}/api/inbox?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(
          async (r) => {
            if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
            return r.json() as Promise<{ total: number }>;
          },
        );
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
      for (const plan of plans) {
        const label = plan.tab === 'calls' ? `${n} calls (voice + WhatsApp)` : `${n} ${plan.tab}`;
        add(
          `${plan.tab}: first page of ${label}`,
          await timeRepeated(30, () => get(`tab=${plan.tab}&limit=50`)),
          raw.get(`${plan.tab}:first`)!,
        );
        add(
          `${plan.tab}: search "${plan.search}"`,
          await timeRepeated(10, () => get(`tab=${plan.tab}&limit=50&search=${encodeURIComponent(plan.search)}`)),
          raw.get(`${plan.tab}:search`)!,
        );
      }

      const rendered = await measureRenderedRows(server.baseUrl, token);
      rows.push({
        metric: `${kind}: rows in the DOM, mail list of ${n} scrolled (Chromium)`,
        value: rendered.maxRows,
        unit: 'rows',
        budget: '< 100',
        note: `list shows "${rendered.total}"`,
      });

      // Every bench mail comes from a new sender, so each one adds a conversation to the list.
      const before = (await get('tab=mails&limit=1')).total;
      const perSecond = await measureSmtp(smtpPort);
      const after = (await get('tab=mails&limit=1')).total;
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
    await store.drop();
  }
  return rows;
};
