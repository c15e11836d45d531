import type { ListInboxResponse } from '@agentdesk/shared';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
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
} from '../db/schema.ts';
import { inboxTestEnv, missedWhatsappCall, postToWorkspace, voiceCall } from '../modules/inbox/inbox-test-client.ts';
import { receiveTestMail } from './inbound-test-mail.ts';
import { addWorkspaceMember, bearer, postSignedWebhook, signUpUser, useSignedInApp, workspaceOf } from './test-app.ts';

// The app of the inbox suites across workspaces (inbox-workspaces*.test.ts): a first workspace
// with a replied mail, a draft, a quarantined mail, a chat, a missed WhatsApp call and two voice
// calls; another workspace with its own mail, the same contact's chat, and calls whose ids the
// first uses too; and a viewer of the first.

export const CONVERSATIONS = '/api/webhooks/conversations/';

/** Registers the suite's app and beforeAll; the objects are filled when it has run. */
export const useInboxWorkspaces = () => {
  const NOW = Date.now();
  const t = useSignedInApp(inboxTestEnv);

  const as = (token: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) }),
    send: (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload }),
      }),
    list: async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/inbox?${query}`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListInboxResponse>();
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
      (await owner.send('POST', `/inbox/${first.mailId}/reply`, { tab: 'mails', text: 'Thanks, received.' }))
        .statusCode,
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

  return { t, as, chatFrom, first, other, viewerToken: () => viewerToken, snapshot, writesToFirst };
};
