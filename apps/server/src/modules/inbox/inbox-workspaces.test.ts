import type { InboxCall, InboxChat, InboxMail, ListInboxResponse } from '@agentdesk/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  chatMessages,
  chatThreads,
  mailDrafts,
  mailMessages,
  mailQuarantine,
  mailThreads,
  outboxMails,
  whatsappCalls,
} from '../../db/schema.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import {
  addWorkspaceMember,
  bearer,
  postSignedWebhook,
  signUpUser,
  useSignedInApp,
  workspaceOf,
} from '../../test/test-app.ts';
import { upsertAgents } from '../agents/index.ts';
import { inboxTestEnv, missedWhatsappCall, postToWorkspace, voiceCall } from './inbox-test-client.ts';

// Every inbox route across workspaces: a member of another workspace finds none of the first
// workspace's items (404, nothing written), and a viewer reads but may not write (403).

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const CONVERSATIONS = '/api/webhooks/conversations/';

const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) }),
  send: (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) }),
  list: async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/inbox?${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListInboxResponse;
  },
});

const voiceCallEvent = (callId: string, summary: string, transcript: string) => ({
  event: 'call_analyzed',
  call: voiceCall(callId, NOW - 100_000, {
    transcript,
    recording_url: null,
    call_analysis: { call_summary: summary, call_successful: true },
  }),
});

const chatFrom = (name: string, messageId: string, text: string) => ({
  event: 'message',
  platform: 'whatsapp',
  message_id: messageId,
  // The same contact writes to both businesses.
  contact: { id: '+919800000001', name },
  text,
  timestamp: NOW - 5000,
});

/** The first workspace's items, as its own member made them. */
const first = { workspaceId: '', mailId: '', chatId: '', draftId: '', quarantineId: '' };
const other = { workspaceId: '', token: '', mailId: '', chatId: '' };
let viewerToken = '';

/** What the first workspace holds, read from the database: must not move under another workspace's requests. */
const snapshot = async () => {
  const db = t.database.db;
  const inFirst = first.workspaceId;
  return {
    thread: await db.select().from(mailThreads).where(eq(mailThreads.id, first.mailId)),
    messages: await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.workspaceId, inFirst))
      .orderBy(asc(mailMessages.id)),
    chat: await db.select().from(chatThreads).where(eq(chatThreads.id, first.chatId)),
    chatMessages: await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.threadId, first.chatId))
      .orderBy(asc(chatMessages.id)),
    drafts: await db.select().from(mailDrafts).where(eq(mailDrafts.workspaceId, inFirst)),
    quarantine: await db
      .select({ id: mailQuarantine.id })
      .from(mailQuarantine)
      .where(eq(mailQuarantine.workspaceId, inFirst)),
    voice: await db.select({ state: calls.inboxState }).from(calls).where(eq(calls.workspaceId, inFirst)),
    whatsapp: await db
      .select({ state: whatsappCalls.state })
      .from(whatsappCalls)
      .where(eq(whatsappCalls.workspaceId, inFirst)),
    outbox: (await db.select({ n: count() }).from(outboxMails))[0]!.n,
    threads: (await db.select({ n: count() }).from(mailThreads))[0]!.n,
  };
};

/** Every inbox write, aimed at the first workspace's items. */
const writesToFirst = (): [method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object][] => [
  ['PATCH', `/inbox/${first.mailId}`, { tab: 'mails', state: 'closed' }],
  ['PATCH', `/inbox/${first.mailId}`, { tab: 'mails', read: true }],
  ['PATCH', `/inbox/${first.chatId}`, { tab: 'chats', state: 'closed', read: true }],
  ['PATCH', '/inbox/voice_first', { tab: 'calls', state: 'completed' }],
  ['PATCH', '/inbox/voice_first', { tab: 'calls', read: true }],
  ['POST', `/inbox/${first.mailId}/reply`, { tab: 'mails', text: 'Not yours to answer' }],
  ['POST', `/inbox/${first.chatId}/reply`, { tab: 'chats', text: 'Not yours to answer' }],
  [
    'POST',
    '/inbox/mails',
    { to: 'someone@example.com', subject: 'Sent from a draft', text: 'Hello', draft_id: first.draftId },
  ],
  ['POST', '/inbox/drafts', { to: 'someone@example.com', subject: 'Answer', text: 'Hello', thread_id: first.mailId }],
  ['PUT', `/inbox/drafts/${first.draftId}`, { to: 'someone@example.com', subject: 'Changed', text: 'Changed' }],
  ['DELETE', `/inbox/drafts/${first.draftId}`],
  ['POST', `/inbox/quarantine/${first.quarantineId}/release`],
  ['DELETE', `/inbox/quarantine/${first.quarantineId}`],
];

beforeAll(async () => {
  const db = t.database.db;
  const owner = as(t.token);
  first.workspaceId = await workspaceOf(t.app, t.token);
  const mail = await receiveTestMail(db, {
    from: 'Priya Raman <priya.raman@gmail.com>',
    subject: 'Loan documents',
    text: 'Salary slips attached.',
    messageId: 'priya-1@gmail.com',
  });
  first.mailId = (mail as { threadId: string }).threadId;
  expect(
    (await owner.send('POST', `/inbox/${first.mailId}/reply`, { tab: 'mails', text: 'Thanks, received.' })).statusCode,
  ).toBe(200);
  first.draftId = (
    await owner.send('POST', '/inbox/drafts', {
      to: 'priya.raman@gmail.com',
      subject: 'Next steps',
      text: 'Draft',
      thread_id: first.mailId,
    })
  ).json().data.id;
  await receiveTestMail(db, {
    from: 'Mallory <mallory@gmail.com>',
    subject: 'Invoice',
    text: 'Open it',
    attachments: [{ filename: 'invoice.exe', content: 'MZ' }],
  });
  first.quarantineId = (await owner.list('tab=mails&folder=quarantine')).data[0]!.id;
  expect(
    (await postSignedWebhook(t, CONVERSATIONS, chatFrom('Ravi Kumar', 'wa-1', 'Hello first business'))).statusCode,
  ).toBe(204);
  first.chatId = (await owner.list('tab=chats')).data[0]!.id;
  expect((await postSignedWebhook(t, CONVERSATIONS, missedWhatsappCall(NOW - 70_000))).statusCode).toBe(204);
  expect(
    (
      await postSignedWebhook(
        t,
        '/api/webhooks/calls/',
        voiceCallEvent('voice_first', 'First business call', 'Agent: first'),
      )
    ).statusCode,
  ).toBe(204);
  expect(
    (
      await postSignedWebhook(
        t,
        '/api/webhooks/calls/',
        voiceCallEvent('voice_shared', 'Shared id, first business', 'Agent: first transcript'),
      )
    ).statusCode,
  ).toBe(204);

  // Another business: its own mail, the same contact's chat, and calls whose ids the first uses too.
  const signedUp = await signUpUser(t.app);
  other.token = signedUp.token;
  other.workspaceId = await workspaceOf(t.app, other.token);
  const otherMail = await receiveTestMail(db, {
    from: 'Bob Stone <bob.stone@outlook.com>',
    to: `inbox+${other.workspaceId}@agentdesk.local`,
    subject: 'Order',
    text: 'Where is my order?',
  });
  other.mailId = (otherMail as { threadId: string }).threadId;
  expect(
    (await postToWorkspace(t, other.workspaceId, CONVERSATIONS, chatFrom('Ravi K.', 'wa-1', 'Hello second business')))
      .statusCode,
  ).toBe(204);
  other.chatId = (await as(other.token).list('tab=chats')).data[0]!.id;
  const otherWhatsapp = { ...missedWhatsappCall(NOW - 60_000), contact: { id: '+919800000009', name: 'Bertha' } };
  expect((await postToWorkspace(t, other.workspaceId, CONVERSATIONS, otherWhatsapp)).statusCode).toBe(204);
  expect(
    (
      await postToWorkspace(
        t,
        other.workspaceId,
        '/api/webhooks/calls/',
        voiceCallEvent('voice_shared', 'Shared id, second business', 'Agent: second transcript'),
      )
    ).statusCode,
  ).toBe(204);

  viewerToken = (await addWorkspaceMember(t, { workspaceId: first.workspaceId, role: 'viewer' })).token;
});

describe('inbox: workspaces', () => {
  it("lists none of another workspace's items, in any tab, folder, count or search", async () => {
    const them = as(other.token);
    const mails = await them.list('tab=mails');
    expect(mails.data.map((m) => m.id)).toEqual([other.mailId]);
    expect(mails.counts?.platforms['all']).toBe(1);
    for (const folder of ['sent', 'drafts', 'quarantine'])
      expect((await them.list(`tab=mails&folder=${folder}`)).total, folder).toBe(0);
    expect((await them.list('tab=mails&search=priya')).total).toBe(0);
    expect((await them.list('tab=mails&search=salary')).total).toBe(0);
    const chats = await them.list('tab=chats');
    expect(chats.data.map((c) => c.id)).toEqual([other.chatId]);
    expect((await them.list('tab=chats&search=first')).total).toBe(0);
    const callList = await them.list('tab=calls');
    expect(callList.data.map((c) => `${c.id}:${(c as InboxCall).name}`).sort()).toEqual([
      'voice_shared:',
      'wa_call_1:Bertha',
    ]);
    expect(callList.counts?.platforms).toEqual({ all: 2, voice: 1, whatsapp: 1 });

    // And the first workspace sees its own only.
    const own = as(t.token);
    expect((await own.list('tab=mails')).data.map((m) => (m as InboxMail).name)).toEqual(['Priya Raman']);
    expect((await own.list('tab=mails&search=bob')).total).toBe(0);
    expect((await own.list('tab=calls')).total).toBe(3);
  });

  it("answers 404 to a member of another workspace for each of the first workspace's items, and writes nothing", async () => {
    const them = as(other.token);
    const before = await snapshot();
    const reads = [
      `/inbox/${first.mailId}?tab=mails`,
      `/inbox/${first.chatId}?tab=chats`,
      '/inbox/voice_first?tab=calls',
      `/inbox/quarantine/${first.quarantineId}`,
    ];
    for (const url of reads) {
      const response = await them.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error_message, url).toMatch(/^No /);
    }
    for (const [method, url, payload] of writesToFirst()) {
      const response = await them.send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error_message, `${method} ${url}`).toMatch(/^No /);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps ids that both workspaces use apart: a chat contact, a WhatsApp call, a voice call', async () => {
    const them = as(other.token);
    expect(other.chatId).not.toBe(first.chatId);
    const chat = (await them.get(`/inbox/${other.chatId}?tab=chats`)).json().data;
    expect(chat.messages.map((m: { text: string }) => m.text)).toEqual(['Hello second business']);

    const whatsapp = await them.send('PATCH', '/inbox/wa_call_1', { tab: 'calls', state: 'follow_up' });
    expect(whatsapp.statusCode, whatsapp.body).toBe(200);
    expect(whatsapp.json().data).toMatchObject({ name: 'Bertha', state: 'follow_up' });
    const firstWhatsapp = (await as(t.token).get('/inbox/wa_call_1?tab=calls')).json().data;
    expect(firstWhatsapp).toMatchObject({ name: 'Meera', state: 'new' });

    const voice = (await them.get('/inbox/voice_shared?tab=calls')).json().data;
    expect(voice).toMatchObject({ summary: 'Shared id, second business', transcript: 'Agent: second transcript' });
    const firstVoice = (await as(t.token).get('/inbox/voice_shared?tab=calls')).json().data;
    expect(firstVoice).toMatchObject({ summary: 'Shared id, first business', transcript: 'Agent: first transcript' });
  });

  it('lets a viewer read the inbox and refuses every write with 403, writing nothing', async () => {
    const viewer = as(viewerToken);
    expect((await viewer.list('tab=mails')).data.map((m) => m.id)).toEqual([first.mailId]);
    for (const url of [
      `/inbox/${first.mailId}?tab=mails`,
      `/inbox/${first.chatId}?tab=chats`,
      '/inbox/voice_first?tab=calls',
      `/inbox/quarantine/${first.quarantineId}`,
      '/inbox/pulse',
    ]) {
      expect((await viewer.get(url)).statusCode, url).toBe(200);
    }
    const before = await snapshot();
    for (const [method, url, payload] of [
      ...writesToFirst(),
      ['POST', '/inbox/mails', { to: 'someone@example.com', subject: 'Hi', text: 'Hello' }] as const,
    ]) {
      const response = await viewer.send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error_message, `${method} ${url}`).toBe('Your role in this workspace does not allow this');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stores a conversations delivery only in the workspace its address names, signed with that workspace’s key', async () => {
    const chatsIn = async (workspaceId: string) =>
      (await t.database.db.select({ n: count() }).from(chatThreads).where(eq(chatThreads.workspaceId, workspaceId)))[0]!
        .n;
    const before = [await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)];
    const delivery = {
      ...chatFrom('Nobody', 'wa-x', 'Which business?'),
      contact: { id: '+919800000077', name: 'Nobody' },
    };
    // The environment's key is the first workspace's, not the other's.
    expect((await postSignedWebhook(t, `${CONVERSATIONS}?workspace=${other.workspaceId}`, delivery)).statusCode).toBe(
      401,
    );
    expect(
      (await postSignedWebhook(t, `${CONVERSATIONS}?workspace=00000000-0000-4000-8000-000000000000`, delivery))
        .statusCode,
    ).toBe(404);
    expect([await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)]).toEqual(before);
    expect((await postToWorkspace(t, other.workspaceId, CONVERSATIONS, delivery)).statusCode).toBe(204);
    expect([await chatsIn(first.workspaceId), await chatsIn(other.workspaceId)]).toEqual([before[0], before[1]! + 1]);
  });

  it("replies only as one of the workspace's own agents", async () => {
    // An agent only the first workspace has (the other's calls create agents of their own, 'zara' among them).
    await upsertAgents({
      db: t.database.db,
      workspaceId: first.workspaceId,
      records: [...sampleAgents, { ...sampleAgents[0]!, agent_id: 'first-only', agent_name: 'First only' }],
    });
    const refused = await as(other.token).send('POST', `/inbox/${other.chatId}/reply`, {
      tab: 'chats',
      text: 'Hello',
      agent_id: 'first-only',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe("No agent 'first-only' to reply as");
    const [unsent] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, other.chatId), eq(chatMessages.direction, 'out')));
    expect(unsent!.n).toBe(0);
    const own = await as(t.token).send('POST', `/inbox/${first.chatId}/reply`, {
      tab: 'chats',
      text: 'Hello',
      agent_id: 'zara',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data as { delivery_status: string }).delivery_status).toBe('local');
    const chat = (await as(t.token).get(`/inbox/${first.chatId}?tab=chats`)).json().data as InboxChat & {
      messages: { agent_name: string | null }[];
    };
    expect(chat.messages.at(-1)?.agent_name).toBe('Zara (Recruiting)');
  });
});
