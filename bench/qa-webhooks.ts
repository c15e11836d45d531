import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCalls } from '../apps/server/src/seed/call-generator.ts';
import { DEMO_ACCOUNT } from '../apps/server/src/seed/seed.ts';
import { signWebhook } from '../apps/server/src/lib/webhook-signature.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { createBenchDatabase } from './bench-database.ts';
import { BENCH_AGENTS, benchCriteria } from './qa-criteria.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// Issue #29 item 9, last figure: a call delivered by the provider's signed webhook, reviewed and
// announced by the scorecard's call_reviewed webhook within 2 s, at QA_BENCH_WEBHOOK_RATE webhooks a
// second (50) for QA_BENCH_WEBHOOK_SECONDS (20), against the product started as a user starts it
// (on each of QA_BENCH_DATABASES). The time is from the provider's delivery being sent to the announcement's arrival.

const RATE = Number(process.env['QA_BENCH_WEBHOOK_RATE'] ?? 50);
/** PGlite measured again at this rate (0: not): what the embedded database, on the server's one thread, sustains. */
export const PGLITE_RATE = Number(process.env['QA_BENCH_WEBHOOK_PGLITE_RATE'] ?? 35);
const SECONDS = Number(process.env['QA_BENCH_WEBHOOK_SECONDS'] ?? 20);
const TARGET_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postJson = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};

/** A local receiver of call_reviewed deliveries: when each call's first announcement arrived. */
const startReceiver = async () => {
  const arrived = new Map<string, number>();
  // When the review was written (its body's reviewed_at): the time up to it is the review's, the rest the delivery's.
  const reviewedAt = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { call_id?: string; reviewed_at?: string };
      if (body.call_id && !arrived.has(body.call_id)) {
        arrived.set(body.call_id, at);
        if (body.reviewed_at) reviewedAt.set(body.call_id, Date.parse(body.reviewed_at));
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/reviewed`, arrived, reviewedAt, close: () => server.close() };
};

export const runQaWebhookBench = async (kind: 'postgres' | 'pglite', rate = RATE): Promise<BenchRow[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-qa-hooks-'));
  const scratch = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_qa_hooks') : null;
  const label = `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} at ${rate}/s`;
  const receiver = await startReceiver();
  const server = await startServerProcess({
    dataDir,
    command: 'npm-start',
    timeoutMs: 600_000,
    env: {
      DATABASE_URL: scratch?.url ?? '',
      SMTP_URL: '',
      ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      AUTH_RATE_LIMIT: '100000',
    },
  });
  try {
    const base = server.baseUrl;
    const login = await postJson(`${base}/api/user/login`, {
      username: DEMO_ACCOUNT.email,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const token = login['token'] as string;
    await postJson(
      `${base}/api/qa/scorecards`,
      { name: 'Bench scorecard', agent_ids: BENCH_AGENTS, criteria: benchCriteria, webhook_url: receiver.url },
      token,
    );
    // The sample history is reviewed (and announced) first; the measurement starts once it is quiet.
    for (let quiet = 0; quiet < 3;) {
      const before = receiver.arrived.size;
      await sleep(1_000);
      quiet = receiver.arrived.size === before ? quiet + 1 : 0;
    }
    const connection = await (
      await fetch(`${base}/api/webhooks/calls/connection`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const { webhook_url: hookUrl, signing_key: key } = (
      connection as { data: { webhook_url: string; signing_key: string } }
    ).data;
    const hook = new URL(hookUrl);
    const target = `${base}${hook.pathname}${hook.search}`;
    const templates = generateCalls({ count: rate * SECONDS, seed: 91, now: Date.now(), days: 1 }).filter(
      (call) => (call.transcript_object?.length ?? 0) > 0,
    );
    const sent = new Map<string, number>();
    // How long each delivery took to be answered (stored): a server that cannot keep up with the
    // deliveries themselves shows it here first.
    const answered: number[] = [];
    const began = Date.now();
    const deliveries: Promise<void>[] = [];
    for (let n = 0; n < templates.length; n += 1) {
      const due = began + (n * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
      const callId = `qa_hook_${n}`;
      const body = JSON.stringify({ event: 'call_analyzed', call: { ...templates[n], call_id: callId } });
      const sentAt = Date.now();
      sent.set(callId, sentAt);
      deliveries.push(
        fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(body, key, Date.now()) },
          body,
        }).then(async (response) => {
          if (response.status !== 204) throw new Error(`webhook: ${response.status} ${await response.text()}`);
          answered.push(Date.now() - sentAt);
        }),
      );
    }
    await Promise.all(deliveries);
    const sendSeconds = (Date.now() - began) / 1000;
    // Every announcement, or 30 s after the last delivery.
    const deadline = Date.now() + 30_000;
    while ([...sent.keys()].some((id) => !receiver.arrived.has(id)) && Date.now() < deadline) await sleep(200);
    const latencies = [...sent].map(([id, at]) => (receiver.arrived.get(id) ?? Number.POSITIVE_INFINITY) - at);
    const announced = latencies.filter(Number.isFinite);
    const within = latencies.filter((ms) => ms <= TARGET_MS).length;
    // Where the time went: up to the review's write, then its delivery.
    const reviewing = [...sent].flatMap(([id, at]) => {
      const written = receiver.reviewedAt.get(id);
      return written === undefined ? [] : [written - at];
    });
    const delivering = [...receiver.reviewedAt]
      .filter(([id]) => sent.has(id))
      .map(([id, written]) => receiver.arrived.get(id)! - written);
    return [
      {
        metric: `${label}: call reviewed after its webhook, p50 (for ${SECONDS} s)`,
        value: round(percentile(announced, 50)),
        unit: 'ms',
        note: `${sent.size} calls sent in ${round(sendSeconds, 1)} s; ${announced.length} announced by call_reviewed`,
      },
      {
        metric: `${label}: call reviewed after its webhook, p95`,
        value: round(percentile(announced, 95)),
        unit: 'ms',
        budget: `≤ ${TARGET_MS} ms`,
      },
      {
        metric: `${label}: call reviewed after its webhook, slowest`,
        value: round(Math.max(...latencies)),
        unit: 'ms',
        budget: `≤ ${TARGET_MS} ms`,
        note: `${within} of ${sent.size} within ${TARGET_MS} ms`,
      },
      {
        metric: `${label}: the provider's delivery answered (the call stored), p50`,
        value: round(percentile(answered, 50)),
        unit: 'ms',
        note: `p95 ${round(percentile(answered, 95))} ms`,
      },
      {
        metric: `${label}: of which reviewing (delivered to the review written), p50`,
        value: round(percentile(reviewing, 50)),
        unit: 'ms',
        note: `p95 ${round(percentile(reviewing, 95))} ms (the review's reviewed_at, the server's clock)`,
      },
      {
        metric: `${label}: of which delivering (review written to the announcement received), p50`,
        value: round(percentile(delivering, 50)),
        unit: 'ms',
        note: `p95 ${round(percentile(delivering, 95))} ms`,
      },
    ];
  } finally {
    await server.stop('SIGTERM');
    receiver.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
