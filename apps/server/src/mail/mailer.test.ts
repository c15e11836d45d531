import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { createMailer, type Mailer } from './mailer.ts';

const noop = () => undefined;
const silentLog = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silentLog } as unknown as FastifyBaseLogger;

/** Resolves once a mail with this subject reached the sink (an hour-long poll never runs here). */
const deliveredWithin = (sink: { mails: { raw: string }[] }, subject: string) =>
  expect.poll(() => sink.mails.some((m) => m.raw.includes(`Subject: ${subject}`)), { timeout: 10_000, interval: 20 }).toBe(true);

describe('mailer outbox', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await openTestDatabase();
    // A poll far away: only kicks deliver within this test.
    mailer = createMailer({ db: database.database.db, smtpUrl: sink.url, from: 'AgentDesk <no-reply@agentdesk.local>', log: silentLog, pollMs: 3_600_000 });
    mailer.start();
  });
  afterAll(async () => {
    await mailer.stop();
    await database.database.close();
    await database.drop();
    await sink.close();
  });

  it('delivers a mail queued on its own at once', async () => {
    await mailer.enqueue({ kind: 'test', to: 'solo@example.com', subject: 'Solo', text: 'Alone' });
    await deliveredWithin(sink, 'Solo');
  });

  it('delivers a mail queued in a transaction once kicked after the commit, with its threading headers', async () => {
    const { messageId } = await database.database.db.transaction((tx) =>
      mailer.enqueue({ kind: 'test', to: 'tx@example.com', subject: 'In a transaction', text: 'Committed first', inReplyTo: 'parent@example.com', references: ['root@example.com', 'parent@example.com'] }, tx),
    );
    mailer.kick();
    await deliveredWithin(sink, 'In a transaction');
    const raw = sink.mails.find((m) => m.raw.includes('Subject: In a transaction'))!.raw;
    expect(raw).toContain(`Message-ID: <${messageId}>`);
    expect(raw).toContain('In-Reply-To: <parent@example.com>');
    expect(raw).toContain('References: <root@example.com> <parent@example.com>');
    // The mailer records the delivery after the SMTP server's answer, so a moment after the sink has the mail.
    const rowOf = async () => (await database.database.db.select().from(outboxMails).where(eq(outboxMails.messageId, messageId)))[0];
    await expect.poll(rowOf, { timeout: 10_000, interval: 20 }).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
