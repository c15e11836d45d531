import { campaignMessages, campaignPaths, MAX_CSV_BYTES, MAX_THREAD_COUNT } from '@agentdesk/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, mailMessages, mailThreads, outboxMails } from '../../db/schema.ts';
import { multipartFiles } from '../../test/multipart.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { smtpError, startSmtpSink } from '../../test/smtp-sink.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';

const api = (path: string) => `/api${path}`;

const validCampaign = {
  category: 'Sales',
  campaign_name: 'Spring outreach',
  attachment_uri: 'https://files.example.com/brochure.pdf',
  intent: '',
  send_static_content: true,
  subject: 'Hello {{name}}',
  body: 'Dear {{name}} of {{company}}, write to {{email}}.',
};

export const multipart = (content: string | Buffer, options: { field?: string; filename?: string } = {}) =>
  multipartFiles([{ content, field: options.field ?? 'csv_file', filename: options.filename ?? 'recipients.csv', type: 'text/csv' }]);

type Client = ReturnType<typeof clientFor>;

const clientFor = (t: TestApp, token: string) => ({
  headers: bearer(token),
  create: (body: unknown = validCampaign) => t.app.inject({ method: 'POST', url: api(campaignPaths.create), headers: bearer(token), payload: body as object }),
  get: (id: string) => t.app.inject({ method: 'GET', url: api(campaignPaths.campaign(id)), headers: bearer(token) }),
  uploadCsv: (id: string, content: string | Buffer, options: { field?: string; filename?: string } = {}) => {
    const body = multipart(content, options);
    return t.app.inject({ method: 'PUT', url: api(campaignPaths.recipients(id)), headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  },
  putRecipients: (id: string, recipients: unknown[]) =>
    t.app.inject({ method: 'PUT', url: api(campaignPaths.recipientsWithoutCsv(id)), headers: bearer(token), payload: { recipients } }),
  trigger: (id: string, threads?: string) =>
    t.app.inject({ method: 'POST', url: api(`${campaignPaths.trigger}?campaign_id=${id}${threads === undefined ? '' : `&no_of_thread=${threads}`}`), headers: bearer(token) }),
  replies: (id?: string) => t.app.inject({ method: 'POST', url: api(`${campaignPaths.sendReplies}${id ? `?campaign_id=${id}` : ''}`), headers: bearer(token) }),
  report: (id: string) => t.app.inject({ method: 'GET', url: api(campaignPaths.report(id)), headers: bearer(token) }),
});

const newCampaign = async (client: Client, body: unknown = validCampaign): Promise<string> => {
  const response = await client.create(body);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: string }).id;
};

const waitDone = async (client: Client, id: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await client.get(id)).json().data;
    if (data.progress.is_done) return data;
    if (Date.now() > deadline) throw new Error(`campaign not done: ${JSON.stringify(data.progress)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('campaigns without SMTP (local outbox)', () => {
  let t: TestApp;
  let client: Client;

  beforeAll(async () => {
    t = await createTestApp();
    client = clientFor(t, (await signUpUser(t.app)).token);
  });
  afterAll(() => t.close());

  it('creates a campaign (data.id), at step 2, category Sales', async () => {
    const id = await newCampaign(client);
    const data = (await client.get(id)).json().data;
    expect(data).toMatchObject({ id, category: 'Sales', step: 2, campaign_name: 'Spring outreach', triggered_at: null, progress: { total: 0 } });
  });

  it.each([
    [{ campaign_name: '  ' }, campaignMessages.nameRequired],
    [{ attachment_uri: '' }, campaignMessages.attachmentRequired],
    [{ subject: '' }, campaignMessages.subjectRequired],
    [{ body: ' ' }, campaignMessages.bodyRequired],
    [{ send_static_content: false, intent: '' }, campaignMessages.intentRequired],
  ])('refuses %j with the §5 message', async (change, message) => {
    const response = await client.create({ ...validCampaign, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_message: message });
  });

  it('keeps the category read-only and defaults the body to hello with static content off', async () => {
    expect((await client.create({ ...validCampaign, category: 'Marketing' })).json()).toEqual({ error_message: 'Category is read-only: always Sales' });
    const id = await newCampaign(client, { ...validCampaign, send_static_content: false, intent: 'Offer a demo', subject: '', body: '' });
    expect((await client.get(id)).json().data).toMatchObject({ body: 'hello', send_static_content: false, intent: 'Offer a demo' });
  });

  it('answers 401 without a token and 404 for a campaign that does not exist or is not the user’s', async () => {
    expect((await t.app.inject({ method: 'POST', url: api(campaignPaths.create), payload: validCampaign })).statusCode).toBe(401);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const response of [await client.get(id), await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }]), await client.uploadCsv(id, 'RecipientEmail\na@example.com\n'), await client.trigger(id), await client.replies(id), await client.report(id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error_message: campaignMessages.campaignNotFound });
      }
    }
    const other = clientFor(t, (await signUpUser(t.app)).token);
    expect((await other.get(await newCampaign(client))).statusCode).toBe(404);
  });

  it('takes manual recipients: duplicates dropped, step 3; Email required, empty list and bad addresses refused', async () => {
    const id = await newCampaign(client);
    const ok = await client.putRecipients(id, [
      { RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha' },
      { RecipientEmail: 'ASHA@example.com', RecipientInfo: 'again' },
      { RecipientEmail: 'ben@example.com', RecipientInfo: '' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: campaignMessages.recipientsUploaded, data: { accepted: 2, duplicates: 1 } });
    expect((await client.get(id)).json().data).toMatchObject({ step: 3, progress: { total: 2, pending: 2 } });

    const missing = await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }, { RecipientEmail: ' ', RecipientInfo: 'x' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_message).toBe(campaignMessages.emailRequired);
    expect((await client.putRecipients(id, [])).json()).toMatchObject({ error_message: campaignMessages.addRecipient });
    const bad = await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }, { RecipientEmail: 'not-an-address' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_message: 'Invalid email address in row 2', invalid: [{ row: 2, value: 'not-an-address' }] });
    expect((await client.get(id)).json().data.progress.total).toBe(2);
  });

  it('takes a CSV upload: header, invalid rows by number, duplicates; .csv only, file required, size capped', async () => {
    const id = await newCampaign(client);
    const csv = '\uFEFFRecipientEmail;RecipientInfo\r\n"asha@example.com";"name=Asha; company=Acme"\r\n\r\nnope;x\r\nasha@example.com;dup\r\n=HYPERLINK(1)@x.com;"=cmd|calc"\r\n';
    const ok = await client.uploadCsv(id, csv);
    if (ok.statusCode !== 200) throw new Error(ok.body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: campaignMessages.csvUploaded, data: { accepted: 2, duplicates: 1, invalid: [{ row: 4, value: 'nope', reason: 'Invalid email address' }] } });
    const recipients = (await client.get(id)).json().data.recipients;
    expect(recipients[0]).toMatchObject({ RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha; company=Acme', status: null });
    expect(recipients[1]).toMatchObject({ RecipientInfo: '=cmd|calc' });

    expect((await client.uploadCsv(id, 'RecipientEmail\na@example.com\n', { filename: 'list.xlsx' })).json()).toEqual({ error_message: campaignMessages.csvOnly });
    expect((await client.uploadCsv(id, 'RecipientEmail\na@example.com\n', { field: 'file' })).json()).toEqual({ error_message: campaignMessages.selectCsv });
    const json = await t.app.inject({ method: 'PUT', url: api(campaignPaths.recipients(id)), headers: bearer((await signUpUser(t.app)).token), payload: {} });
    expect(json.statusCode).toBe(404);
    const noFile = await t.app.inject({ method: 'PUT', url: api(campaignPaths.recipients(id)), headers: client.headers, payload: {} });
    expect(noFile.json()).toEqual({ error_message: campaignMessages.selectCsv });
    const big = await client.uploadCsv(id, Buffer.alloc(MAX_CSV_BYTES + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect((await client.uploadCsv(id, 'name,phone\nAsha,123\n')).json()).toEqual({ error_message: 'The CSV has no RecipientEmail column and no column of e-mail addresses' });
    expect((await client.uploadCsv(id, Buffer.from([0x50, 0x4b, 0x00, 0x01]))).statusCode).toBe(400);
  });

  it('triggers once: every recipient kept locally and visible as sent mail; a second trigger sends nothing more', async () => {
    const id = await newCampaign(client);
    expect((await client.trigger(id)).json()).toEqual({ error_message: campaignMessages.addRecipient });
    await client.putRecipients(id, [
      { RecipientEmail: 'asha@example.com', RecipientInfo: '{"name":"Asha","company":"Acme"}' },
      { RecipientEmail: 'ben@example.com', RecipientInfo: 'name=Ben, company=Globex' },
    ]);
    for (const threads of ['0', String(MAX_THREAD_COUNT + 1), 'abc', '1.5']) expect((await client.trigger(id, threads)).statusCode).toBe(400);
    expect((await client.trigger(id, String(MAX_THREAD_COUNT + 1))).json()).toEqual({ error_message: `no_of_thread must be at most ${MAX_THREAD_COUNT}` });
    const noId = await t.app.inject({ method: 'POST', url: api(campaignPaths.trigger), headers: client.headers });
    expect(noId.json()).toEqual({ error_message: campaignMessages.createFirst });

    const first = await client.trigger(id, '2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: campaignMessages.campaignSent, data: { already_triggered: false, progress: { total: 2 } } });
    const done = await waitDone(client, id);
    expect(done).toMatchObject({ step: 4, no_of_thread: 2, progress: { total: 2, sent: 2, failed: 0, pending: 0, is_done: true } });
    expect(done.recipients.map((r: { status: string }) => r.status)).toEqual(['local', 'local']);

    const again = await client.trigger(id, '4');
    expect(again.json()).toMatchObject({ data: { already_triggered: true } });
    const out = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'asha@example.com'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ direction: 'out', subject: 'Hello Asha', textBody: 'Dear Asha of Acme, write to asha@example.com.' });
    expect(out[0]!.messageId).toMatch(/^campaign-[0-9a-f-]{36}@agentdesk\.local$/);
    const [outbox] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.id, out[0]!.outboxMailId!));
    expect(outbox).toMatchObject({ status: 'local', kind: 'campaign' });

    const late = await client.putRecipients(id, [{ RecipientEmail: 'c@example.com' }]);
    expect(late.statusCode).toBe(409);
  });

  it('sends nothing twice when two triggers race', async () => {
    const id = await newCampaign(client);
    await client.putRecipients(id, [{ RecipientEmail: 'race@example.com' }]);
    const answers = await Promise.all([client.trigger(id, '2'), client.trigger(id, '3')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.already_triggered).sort()).toEqual([false, true]);
    await waitDone(client, id);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'race@example.com'))).toHaveLength(1);
  });

  it('answers each reply to a campaign mail once, threaded to it', async () => {
    const id = await newCampaign(client);
    await client.putRecipients(id, [{ RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha' }, { RecipientEmail: 'ben@example.com' }]);
    const noTrigger = await client.replies(id);
    expect(noTrigger.statusCode).toBe(400);
    expect(noTrigger.json()).toEqual({ error_message: 'Send the campaign before sending replies' });
    await client.trigger(id);
    await waitDone(client, id);
    const sent = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    const [asha, ben] = [sent.find((r) => r.email === 'asha@example.com')!, sent.find((r) => r.email === 'ben@example.com')!];
    const [thread] = await t.database.db.insert(mailThreads).values({ contactEmail: 'asha@example.com', platform: 'gmail', hasInbound: true }).returning();
    const inbound = (messageId: string, extra: Partial<typeof mailMessages.$inferInsert>) =>
      t.database.db.insert(mailMessages).values({ threadId: thread!.id, direction: 'in', messageId, fromAddress: 'asha@example.com', fromName: 'Asha', toAddress: 'no-reply@agentdesk.local', subject: 'Re: Hello Asha', textBody: 'Tell me more', ...extra });
    await inbound(`r1-${id}@mail.example.com`, { inReplyTo: asha.messageId });
    await inbound(`r2-${id}@mail.example.com`, { inReplyTo: 'unrelated@x', referencesIds: ['other@x', ben.messageId!] });
    await inbound(`r3-${id}@mail.example.com`, { inReplyTo: 'unrelated@x' });

    const first = await client.replies(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Replied to 2 e-mails', data: { replied: 2 } });
    expect((await client.replies()).json()).toMatchObject({ message: 'No new replies to answer', data: { replied: 0 } });
    const answers = await t.database.db.select().from(outboxMails).where(eq(outboxMails.kind, 'campaign-reply'));
    const mine = answers.filter((a) => a.inReplyTo?.endsWith(`-${id}@mail.example.com`));
    expect(mine).toHaveLength(2);
    expect(mine.find((a) => a.inReplyTo === `r1-${id}@mail.example.com`)).toMatchObject({ subject: 'Re: Hello Asha', toAddress: 'asha@example.com', status: 'local' });
    expect((await client.get(id)).json().data.replies_sent).toBe(2);
  });

  it('answers a reply that came back through the inbound mail path, in its thread, once', async () => {
    const id = await newCampaign(client);
    await client.putRecipients(id, [{ RecipientEmail: 'chen@example.com', RecipientInfo: 'name=Chen' }]);
    await client.trigger(id);
    await waitDone(client, id);
    const [chen] = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    // A real reply as a mail client writes it, parsed and stored as the SMTP listener does.
    const stored = await receiveTestMail(t.database.db, {
      from: 'Chen Wei <chen@example.com>',
      subject: 'Re: Hello Chen',
      text: 'Sounds good, send me the brochure.',
      messageId: `reply-${id}@mail.example.com`,
      inReplyTo: chen!.messageId!,
      references: [chen!.messageId!],
    });
    expect(stored.outcome).toBe('stored');
    expect((await client.replies(id)).json()).toMatchObject({ data: { replied: 1 } });
    expect((await client.replies(id)).json()).toMatchObject({ data: { replied: 0 } });
    const thread = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'chen@example.com'));
    const inbound = await t.database.db.select().from(mailMessages).where(eq(mailMessages.messageId, `reply-${id}@mail.example.com`));
    // The campaign mail, the customer's reply and our answer are one conversation.
    expect(new Set([...thread, ...inbound].map((m) => m.threadId)).size).toBe(1);
    expect(thread.map((m) => m.inReplyTo)).toContain(`reply-${id}@mail.example.com`);
  });

  it('exports the report with formula cells neutralised', async () => {
    const id = await newCampaign(client);
    await client.uploadCsv(id, 'RecipientEmail,RecipientInfo\nasha@example.com,=1+2\nben@example.com,@SUM(A1)\n');
    const report = await client.report(id);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toContain(`asha@example.com,"'=1+2",not sent`);
    expect(report.body).toContain(`ben@example.com,"'@SUM(A1)",not sent`);
    expect(report.body).not.toMatch(/(^|,)[=@]/m);
  });
});

describe('campaigns over SMTP', () => {
  it('sends each recipient once through the SMTP server with its Message-ID and filled placeholders', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ SMTP_URL: sink.url, CAMPAIGN_POLL_MS: '100' });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      const recipients = Array.from({ length: 12 }, (_, i) => ({ RecipientEmail: `r${i}@example.com`, RecipientInfo: `name=R${i}; company=Co${i}` }));
      await client.putRecipients(id, recipients);
      await client.trigger(id, '3');
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 12, failed: 0, pending: 0 });
      expect(sink.mails).toHaveLength(12);
      const r5 = sink.mails.find((m) => m.to[0] === 'r5@example.com')!;
      expect(r5.raw).toContain('Subject: Hello R5');
      expect(r5.raw).toContain('Dear R5 of Co5, write to r5@example.com.');
      const ids = sink.mails.map((m) => /^Message-ID: <([^>]+)>/im.exec(m.raw)?.[1]);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await t.close();
      await sink.close();
    }
  });

  it('treats a refused connection as transient and gives up after the attempts allowed', async () => {
    const sink = await startSmtpSink();
    const deadUrl = sink.url;
    await sink.close();
    const t = await createTestApp({ SMTP_URL: deadUrl, CAMPAIGN_POLL_MS: '100', CAMPAIGN_RETRY_BASE_MS: '20', CAMPAIGN_MAX_ATTEMPTS: '3' });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      await client.putRecipients(id, [{ RecipientEmail: 'a@example.com' }]);
      await client.trigger(id);
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 0, failed: 1 });
      expect(done.failures[0]).toMatchObject({ attempts: 3, status: 'failed' });
      expect(done.failures[0].error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await t.close();
    }
  });

  it('retries transient failures with backoff and marks permanent ones failed with the reason', async () => {
    const seen = new Map<string, number>();
    const sink = await startSmtpSink({
      checkRecipient: (address) => {
        const tries = (seen.get(address.address) ?? 0) + 1;
        seen.set(address.address, tries);
        if (address.address.startsWith('bounce')) return smtpError('Mailbox unavailable', 550);
        if (address.address.startsWith('busy') && tries < 3) return smtpError('Try again later', 451);
        return null;
      },
    });
    const t = await createTestApp({ SMTP_URL: sink.url, CAMPAIGN_POLL_MS: '100', CAMPAIGN_RETRY_BASE_MS: '50' });
    try {
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const id = await newCampaign(client);
      await client.putRecipients(id, [{ RecipientEmail: 'ok@example.com' }, { RecipientEmail: 'busy@example.com' }, { RecipientEmail: 'bounce@example.com' }]);
      await client.trigger(id, '2');
      const done = await waitDone(client, id);
      expect(done.progress).toMatchObject({ sent: 2, failed: 1, pending: 0 });
      const byEmail = Object.fromEntries(done.recipients.map((r: { RecipientEmail: string }) => [r.RecipientEmail, r]));
      expect(byEmail['busy@example.com']).toMatchObject({ status: 'sent', attempts: 3 });
      expect(byEmail['bounce@example.com']).toMatchObject({ status: 'failed', attempts: 1 });
      expect(byEmail['bounce@example.com'].error).toContain('Mailbox unavailable');
      expect(done.failures).toEqual([expect.objectContaining({ RecipientEmail: 'bounce@example.com', status: 'failed' })]);
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(['busy@example.com', 'ok@example.com']);
    } finally {
      await t.close();
      await sink.close();
    }
  });
});
