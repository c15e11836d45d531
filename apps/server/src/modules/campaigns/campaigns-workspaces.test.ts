import { campaignMessages } from '@agentdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { campaignRecipients, campaigns, mailMessages, mailThreads } from '../../db/schema.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { addWorkspaceMember, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { clientFor, newCampaign, sentCampaign, waitDone, type Client } from './campaigns-test-client.ts';

/** Everything stored for a workspace's campaigns and its mail, to show a refused request changed nothing. */
const stateOf = async (t: TestApp, workspaceId: string) =>
  JSON.stringify({
    campaigns: rowsOf(
      await t.database.db.execute(sql`select * from campaigns where workspace_id = ${workspaceId} order by id`),
    ),
    recipients: rowsOf(
      await t.database.db.execute(
        sql`select * from campaign_recipients where workspace_id = ${workspaceId} order by id`,
      ),
    ),
    replies: rowsOf(
      await t.database.db.execute(
        sql`select * from campaign_replies where workspace_id = ${workspaceId} order by inbound_message_id`,
      ),
    ),
    outbox: rowsOf(
      await t.database.db.execute(
        sql`select id, kind, to_address, status from outbox_mails where workspace_id = ${workspaceId} order by id`,
      ),
    ),
    messages: rowsOf(
      await t.database.db.execute(
        sql`select id, direction, message_id from mail_messages where workspace_id = ${workspaceId} order by id`,
      ),
    ),
  });

/** A customer's answer to a campaign mail, stored in a workspace's inbox as the inbound path does. */
const storeReply = async (
  t: TestApp,
  options: { workspaceId: string; to: string; messageId: string; inReplyTo: string },
) => {
  const [thread] = await t.database.db
    .insert(mailThreads)
    .values({ workspaceId: options.workspaceId, contactEmail: options.to, platform: 'gmail', hasInbound: true })
    .returning();
  await t.database.db.insert(mailMessages).values({
    workspaceId: options.workspaceId,
    threadId: thread!.id,
    direction: 'in',
    messageId: options.messageId,
    inReplyTo: options.inReplyTo,
    fromAddress: options.to,
    toAddress: 'no-reply@agentdesk.local',
    subject: 'Re: Hello',
    textBody: 'Tell me more',
  });
};

describe('campaigns: each workspace sees and sends only its own', () => {
  let t: TestApp;
  let workspaceA: string;
  let workspaceB: string;
  let ownerIdA: string;
  let ownerA: Client;
  let memberA: Client;
  let viewerA: Client;
  let outsider: Client;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    ownerIdA = a.id;
    [workspaceA, workspaceB] = [await workspaceOf(t.app, a.token), await workspaceOf(t.app, b.token)];
    ownerA = clientFor(t, a.token);
    outsider = clientFor(t, b.token);
    memberA = clientFor(t, (await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'member' })).token);
    viewerA = clientFor(t, (await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'viewer' })).token);
  });
  afterAll(() => t.close());

  it('shares a campaign with the members of its workspace, keeping who created it; the report is for admins', async () => {
    const id = await newCampaign(ownerA);
    expect((await memberA.get(id)).statusCode).toBe(200);
    expect((await memberA.putRecipients(id, [{ RecipientEmail: 'asha@example.com' }])).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ workspaceId: workspaceA, userId: ownerIdA });

    const refused = await memberA.report(id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toEqual(expect.any(String));
    const admin = clientFor(t, (await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'admin' })).token);
    expect((await admin.report(id)).body).toContain('asha@example.com');
  });

  it('answers 404 to a member of another workspace on every route with the first workspace’s ids, and writes nothing', async () => {
    const id = await newCampaign(ownerA);
    await ownerA.putRecipients(id, [{ RecipientEmail: 'asha@example.com' }]);
    const { id: sent, done } = await sentCampaign(ownerA, [{ RecipientEmail: 'ben@example.com' }]);
    const [ben] = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, sent));
    await storeReply(t, {
      workspaceId: workspaceA,
      to: 'ben@example.com',
      messageId: `answer-${sent}@mail.example.com`,
      inReplyTo: ben!.messageId!,
    });
    const before = await stateOf(t, workspaceA);

    const attempts = {
      get: await outsider.get(id),
      report: await outsider.report(id),
      csv: await outsider.uploadCsv(id, 'RecipientEmail\nmallory@example.com\n'),
      recipients: await outsider.putRecipients(id, [{ RecipientEmail: 'mallory@example.com' }]),
      trigger: await outsider.trigger(id, '2'),
      replies: await outsider.replies(sent),
    };
    expectRefused(attempts, 404, campaignMessages.campaignNotFound);
    // Answering "all my campaigns' replies" in the other workspace never reaches the first one's.
    expect((await outsider.replies()).json()).toMatchObject({ data: { replied: 0 } });
    expect(await stateOf(t, workspaceA)).toBe(before);
    expect(done.progress.sent).toBe(1);
  });

  it('lets a viewer read but not write (403), and writes nothing', async () => {
    const id = await newCampaign(ownerA);
    await ownerA.putRecipients(id, [{ RecipientEmail: 'asha@example.com' }]);
    expect((await viewerA.get(id)).json().data.recipients).toHaveLength(1);
    const before = await stateOf(t, workspaceA);
    const attempts = {
      create: await viewerA.create(),
      csv: await viewerA.uploadCsv(id, 'RecipientEmail\nmallory@example.com\n'),
      recipients: await viewerA.putRecipients(id, [{ RecipientEmail: 'mallory@example.com' }]),
      trigger: await viewerA.trigger(id),
      replies: await viewerA.replies(id),
      report: await viewerA.report(id),
    };
    expectRefused(attempts, 403);
    expect(await stateOf(t, workspaceA)).toBe(before);
  });

  it('sends each workspace’s campaign to its own recipients only, with its own outbox rows and Sent mail', async () => {
    const idA = await newCampaign(ownerA);
    const idB = await newCampaign(outsider);
    await ownerA.putRecipients(idA, [
      { RecipientEmail: 'same@example.com', RecipientInfo: 'name=Asha' },
      { RecipientEmail: 'only-a@example.com' },
    ]);
    await outsider.putRecipients(idB, [{ RecipientEmail: 'same@example.com', RecipientInfo: 'name=Bo' }]);
    await Promise.all([ownerA.trigger(idA, '2'), outsider.trigger(idB, '2')]);
    await Promise.all([waitDone(ownerA, idA), waitDone(outsider, idB)]);

    const outboxOf = async (campaignId: string) =>
      rowsOf<{ workspace_id: string; to_address: string; message_workspace: string; thread_workspace: string }>(
        await t.database.db
          .execute(sql`select o.workspace_id, o.to_address, m.workspace_id as message_workspace, th.workspace_id as thread_workspace
          from campaign_recipients r
          join outbox_mails o on o.message_id = r.message_id
          join mail_messages m on m.outbox_mail_id = o.id
          join mail_threads th on th.id = m.thread_id
          where r.campaign_id = ${campaignId} order by o.to_address`),
      );
    expect(await outboxOf(idA)).toEqual([
      {
        workspace_id: workspaceA,
        to_address: 'only-a@example.com',
        message_workspace: workspaceA,
        thread_workspace: workspaceA,
      },
      {
        workspace_id: workspaceA,
        to_address: 'same@example.com',
        message_workspace: workspaceA,
        thread_workspace: workspaceA,
      },
    ]);
    expect(await outboxOf(idB)).toEqual([
      {
        workspace_id: workspaceB,
        to_address: 'same@example.com',
        message_workspace: workspaceB,
        thread_workspace: workspaceB,
      },
    ]);
    const [bMail] = rowsOf<{ subject: string }>(
      await t.database.db.execute(
        sql`select subject from mail_messages where workspace_id = ${workspaceB} and direction = 'out'`,
      ),
    );
    expect(bMail!.subject).toBe('Hello Bo');
    // Each workspace sends from its own address (the second one sub-addressed), so replies and new mail come back to it.
    const fromOf = async (workspaceId: string) =>
      rowsOf<{ from_address: string }>(
        await t.database.db.execute(
          sql`select distinct from_address from outbox_mails where workspace_id = ${workspaceId} and kind = 'campaign'`,
        ),
      ).map((r) => r.from_address);
    expect(await fromOf(workspaceA)).toEqual([expect.not.stringContaining('+')]);
    expect(await fromOf(workspaceB)).toEqual([expect.stringContaining(`+${workspaceB}@`)]);
  });

  it('answers a reply only in the workspace it reached, for a campaign of that workspace', async () => {
    const { id } = await sentCampaign(ownerA, [{ RecipientEmail: 'chen@example.com', RecipientInfo: 'name=Chen' }]);
    const [chen] = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    // The same answer also reached the other workspace's inbox (forwarded there): it is not the other's campaign.
    await storeReply(t, {
      workspaceId: workspaceB,
      to: 'chen@example.com',
      messageId: `elsewhere-${id}@mail.example.com`,
      inReplyTo: chen!.messageId!,
    });
    expect((await outsider.replies()).json()).toMatchObject({ data: { replied: 0 } });
    expect((await ownerA.replies(id)).json()).toMatchObject({ data: { replied: 0 } });

    await storeReply(t, {
      workspaceId: workspaceA,
      to: 'chen@example.com',
      messageId: `answer-${id}@mail.example.com`,
      inReplyTo: chen!.messageId!,
    });
    expect((await ownerA.replies(id)).json()).toMatchObject({ data: { replied: 1 } });
    const answers = rowsOf<{ workspace_id: string; reply_workspace: string }>(
      await t.database.db
        .execute(sql`select o.workspace_id, a.workspace_id as reply_workspace from campaign_replies a join outbox_mails o on o.id = a.outbox_mail_id
        where a.campaign_id = ${id}`),
    );
    expect(answers).toEqual([{ workspace_id: workspaceA, reply_workspace: workspaceA }]);
  });
});
