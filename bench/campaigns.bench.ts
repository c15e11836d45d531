import { randomUUID } from 'node:crypto';
import { campaignPaths } from '@agentdesk/shared';
import nodemailer from 'nodemailer';
import { bearer, createTestApp, signUpUser, type TestApp } from '../apps/server/src/test/test-app.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import type { BenchRow } from './report.ts';
import { percentile } from './stats.ts';

// Campaign sending: messages per second delivered to a local SMTP server (smtp-server) by the
// durable sender (claim with a lease, send, record, show in Sent) with 1, 4 and 16 threads, next
// to nodemailer sending the same messages straight from memory with the same concurrency, in turns
// (medians of BENCH_CAMPAIGN_ROUNDS rounds, each side first every other round).
// Then a 50,000-row CSV import through the real endpoint: time and peak memory.

const MESSAGES = Number(process.env['BENCH_CAMPAIGN_MESSAGES'] ?? 600);
const CSV_ROWS = 50_000;
const THREADS = [1, 4, 16];
const ROUNDS = Number(process.env['BENCH_CAMPAIGN_ROUNDS'] ?? 3);

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / (1024 * 1024));

const multipart = (content: string) => {
  const boundary = `----bench${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="recipients.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};

const createCampaign = async (t: TestApp, token: string, name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${campaignPaths.create}`,
    headers: bearer(token),
    payload: {
      category: 'Sales',
      campaign_name: name,
      attachment_uri: 'https://x.example/b.pdf',
      send_static_content: true,
      subject: 'Hello {{name}}',
      body: 'Dear {{name}} of {{company}}, here is our offer.',
    },
  });
  return (response.json().data as { id: string }).id;
};

const recipientsFor = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    RecipientEmail: `r${i}.${tag}@example.com`,
    RecipientInfo: `name=R${i}; company=Co${i}`,
  }));

/** The durable sender end to end: trigger, then wait until every recipient is recorded. */
const measureSender = async (t: TestApp, token: string, threads: number, sinkCount: () => number) => {
  const id = await createCampaign(t, token, `bench ${threads}`);
  await t.app.inject({
    method: 'PUT',
    url: `/api${campaignPaths.recipientsWithoutCsv(id)}`,
    headers: bearer(token),
    payload: { recipients: recipientsFor(MESSAGES, `t${threads}`) },
  });
  const before = sinkCount();
  const started = performance.now();
  await t.app.inject({
    method: 'POST',
    url: `/api${campaignPaths.trigger}?campaign_id=${id}&no_of_thread=${threads}`,
    headers: bearer(token),
  });
  await t.app.campaignSender.idle(id);
  const seconds = (performance.now() - started) / 1000;
  const delivered = sinkCount() - before;
  if (delivered !== MESSAGES) throw new Error(`sender delivered ${delivered} of ${MESSAGES}`);
  return MESSAGES / seconds;
};

/** nodemailer alone: the same messages from memory, `threads` pooled connections, no database. */
const measureDirect = async (smtpUrl: string, threads: number, sinkCount: () => number) => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: threads,
    maxMessages: Infinity,
  });
  const messages = recipientsFor(MESSAGES, `d${threads}`).map((r, i) => ({
    from: 'AgentDesk <no-reply@agentdesk.local>',
    to: r.RecipientEmail,
    subject: `Hello R${i}`,
    text: `Dear R${i} of Co${i}, here is our offer.`,
    messageId: `<bench-${threads}-${i}@agentdesk.local>`,
  }));
  const before = sinkCount();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      while (next < messages.length) await transport.sendMail(messages[next++]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  if (sinkCount() - before !== MESSAGES) throw new Error('direct send lost messages');
  return MESSAGES / seconds;
};

const measureCsvImport = async (t: TestApp, token: string) => {
  const lines = [
    'RecipientEmail,RecipientInfo',
    ...Array.from(
      { length: CSV_ROWS },
      (_, i) => `person${i}@example.com,"name=Person ${i}; company=Company ${i % 500}"`,
    ),
  ];
  const body = multipart(`${lines.join('\n')}\n`);
  const id = await createCampaign(t, token, 'csv bench');
  // Peak memory: the process's RSS high-water mark (maxRSS, kB) before and after, measured first in
  // the run so earlier work has not raised it; heap sampled between event-loop turns.
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 2);
  const started = performance.now();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api${campaignPaths.recipients(id)}`,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
  const ms = performance.now() - started;
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  clearInterval(sampler);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const accepted = (response.json().data as { accepted: number } | undefined)?.accepted;
  if (accepted !== CSV_ROWS) throw new Error(`CSV import took ${accepted} rows: ${response.body.slice(0, 200)}`);
  return {
    ms,
    fileMb: mb(body.payload.length),
    heapDeltaMb: mb(peakHeap - baseline.heapUsed),
    rssDeltaMb: mb(peakRss - maxRssBefore),
    peakRssMb: mb(peakRss),
  };
};

export const runCampaignsBench = async (): Promise<BenchRow[]> => {
  const sink = await startSmtpSink();
  const t = await createTestApp({ SMTP_URL: sink.url, CAMPAIGN_POLL_MS: '60000' });
  const rows: BenchRow[] = [];
  try {
    const { token } = await signUpUser(t.app);
    const sinkCount = () => sink.mails.length;
    const csv = await measureCsvImport(t, token);
    for (const threads of THREADS) {
      const senders: number[] = [];
      const directs: number[] = [];
      for (let turn = 0; turn < ROUNDS; turn += 1) {
        const steps = [
          async () => senders.push(await measureSender(t, token, threads, sinkCount)),
          async () => directs.push(await measureDirect(sink.url, threads, sinkCount)),
        ];
        for (const step of turn % 2 === 0 ? steps : steps.reverse()) await step();
        sink.mails.length = 0;
      }
      const [sender, direct] = [percentile(senders, 50), percentile(directs, 50)];
      const metric = `campaign sender, ${threads} thread${threads === 1 ? '' : 's'} (${t.database.kind})`;
      const note = `${MESSAGES} messages, median of ${ROUNDS} rounds in turns`;
      rows.push({ metric, value: round(sender), unit: 'msg/s', note });
      rows.push({
        metric: `nodemailer direct, ${threads} connection${threads === 1 ? '' : 's'}`,
        value: round(direct),
        unit: 'msg/s',
        note: `sender at ${round((sender / direct) * 100, 0)}% of it`,
      });
    }
    rows.push({
      metric: `CSV import, ${CSV_ROWS.toLocaleString('en-US')} rows (${csv.fileMb} MB), PUT recipients`,
      value: Math.round(csv.ms),
      unit: 'ms',
    });
    rows.push({ metric: 'CSV import peak heap growth (sampled)', value: csv.heapDeltaMb, unit: 'MB' });
    rows.push({
      metric: 'CSV import peak RSS growth (maxRSS)',
      value: csv.rssDeltaMb,
      unit: 'MB',
      note: `process peak ${csv.peakRssMb} MB${t.database.kind === 'pglite' ? ', includes in-memory PGlite' : ''}`,
    });
  } finally {
    await t.close();
    await sink.close();
  }
  return rows;
};
