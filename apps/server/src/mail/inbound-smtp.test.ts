import type { InboxMail, ListInboxResponse } from '@agentdesk/shared';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const MAX_BYTES = 50_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_MAIL_MAX_BYTES: String(MAX_BYTES),
    SMTP_URL: sink.url,
    MAIL_FROM: 'AgentDesk <inbox@agentdesk.test>',
    MAIL_POLL_MS: '3600000',
  });
  token = (await signUpUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const client = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: t.app.inboundSmtpPort()!, secure: false, ignoreTLS: true });
const list = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/inbox?${query}`, headers: bearer(token) })).json<ListInboxResponse>();
const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();

describe('inbound SMTP listener', () => {
  it('round trip: a mail in, a threaded reply out over SMTP_URL, and the answer back in the same thread', async () => {
    await client().sendMail({
      from: 'Carlos Ruiz <carlos.ruiz@outlook.com>',
      to: 'inbox@agentdesk.test',
      subject: 'Question about the role',
      text: 'Is remote work possible?',
      messageId: '<carlos-1@outlook.com>',
    });
    const inbox = await list('tab=mails&search=carlos');
    expect(inbox.data).toHaveLength(1);
    const thread = inbox.data[0] as InboxMail;
    expect(thread).toMatchObject({
      name: 'Carlos Ruiz',
      platform: 'outlook',
      state: 'unread',
      subject: 'Question about the role',
    });

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${thread.id}/reply`,
      headers: bearer(token),
      payload: { tab: 'mails', text: 'Yes, fully remote.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const replyId: string = reply.json().data.message_id;
    // Delivered at once (the route kicks the outbox after its transaction): the poll is an hour away here.
    await expect
      .poll(() => sink.mails.some((m) => m.raw.includes('Yes, fully remote.')), { timeout: 30_000, interval: 20 })
      .toBe(true);
    const delivered = sink.mails.find((m) => m.raw.includes('Yes, fully remote.'));
    expect(delivered?.to).toEqual(['carlos.ruiz@outlook.com']);
    expect(headerOf(delivered!.raw, 'In-Reply-To')).toBe('<carlos-1@outlook.com>');
    expect(headerOf(delivered!.raw, 'References')).toBe('<carlos-1@outlook.com>');
    expect(headerOf(delivered!.raw, 'Message-ID')).toBe(`<${replyId}>`);
    expect(headerOf(delivered!.raw, 'Subject')).toBe('Re: Question about the role');
    // Recorded as sent after the SMTP server's answer, so a moment after the sink has it.
    await expect
      .poll(async () => (await list('tab=mails&folder=sent&search=carlos')).data[0], { timeout: 30_000, interval: 20 })
      .toMatchObject({ delivery_status: 'sent', thread_id: thread.id });

    await client().sendMail({
      from: 'Carlos Ruiz <carlos.ruiz@outlook.com>',
      to: 'inbox@agentdesk.test',
      subject: 'Re: Question about the role',
      text: 'Great, thank you!',
      inReplyTo: `<${replyId}>`,
      references: ['<carlos-1@outlook.com>', `<${replyId}>`],
    });
    const after = await list('tab=mails&search=carlos');
    expect(after.data.map((m) => m.id)).toEqual([thread.id]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/inbox/${thread.id}?tab=mails`, headers: bearer(token) })
    ).json().data;
    expect(detail.messages.map((m: { direction: string; text: string }) => `${m.direction}:${m.text.trim()}`)).toEqual([
      'in:Is remote work possible?',
      'out:Yes, fully remote.',
      'in:Great, thank you!',
    ]);
  });

  it('refuses oversized and malformed mail with SMTP codes, quarantines dangerous attachments, and keeps listening', async () => {
    const oversized = client().sendMail({
      from: 'big@gmail.com',
      to: 'inbox@agentdesk.test',
      subject: 'Big',
      text: 'x'.repeat(MAX_BYTES * 2),
    });
    await expect(oversized).rejects.toMatchObject({ responseCode: 552 });

    const malformed = client().sendMail({
      envelope: { from: 'odd@gmail.com', to: ['inbox@agentdesk.test'] },
      raw: 'This is not a mail at all\r\n',
    });
    await expect(malformed).rejects.toMatchObject({ responseCode: 550 });

    const dangerous = await client().sendMail({
      from: 'Eve <eve@gmail.com>',
      to: 'inbox@agentdesk.test',
      subject: 'Your invoice',
      text: 'See attached',
      attachments: [{ filename: 'invoice.js', content: 'alert(1)' }],
    });
    expect(dangerous.response).toMatch(/^250/);
    expect((await list('tab=mails&search=eve%40gmail')).total).toBe(0);

    const fine = await client().sendMail({
      from: 'Still Here <still.here@gmail.com>',
      to: 'inbox@agentdesk.test',
      subject: 'After all that',
      text: 'Listener is alive',
    });
    expect(fine.response).toMatch(/^250/);
    expect((await list('tab=mails&search=still.here')).total).toBe(1);
  });

  it('stores a mail carrying NUL characters (which PostgreSQL text cannot hold) without them, rather than losing it', async () => {
    const sent = await client().sendMail({
      from: 'Nul Sender <nul.sender@gmail.com>',
      to: 'inbox@agentdesk.test',
      subject: 'Odd\u0000subject',
      text: 'Binary\u0000junk inside',
    });
    expect(sent.response).toMatch(/^250/);
    const { data } = await list('tab=mails&search=nul.sender');
    expect(data).toHaveLength(1);
    expect((data[0] as InboxMail).subject).toBe('Oddsubject');
    expect((data[0] as InboxMail).summary).toContain('Binaryjunk inside');
  });
});
