import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../db/schema.ts';
import { openMailerOnSink, type MailerOnSink } from '../test/mailer-on-sink.ts';

/** Resolves once a mail with this subject reached the sink (an hour-long poll never runs here). */
const deliveredWithin = (sink: { mails: { raw: string }[] }, subject: string) =>
  expect
    .poll(() => sink.mails.some((m) => m.raw.includes(`Subject: ${subject}`)), { timeout: 30_000, interval: 20 })
    .toBe(true);

describe('mailer outbox', () => {
  let sink: MailerOnSink['sink'];
  let db: MailerOnSink['db'];
  let mailer: MailerOnSink['mailer'];
  let close: MailerOnSink['close'];
  beforeAll(async () => {
    // A poll far away: only kicks deliver within this test.
    ({ sink, db, mailer, close } = await openMailerOnSink());
  });
  afterAll(() => close());

  it('delivers a mail queued on its own at once', async () => {
    await mailer.enqueue({ kind: 'test', to: 'solo@example.com', subject: 'Solo', text: 'Alone' });
    await deliveredWithin(sink, 'Solo');
  });

  it('delivers a mail queued in a transaction once kicked after the commit, with its threading headers', async () => {
    const { messageId } = await db.transaction((tx) =>
      mailer.enqueue(
        {
          kind: 'test',
          to: 'tx@example.com',
          subject: 'In a transaction',
          text: 'Committed first',
          inReplyTo: 'parent@example.com',
          references: ['root@example.com', 'parent@example.com'],
        },
        tx,
      ),
    );
    mailer.kick();
    await deliveredWithin(sink, 'In a transaction');
    const raw = sink.mails.find((m) => m.raw.includes('Subject: In a transaction'))!.raw;
    expect(raw).toContain(`Message-ID: <${messageId}>`);
    expect(raw).toContain('In-Reply-To: <parent@example.com>');
    expect(raw).toContain('References: <root@example.com> <parent@example.com>');
    // The mailer records the delivery after the SMTP server's answer, so a moment after the sink has the mail.
    const rowOf = async () => (await db.select().from(outboxMails).where(eq(outboxMails.messageId, messageId)))[0];
    await expect.poll(rowOf, { timeout: 30_000, interval: 20 }).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
