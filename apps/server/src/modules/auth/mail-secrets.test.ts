import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { outboxMails, passwordResets } from '../../db/schema.ts';
import { findText } from '../../test/find-text.ts';
import { smtpError, startSmtpSink } from '../../test/smtp-sink.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #28 item 1: a password-reset or invitation link is a single-use secret. The outbox keeps its mail
// with the link masked; the token waits beside it only until the mail is sent (or fails), is never
// kept for a mail kept locally, and never reaches a log line. The link works until used.

const MASK = '••••••••';
const TOKEN_IN_LOG = /token=[\w-]{20,}/;

describe('single-use links in mail sent over SMTP', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const lines: string[] = [];
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token === undefined ? {} : bearer(token) });

  /** The text of the newest mail the sink received for an address, as its reader sees it. */
  const deliveredText = async (to: string): Promise<string> => {
    await expect.poll(() => sink.mails.some((m) => m.to.includes(to)), { timeout: 30_000, interval: 20 }).toBe(true);
    const raw = sink.mails.filter((m) => m.to.includes(to)).at(-1)!.raw;
    return (await simpleParser(raw)).text ?? '';
  };
  const outboxOf = async (to: string) => {
    const rows = await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, to));
    return rows.at(-1)!;
  };
  const settled = (to: string, status: 'sent' | 'failed') =>
    expect.poll(async () => (await outboxOf(to)).status, { timeout: 30_000, interval: 20 }).toBe(status);

  beforeAll(async () => {
    sink = await startSmtpSink({
      checkRecipient: (address) => (address.address.startsWith('bounce') ? smtpError('No such mailbox', 550) : null),
    });
    t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://desk.example.com' }, { logLines: lines });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends the reset link whole, then keeps no usable token anywhere; the link works once', async () => {
    const user = await signUpUser(t.app, { email: 'ada@example.com' });
    const asked = await post('/api/user/reset-password/', { email: user.email });
    expect(asked.json()).toMatchObject({ data: { sends_mail: true } });
    const text = await deliveredText(user.email);
    const token = /https:\/\/desk\.example\.com\/reset-password\?token=([\w-]{40,})/.exec(text)?.[1];
    expect(token).toBeTruthy();
    await settled(user.email, 'sent');

    const row = await outboxOf(user.email);
    expect(row.textBody).toContain(`https://desk.example.com/reset-password?token=${MASK}`);
    expect(row.secret).toBeNull();
    expect(await findText(t.database.db, [token!])).toEqual([]);
    expect(lines.join('\n')).not.toContain(token);

    const confirm = (password: string) =>
      post('/api/user/reset-password/confirm', { token: token!, new_password: password });
    expect((await confirm('mailed and reset')).statusCode).toBe(200);
    expect((await post('/api/user/login', { email: user.email, password: 'mailed and reset' })).statusCode).toBe(200);
    expect((await confirm('once more please')).statusCode).toBe(400);
  });

  it('spends an older link when a newer one is asked for, and refuses an expired one', async () => {
    const user = await signUpUser(t.app);
    const linkMailed = async () => {
      const before = sink.mails.length;
      await post('/api/user/reset-password/', { email: user.email });
      await expect.poll(() => sink.mails.length, { timeout: 30_000, interval: 20 }).toBe(before + 1);
      return /token=([\w-]+)/.exec(await deliveredText(user.email))![1]!;
    };
    const first = await linkMailed();
    const second = await linkMailed();
    const confirm = (token: string) =>
      post('/api/user/reset-password/confirm', { token, new_password: 'whatever works' });
    expect((await confirm(first)).statusCode).toBe(400);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.userId, user.id));
    expect((await confirm(second)).statusCode).toBe(400);
  });

  it('keeps no token of a mail that could not be delivered', async () => {
    const user = await signUpUser(t.app, { email: 'bounce.me@example.com' });
    await post('/api/user/reset-password/', { email: user.email });
    await settled(user.email, 'failed');
    const row = await outboxOf(user.email);
    expect(row.secret).toBeNull();
    expect(row.textBody).toContain(`reset-password?token=${MASK}`);
  });

  it('sends an invitation’s link whole and keeps it nowhere after; it works until accepted', async () => {
    const owner = await signUpUser(t.app);
    const created = await post(
      '/api/workspaces/current/invitations',
      { email: 'grace@example.com', role: 'member' },
      owner.token,
    );
    expect(created.statusCode).toBe(200);
    const token = new URL(created.json().data.link as string).searchParams.get('token')!;
    expect(await deliveredText('grace@example.com')).toContain(`/invitation?token=${token}`);
    await settled('grace@example.com', 'sent');
    expect((await outboxOf('grace@example.com')).textBody).toContain(`/invitation?token=${MASK}`);
    expect(await findText(t.database.db, [token])).toEqual([]);
    expect(lines.join('\n')).not.toContain(token);
    expect((await t.app.inject({ url: `/api/invitations/preview?token=${token}` })).statusCode).toBe(200);
  });

  it('never writes a link with its token to the log', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('\n')).not.toMatch(TOKEN_IN_LOG);
  });

  it('holds a secret only on a pending mail, whoever writes the row', async () => {
    const secretOf = async (id: string) =>
      rowsOf<{ secret: string | null }>(
        await t.database.db.execute(sql`select secret from outbox_mails where id = ${id}`),
      )[0]!.secret;
    const insert = async (status: string) =>
      rowsOf<{ id: string }>(
        await t.database.db
          .execute(sql`insert into outbox_mails (kind, to_address, subject, text_body, status, next_attempt_at, secret)
          values ('password-reset', 'row@example.com', 's', ${`token=${MASK}`}, ${status}, now() + interval '1 day', 'a-secret')
          returning id`),
      )[0]!.id;
    expect(await secretOf(await insert('local'))).toBeNull();
    const pending = await insert('pending');
    expect(await secretOf(pending)).toBe('a-secret');
    await t.database.db.execute(sql`update outbox_mails set status = 'sent' where id = ${pending}`);
    expect(await secretOf(pending)).toBeNull();
  });
});

describe('single-use links in mail kept locally (no SMTP_URL)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://desk.example.com' }, { logLines: lines });
  });
  afterAll(() => t.close());

  it('keeps the invitation with its link masked; the admin has the link once, and it works', async () => {
    const owner = await signUpUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/invitations',
      headers: bearer(owner.token),
      payload: { email: 'linus@example.com', role: 'viewer' },
    });
    const token = new URL(created.json().data.link as string).searchParams.get('token')!;
    const [row] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, 'linus@example.com'));
    expect(row).toMatchObject({ status: 'local', secret: null });
    expect(row!.textBody).toContain(`https://desk.example.com/invitation?token=${MASK}`);
    expect(await findText(t.database.db, [token])).toEqual([]);
    expect((await t.app.inject({ url: `/api/invitations/preview?token=${token}` })).statusCode).toBe(200);

    const user = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/reset-password/', payload: { email: user.email } });
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(TOKEN_IN_LOG);
    expect(log).not.toContain('reset-password?token');
  });
});
