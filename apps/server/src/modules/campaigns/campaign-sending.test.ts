import { campaignMessages, campaignPaths, MAX_THREAD_COUNT } from '@agentdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, mailMessages, mailThreads, outboxMails } from '../../db/schema.ts';
import { useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { api, clientFor, newCampaign, sentCampaign, waitDone, type Client } from './campaigns-test-client.ts';

describe('campaigns without SMTP (local outbox): sending and replies', () => {
  const t = useSignedInApp();
  let client: Client;
  beforeAll(() => {
    client = clientFor(t, t.token);
  });

  it('triggers once: every recipient kept locally and visible as sent mail; a second trigger sends nothing more', async () => {
    const id = await newCampaign(client);
    expect((await client.trigger(id)).json()).toEqual({ error_message: campaignMessages.addRecipient });
    await client.putRecipients(id, [
      { RecipientEmail: 'asha@example.com', RecipientInfo: '{"name":"Asha","company":"Acme"}' },
      { RecipientEmail: 'ben@example.com', RecipientInfo: 'name=Ben, company=Globex' },
    ]);
    for (const threads of ['0', String(MAX_THREAD_COUNT + 1), 'abc', '1.5'])
      expect((await client.trigger(id, threads)).statusCode).toBe(400);
    expect((await client.trigger(id, String(MAX_THREAD_COUNT + 1))).json()).toEqual({
      error_message: `no_of_thread must be at most ${MAX_THREAD_COUNT}`,
    });
    const noId = await t.app.inject({ method: 'POST', url: api(campaignPaths.trigger), headers: client.headers });
    expect(noId.json()).toEqual({ error_message: campaignMessages.createFirst });

    const first = await client.trigger(id, '2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: campaignMessages.campaignSent,
      data: { already_triggered: false, progress: { total: 2 } },
    });
    const done = await waitDone(client, id);
    expect(done).toMatchObject({
      step: 4,
      no_of_thread: 2,
      progress: { total: 2, sent: 2, kept_locally: 2, failed: 0, pending: 0, is_done: true },
    });
    expect(done.recipients.map((r: { status: string }) => r.status)).toEqual(['local', 'local']);
    // The Sent folder tells the same: both kept locally.
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/inbox?tab=mails&folder=sent&search=example.com',
      headers: client.headers,
    });
    const statuses = (sent.json().data as { email: string; delivery_status: string }[])
      .filter((m) => ['asha@example.com', 'ben@example.com'].includes(m.email))
      .map((m) => m.delivery_status);
    expect(statuses).toEqual(['local', 'local']);

    const again = await client.trigger(id, '4');
    expect(again.json()).toMatchObject({ data: { already_triggered: true } });
    const out = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'asha@example.com'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      direction: 'out',
      subject: 'Hello Asha',
      textBody: 'Dear Asha of Acme, write to asha@example.com.',
    });
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
    expect(
      await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'race@example.com')),
    ).toHaveLength(1);
  });

  it('answers each reply to a campaign mail once, threaded to it', async () => {
    const id = await newCampaign(client);
    await client.putRecipients(id, [
      { RecipientEmail: 'asha@example.com', RecipientInfo: 'name=Asha' },
      { RecipientEmail: 'ben@example.com' },
    ]);
    const noTrigger = await client.replies(id);
    expect(noTrigger.statusCode).toBe(400);
    expect(noTrigger.json()).toEqual({ error_message: 'Send the campaign before sending replies' });
    await client.trigger(id);
    await waitDone(client, id);
    const sent = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    const [asha, ben] = [
      sent.find((r) => r.email === 'asha@example.com')!,
      sent.find((r) => r.email === 'ben@example.com')!,
    ];
    const workspaceId = await workspaceOf(t.app, t.token);
    const [thread] = await t.database.db
      .insert(mailThreads)
      .values({ workspaceId, contactEmail: 'asha@example.com', platform: 'gmail', hasInbound: true })
      .returning();
    const inbound = (messageId: string, extra: Partial<typeof mailMessages.$inferInsert>) =>
      t.database.db.insert(mailMessages).values({
        workspaceId,
        threadId: thread!.id,
        direction: 'in',
        messageId,
        fromAddress: 'asha@example.com',
        fromName: 'Asha',
        toAddress: 'no-reply@agentdesk.local',
        subject: 'Re: Hello Asha',
        textBody: 'Tell me more',
        ...extra,
      });
    await inbound(`r1-${id}@mail.example.com`, { inReplyTo: asha.messageId });
    await inbound(`r2-${id}@mail.example.com`, {
      inReplyTo: 'unrelated@x',
      referencesIds: ['other@x', ben.messageId!],
    });
    await inbound(`r3-${id}@mail.example.com`, { inReplyTo: 'unrelated@x' });

    const first = await client.replies(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Replied to 2 e-mails', data: { replied: 2 } });
    expect((await client.replies()).json()).toMatchObject({
      message: 'No new replies to answer',
      data: { replied: 0 },
    });
    const answers = await t.database.db.select().from(outboxMails).where(eq(outboxMails.kind, 'campaign-reply'));
    const mine = answers.filter((a) => a.inReplyTo?.endsWith(`-${id}@mail.example.com`));
    expect(mine).toHaveLength(2);
    expect(mine.find((a) => a.inReplyTo === `r1-${id}@mail.example.com`)).toMatchObject({
      subject: 'Re: Hello Asha',
      toAddress: 'asha@example.com',
      status: 'local',
    });
    expect((await client.get(id)).json().data.replies_sent).toBe(2);
  });

  it('answers a reply that came back through the inbound mail path, in its thread, once', async () => {
    const { id } = await sentCampaign(client, [{ RecipientEmail: 'chen@example.com', RecipientInfo: 'name=Chen' }]);
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
    const thread = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'chen@example.com'));
    const inbound = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.messageId, `reply-${id}@mail.example.com`));
    // The campaign mail, the customer's reply and our answer are one conversation.
    expect(new Set([...thread, ...inbound].map((m) => m.threadId)).size).toBe(1);
    expect(thread.map((m) => m.inReplyTo)).toContain(`reply-${id}@mail.example.com`);
  });
});
