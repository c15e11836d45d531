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

// The unified inbox on PostgreSQL with 100,000 items of each type (mail threads, voice calls plus
// WhatsApp calls, chats) made by SQL: first page and search through the API against the very same
// SQL statements run directly; rows the virtualized list keeps in Chromium's DOM; inbound SMTP
// messages stored per second.
const COUNT = Number(process.env['INBOX_BENCH_COUNT'] ?? 100_000);
const SMTP_MESSAGES = Number(process.env['INBOX_BENCH_SMTP_MESSAGES'] ?? 500);
const NOW = Date.UTC(2026, 10, 20, 12);
const dialect = new PgDialect();

const fill = async (pool: pg.Pool) => {
  const span = 90 * 86_400_000;
  await pool.query(`
    insert into mail_threads (id, subject, contact_name, contact_email, platform, state, summary, has_inbound, last_message_at, created_at)
    select md5('m' || i)::uuid, 'Subject ' || i, 'Contact ' || i, 'contact' || i || (case when i % 2 = 0 then '@gmail.com' else '@outlook.com' end),
      case when i % 2 = 0 then 'gmail' else 'outlook' end, (array['unread','follow_up','closed'])[1 + i % 3], 'Message text number ' || i, true,
      to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0)
    from generate_series(1, ${COUNT}) as i`);
  await pool.query(`
    insert into mail_messages (thread_id, direction, message_id, from_address, from_name, to_address, subject, text_body, created_at)
    select md5('m' || i)::uuid, 'in', 'bench-' || i || '@example.com', 'contact' || i || '@example.com', 'Contact ' || i, 'inbox@agentdesk.local',
      'Subject ' || i, 'Hello, this is message number ' || i || ' about the settlement of invoice ' || (i * 7), now()
    from generate_series(1, ${COUNT}) as i`);
  await pool.query(`
    insert into chat_threads (id, platform, contact_ref, contact_name, state, last_message, last_message_at, unread_count)
    select md5('c' || i)::uuid, case when i % 2 = 0 then 'whatsapp' else 'linkedin' end, 'ref-' || i, 'Chat contact ' || i,
      (array['new','active','closed'])[1 + i % 3], 'Last chat message ' || i, to_timestamp((${NOW} - i::bigint * ${span} / ${COUNT}) / 1000.0), i % 4
    from generate_series(1, ${COUNT}) as i`);
  await pool.query(`
    insert into chat_messages (thread_id, direction, external_id, text, status)
    select md5('c' || i)::uuid, 'in', 'ext-' || i, 'Last chat message ' || i, 'received' from generate_series(1, ${COUNT}) as i`);
  // 100,000 calls in all: half voice (the calls table), half WhatsApp.
  const half = Math.floor(COUNT / 2);
  await pool.query(`
    insert into calls (call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, call_successful, call_summary, has_recording, record, inbox_state)
    select 'call_' || lpad(i::text, 8, '0'), 'zara', 'ended', case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
      ${NOW} - (i::bigint * ${span} / ${half}), 60000, i % 3 <> 0, 'Call summary ' || i, i % 5 <> 0, jsonb_build_object('call_id', 'call_' || lpad(i::text, 8, '0')),
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await pool.query(`
    insert into whatsapp_calls (id, contact_ref, contact_name, business_number, direction, status, start_timestamp, duration_ms, summary, state)
    select 'wa_' || lpad(i::text, 8, '0'), '+9197' || lpad(i::text, 8, '0'), 'Caller ' || i, '+918000000000', 'inbound',
      (array['completed','missed','cancelled'])[1 + i % 3], ${NOW} - (i::bigint * ${span} / ${half}) - 1, 30000, 'WhatsApp call ' || i,
      (array['new','follow_up','completed'])[1 + i % 3]
    from generate_series(1, ${half}) as i`);
  await pool.query('analyze');
};

type Plan = { tab: 'mails' | 'calls' | 'chats'; page: (f: ListFilters, c: null, l: number) => SQL; count: (f: ListFilters) => SQL; counts: () => SQL; search: string };
const plans: Plan[] = [
  { tab: 'mails', page: mailThreadsPageSql, count: mailThreadsCountSql, counts: mailCountsSql, search: 'invoice 7007' },
  { tab: 'calls', page: callsPageSql, count: callsCountSql, counts: callCountsSql, search: 'Caller 4242' },
  { tab: 'chats', page: chatThreadsPageSql, count: chatThreadsCountSql, counts: chatCountsSql, search: 'contact 4242' },
];

/** The statements GET /inbox runs for a first page: rows, total, sidebar counts (in parallel). */
const rawFirstPage = (pool: pg.Pool, plan: Plan, filters: ListFilters) =>
  Promise.all([plan.page(filters, null, 51), plan.count(filters), plan.counts()].map((q) => dialect.sqlToQuery(q)).map((q) => pool.query(q.sql, q.params)));

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
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 4, maxMessages: Infinity });
  const began = performance.now();
  const sends = Array.from({ length: SMTP_MESSAGES }, (_, i) =>
    transport.sendMail({ from: `Sender ${i} <sender${i}@gmail.com>`, to: 'inbox@agentdesk.local', subject: `Bench ${i}`, text: `Inbound bench mail ${i}` }),
  );
  await Promise.all(sends);
  const seconds = (performance.now() - began) / 1000;
  transport.close();
  return SMTP_MESSAGES / seconds;
};

export const runInboxBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const { url, drop } = await createBenchDatabase('agentdesk_bench_inbox');
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-inbox-'));
  const n = COUNT.toLocaleString('en-US');
  try {
    const database = await openDatabase({ kind: 'postgres', url });
    await migrate(database);
    await database.close();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const loadBegan = performance.now();
    await fill(pool);
    rows.push({ metric: `load ${n} items of each type by SQL`, value: round((performance.now() - loadBegan) / 1000), unit: 's' });

    const smtpPort = await freePort();
    const server = await startServerProcess({
      dataDir,
      command: 'npm-start',
      env: { DATABASE_URL: url, SEED: 'false', AUTH_RATE_LIMIT: '100000', PASSWORD_HASH_COST: '12', LOG_LEVEL: 'warn', INBOUND_SMTP_PORT: String(smtpPort), INBOUND_SMTP_HOST: '127.0.0.1' },
      timeoutMs: 240_000,
    });
    try {
      const signup = await fetch(`${server.baseUrl}/api/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'bench-password' }),
      });
      const token = ((await signup.json()) as { data: { token: string } }).data.token;
      const get = (query: string) =>
        fetch(`${server.baseUrl}/api/inbox?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
          if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
          return r.arrayBuffer();
        });
      const add = (metric: string, api: number[], raw: number[]) => {
        rows.push({ metric: `${metric}, API p50`, value: round(percentile(api, 50)), unit: 'ms', note: `API/raw p50 ${round(percentile(api, 50) / percentile(raw, 50), 2)}×; p99 ${round(percentile(api, 99))} ms` });
        rows.push({ metric: `${metric}, raw SQL p50`, value: round(percentile(raw, 50)), unit: 'ms', note: `p99 ${round(percentile(raw, 99))} ms` });
      };
      for (const plan of plans) {
        const label = plan.tab === 'calls' ? `${n} calls (voice + WhatsApp)` : `${n} ${plan.tab}`;
        const apiFirst = await timeRepeated(30, () => get(`tab=${plan.tab}&limit=50`));
        const rawFirst = await timeRepeated(30, () => rawFirstPage(pool, plan, {}));
        add(`${plan.tab}: first page of ${label}`, apiFirst, rawFirst);
        const apiSearch = await timeRepeated(10, () => get(`tab=${plan.tab}&limit=50&search=${encodeURIComponent(plan.search)}`));
        const rawSearch = await timeRepeated(10, () => rawFirstPage(pool, plan, { search: plan.search }));
        add(`${plan.tab}: search "${plan.search}"`, apiSearch, rawSearch);
      }

      const rendered = await measureRenderedRows(server.baseUrl, token);
      rows.push({ metric: `rows in the DOM, mail list of ${n} scrolled (Chromium)`, value: rendered.maxRows, unit: 'rows', budget: '< 100', note: `list shows "${rendered.total}"` });

      const before = Number((await pool.query(`select count(*)::int as n from mail_messages where direction = 'in'`)).rows[0].n);
      const perSecond = await measureSmtp(smtpPort);
      const after = Number((await pool.query(`select count(*)::int as n from mail_messages where direction = 'in'`)).rows[0].n);
      rows.push({ metric: `inbound SMTP, ${SMTP_MESSAGES} mails over 4 connections`, value: round(perSecond), unit: 'mails/s', note: `${after - before} stored` });
    } finally {
      await server.stop('SIGTERM');
      await pool.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
  return rows;
};
