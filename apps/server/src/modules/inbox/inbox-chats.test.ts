import type { InboxChat } from '@agentdesk/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema.ts';
import { useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { upsertAgents } from '../agents/index.ts';
import { inboxClientFor, inboxTestEnv } from './inbox-test-client.ts';

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, send, list, webhook, chat } = inboxClientFor(t, NOW);

describe('inbox: chats', () => {
  it('refuses unsigned and malformed deliveries', async () => {
    expect((await webhook({ event: 'message' }, null)).statusCode).toBe(401);
    const bad = await webhook({
      event: 'message',
      platform: 'telegram',
      message_id: 'x',
      contact: { id: '1' },
      text: 'hi',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe('platform: platform must be whatsapp or linkedin');
  });

  it('threads messages per contact with unread counts, filters, search, lifecycle and replies', async () => {
    expect(
      (await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-1', 'Hello, is the job open?', NOW - 5000)).statusCode,
    ).toBe(204);
    await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-2', 'I have 5 years of Java', NOW - 4000);
    await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-2', 'I have 5 years of Java', NOW - 4000);
    await chat('linkedin', 'li-anna', 'Anna Schmidt', 'li-1', 'Interested in the role', NOW - 3000);

    const all = await list('tab=chats');
    expect(all.counts).toEqual({
      platforms: { all: 2, whatsapp: 1, linkedin: 1 },
      states: { new: 2, active: 0, closed: 0 },
    });
    const ravi = all.data.find((c) => (c as InboxChat).name === 'Ravi Kumar') as InboxChat;
    expect(ravi).toMatchObject({
      type: 'chat',
      platform: 'whatsapp',
      unreadCount: 2,
      lastMessage: 'I have 5 years of Java',
      path: '/chats/whatsapp',
      isArchived: false,
      state: 'new',
    });
    expect((await list('tab=chats&subFilter=linkedin')).data.map((c) => (c as InboxChat).name)).toEqual([
      'Anna Schmidt',
    ]);
    expect((await list('tab=chats&search=java')).data.map((c) => c.id)).toEqual([ravi.id]);

    const read = await send('PATCH', `/inbox/${ravi.id}`, { tab: 'chats', read: true });
    expect(read.json().data.unreadCount).toBe(0);
    const reply = await send('POST', `/inbox/${ravi.id}/reply`, { tab: 'chats', text: 'Yes, it is open.' });
    expect(reply.json().data.delivery_status).toBe('local');
    const detail = (await get(`/inbox/${ravi.id}?tab=chats`)).json().data;
    expect(detail.messages.map((m: { direction: string; text: string }) => `${m.direction}:${m.text}`)).toEqual([
      'in:Hello, is the job open?',
      'in:I have 5 years of Java',
      'out:Yes, it is open.',
    ]);
    expect(detail.state).toBe('active');
    await send('PATCH', `/inbox/${ravi.id}`, { tab: 'chats', state: 'closed' });
    expect((await list('tab=chats&state=closed')).data.map((c) => c.id)).toEqual([ravi.id]);
    // Writing again reopens it.
    await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-3', 'One more question');
    expect((await list('tab=chats&state=active')).data.map((c) => c.id)).toEqual([ravi.id]);
  });
});

describe('inbox: replying as an agent', () => {
  let threadId: string;
  let chatId: string;
  beforeAll(async () => {
    await upsertAgents({ db: t.database.db, workspaceId: await workspaceOf(t.app, t.token), records: sampleAgents });
    const stored = await receiveTestMail(t.database.db, {
      from: 'Nora Field <nora@gmail.com>',
      subject: 'Opening hours',
      text: 'When are you open?',
      messageId: 'nora-1@gmail.com',
    });
    threadId = (stored as { threadId: string }).threadId;
    await chat('linkedin', 'urn:li:nora', 'Nora Field', 'li-nora-1', 'Is the role remote?');
    const chats = await list('tab=chats&search=remote');
    chatId = chats.data[0]!.id;
  });

  it("signs a mail reply with the agent's name, from the product's address", async () => {
    const reply = await send('POST', `/inbox/${threadId}/reply`, {
      tab: 'mails',
      text: 'We open at nine.',
      agent_id: 'zara',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [queued] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.messageId, reply.json().data.message_id));
    expect(queued!.fromAddress).toBe('"Zara (Recruiting)" <no-reply@agentdesk.local>');
    const detail = (await get(`/inbox/${threadId}?tab=mails`)).json().data;
    expect(detail.messages.at(-1)).toMatchObject({
      direction: 'out',
      from_name: 'Zara (Recruiting)',
      from_address: 'no-reply@agentdesk.local',
    });
  });

  it('keeps the agent on a chat reply', async () => {
    const reply = await send('POST', `/inbox/${chatId}/reply`, {
      tab: 'chats',
      text: 'Yes, fully remote.',
      agent_id: 'loan-qualifier',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const detail = (await get(`/inbox/${chatId}?tab=chats`)).json().data;
    expect(detail.messages.at(-1)).toMatchObject({
      direction: 'out',
      text: 'Yes, fully remote.',
      agent_name: 'Leo (Loan Qualification)',
    });
    expect(detail.messages[0].agent_name).toBeNull();
  });

  it('refuses an agent that does not exist, sending nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(outboxMails))[0]!.n;
    const reply = await send('POST', `/inbox/${threadId}/reply`, { tab: 'mails', text: 'Hello', agent_id: 'nobody' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ error_message: "No agent 'nobody' to reply as" });
    expect((await t.database.db.select({ n: count() }).from(outboxMails))[0]!.n).toBe(before);
  });
});
