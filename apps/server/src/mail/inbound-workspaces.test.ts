import type { InboxMail, ListInboxResponse, QuarantinedMail } from '@agentdesk/shared';
import { count, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQuarantine, mailThreads, outboxMails } from '../db/schema.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../test/test-app.ts';
import { workspaceTagOf } from './workspace-address.ts';

// Each workspace's own inbound address, through the real SMTP listener: the bare address is the
// first workspace's, `inbox+<workspace id>@` another's; replies follow the outgoing Message-ID.

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const first = { token: '', workspaceId: '' };
const second = { token: '', workspaceId: '', address: '' };
const BARE = 'inbox@agentdesk.test';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    SMTP_URL: sink.url,
    MAIL_FROM: `AgentDesk <${BARE}>`,
    MAIL_POLL_MS: '3600000',
  });
  first.token = (await signUpUser(t.app)).token;
  first.workspaceId = await workspaceOf(t.app, first.token);
  second.token = (await signUpUser(t.app)).token;
  second.workspaceId = await workspaceOf(t.app, second.token);
  second.address = `inbox+${second.workspaceId}@agentdesk.test`;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const client = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: t.app.inboundSmtpPort()!, secure: false, ignoreTLS: true });
const list = async (token: string, query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/inbox?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListInboxResponse>();
};
const send = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();
const storedCount = async () => [
  (await t.database.db.select({ n: count() }).from(mailThreads))[0]!.n,
  (await t.database.db.select({ n: count() }).from(mailQuarantine))[0]!.n,
];

describe('inbound mail per workspace', () => {
  it('shows each workspace its own inbound address: the bare one for the first, sub-addressed for the others', async () => {
    expect((await list(first.token, 'tab=mails')).inbound_address).toBe(BARE);
    expect((await list(second.token, 'tab=chats')).inbound_address).toBe(second.address);
    expect(workspaceTagOf(second.address)).toBe(second.workspaceId);
    expect(workspaceTagOf('inbox+sales@agentdesk.test')).toBeNull();
  });

  it("delivers mail to a workspace's address into that workspace only, and mail to the bare address into the first", async () => {
    await client().sendMail({
      from: 'Bea Second <bea@gmail.com>',
      to: second.address,
      subject: 'For the second',
      text: 'Hello second business',
    });
    await client().sendMail({
      from: 'Fred First <fred@gmail.com>',
      to: BARE,
      subject: 'For the first',
      text: 'Hello first business',
    });
    expect((await list(second.token, 'tab=mails&search=bea')).total).toBe(1);
    expect((await list(first.token, 'tab=mails&search=bea')).total).toBe(0);
    expect((await list(first.token, 'tab=mails&search=fred')).total).toBe(1);
    expect((await list(second.token, 'tab=mails&search=fred')).total).toBe(0);

    // Addressed to both: each keeps its own copy.
    await client().sendMail({
      from: 'Both <both@gmail.com>',
      to: [BARE, second.address],
      subject: 'For you both',
      text: 'Hello both',
    });
    const [mine, theirs] = [
      (await list(first.token, 'tab=mails&search=both')).data,
      (await list(second.token, 'tab=mails&search=both')).data,
    ];
    expect([mine.length, theirs.length]).toEqual([1, 1]);
    expect(mine[0]!.id).not.toBe(theirs[0]!.id);
  });

  it('refuses mail to a workspace that does not exist, storing it nowhere', async () => {
    const before = await storedCount();
    const unknown = `inbox+00000000-0000-4000-8000-000000000000@agentdesk.test`;
    const refused = client().sendMail({
      from: 'Lost <lost@gmail.com>',
      to: unknown,
      subject: 'Anyone?',
      text: 'Hello?',
    });
    await expect(refused).rejects.toMatchObject({ responseCode: 550 });
    // With a known recipient beside it, the known one takes it and the unknown one is refused.
    const partly = await client().sendMail({
      from: 'Lost <lost@gmail.com>',
      to: [unknown, second.address],
      subject: 'Anyone?',
      text: 'Hello?',
    });
    expect(partly.rejected).toEqual([unknown]);
    expect((await list(second.token, 'tab=mails&search=lost')).total).toBe(1);
    expect((await list(first.token, 'tab=mails&search=lost')).total).toBe(0);
    expect(await storedCount()).toEqual([before[0]! + 1, before[1]]);
  });

  it("sends a workspace's mail from its own address, and a reply comes back to that workspace's thread, whatever address it is sent to", async () => {
    const thread = (await list(second.token, 'tab=mails&search=bea')).data[0] as InboxMail;
    const reply = await send(second.token, `/inbox/${thread.id}/reply`, { tab: 'mails', text: 'Thanks Bea.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const replyId: string = reply.json().data.message_id;
    await expect
      .poll(() => sink.mails.some((m) => m.raw.includes('Thanks Bea.')), { timeout: 30_000, interval: 20 })
      .toBe(true);
    const delivered = sink.mails.find((m) => m.raw.includes('Thanks Bea.'))!;
    expect(headerOf(delivered.raw, 'From')).toContain(`<${second.address}>`);
    const [queued] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.messageId, replyId));
    expect(queued!.workspaceId).toBe(second.workspaceId);

    // Her client answers to the bare address (the sub-address lost): the Message-ID it answers decides.
    await client().sendMail({
      from: 'Bea Second <bea@gmail.com>',
      to: BARE,
      subject: 'Re: For the second',
      text: 'You are welcome',
      inReplyTo: `<${replyId}>`,
      references: [`<${replyId}>`],
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/inbox/${thread.id}?tab=mails`, headers: bearer(second.token) })
    ).json().data;
    expect(detail.messages.map((m: { direction: string; text: string }) => `${m.direction}:${m.text.trim()}`)).toEqual([
      'in:Hello second business',
      'out:Thanks Bea.',
      'in:You are welcome',
    ]);
    expect((await list(first.token, 'tab=mails&search=welcome')).total).toBe(0);

    // A new mail composed in the first workspace goes out from the bare address, as before workspaces.
    const composed = await send(first.token, '/inbox/mails', {
      to: 'fred@gmail.com',
      subject: 'News',
      text: 'From the first business',
    });
    expect(composed.statusCode, composed.body).toBe(200);
    await expect
      .poll(() => sink.mails.some((m) => m.raw.includes('From the first business')), { timeout: 30_000, interval: 20 })
      .toBe(true);
    expect(headerOf(sink.mails.find((m) => m.raw.includes('From the first business'))!.raw, 'From')).toBe(
      `AgentDesk <${BARE}>`,
    );
  });

  it("quarantines a dangerous mail in its own workspace's folder", async () => {
    await client().sendMail({
      from: 'Eve <eve@gmail.com>',
      to: second.address,
      subject: 'Invoice',
      text: 'Open it',
      attachments: [{ filename: 'invoice.exe', content: 'MZ' }],
    });
    const held = await list(second.token, 'tab=mails&folder=quarantine');
    expect(held.data.map((m) => (m as QuarantinedMail).email)).toEqual(['eve@gmail.com']);
    expect((await list(first.token, 'tab=mails&folder=quarantine')).total).toBe(0);
    const release = await send(second.token, `/inbox/quarantine/${held.data[0]!.id}/release`, {});
    expect(release.statusCode, release.body).toBe(200);
    expect((await list(second.token, 'tab=mails&search=eve')).total).toBe(1);
    expect((await list(first.token, 'tab=mails&search=eve')).total).toBe(0);
  });
});
