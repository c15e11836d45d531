import type { InboxMail, SentMail } from '@agentdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema.ts';
import { useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { inboxClientFor, inboxTestEnv } from './inbox-test-client.ts';

// The inbox's mails: listing, filters, search, the thread, replies, pages and read marks, and the
// errors of the inbox routes; inbox-mail-drafts.test.ts composes, inbox-quarantine.test.ts holds back.

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, send, list } = inboxClientFor(t, NOW);

describe('inbox: errors', () => {
  it('answers 400 for an unknown type, sub-filter, state or folder, and 401 without a session', async () => {
    const cases: [string, string][] = [
      ['tab=letters', 'tab: type must be one of mails, calls, chats'],
      ['tab=mails&subFilter=yahoo', 'subFilter: subFilter must be one of all, gmail, outlook for mails'],
      ['tab=calls&subFilter=linkedin', 'subFilter: subFilter must be one of all, voice, whatsapp for calls'],
      ['tab=chats&state=unread', 'state: state must be one of new, active, closed for chats'],
      ['tab=calls&folder=sent', 'folder: Only mails have the Sent, Drafts and Quarantine folders'],
      ['tab=chats&folder=quarantine', 'folder: Only mails have the Sent, Drafts and Quarantine folders'],
      ['cursor=garbage', 'cursor is not valid'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/inbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message).toContain(message);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/inbox' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown item and 400 for a state of another tab', async () => {
    expect((await get('/inbox/00000000-0000-4000-8000-000000000000?tab=mails')).statusCode).toBe(404);
    expect((await get('/inbox/not-a-call?tab=calls')).statusCode).toBe(404);
    const patch = await send('PATCH', '/inbox/00000000-0000-4000-8000-000000000000', { tab: 'mails', state: 'closed' });
    expect(patch.statusCode).toBe(404);
    const wrong = await send('PATCH', '/inbox/00000000-0000-4000-8000-000000000000', { tab: 'mails', state: 'active' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_message).toContain('state must be one of unread, follow_up, closed for mails');
  });
});

describe('inbox: mails', () => {
  let gmailThread: string;
  beforeAll(async () => {
    const first = await receiveTestMail(
      t.database.db,
      {
        from: 'Priya Raman <priya.raman@gmail.com>',
        subject: 'Loan documents',
        text: 'Attached are my salary slips for the loan.',
        messageId: 'priya-1@gmail.com',
        html: '<p>Salary <b>slips</b></p><script>alert(1)</script><img src="https://tracker.example/pixel.gif"><a href="javascript:alert(1)" onclick="x()">link</a>',
      },
      new Date(NOW - 60_000),
    );
    gmailThread = first.outcome === 'stored' ? first.threadId : '';
    await receiveTestMail(
      t.database.db,
      {
        from: 'Tom Becker <tom.becker@outlook.com>',
        subject: 'Meeting',
        text: 'Can we meet on Friday?',
        messageId: 'tom-1@outlook.com',
      },
      new Date(NOW - 30_000),
    );
    await receiveTestMail(
      t.database.db,
      {
        from: 'Ana <ana@hotmail.com>',
        subject: 'Invoice',
        text: 'Please find the invoice.',
        messageId: 'ana-1@hotmail.com',
      },
      new Date(NOW - 10_000),
    );
  });

  it('lists mail conversations newest first with real counts, mails being the default tab', async () => {
    const page = await list('');
    expect(page.data.map((m) => (m as InboxMail).name)).toEqual(['Ana', 'Tom Becker', 'Priya Raman']);
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({
      platforms: { all: 3, gmail: 1, outlook: 2 },
      states: { unread: 3, follow_up: 0, closed: 0 },
    });
    const row = page.data[2] as InboxMail;
    expect(row).toMatchObject({
      type: 'mail',
      email: 'priya.raman@gmail.com',
      platform: 'gmail',
      state: 'unread',
      read: false,
      path: '/mails/gmail',
      summary: 'Attached are my salary slips for the loan.',
    });
  });

  it('filters by platform and by lifecycle state, each transition set from the detail pane', async () => {
    expect((await list('tab=mails&subFilter=gmail')).data.map((m) => m.id)).toEqual([gmailThread]);
    expect((await list('tab=mails&subFilter=outlook')).total).toBe(2);
    for (const state of ['follow_up', 'closed', 'unread'] as const) {
      const patched = await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', state });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data.state).toBe(state);
      const filtered = await list(`tab=mails&state=${state}`);
      expect(filtered.data.map((m) => m.id)).toContain(gmailThread);
      expect(filtered.data.every((m) => (m as InboxMail).state === state)).toBe(true);
    }
    await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', state: 'follow_up' });
    expect((await list('tab=mails')).counts?.states).toEqual({ unread: 2, follow_up: 1, closed: 0 });
    const readOnly = await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', read: true });
    expect(readOnly.statusCode).toBe(200);
    expect(readOnly.json().data.state).toBe('follow_up');
    expect((await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails' })).statusCode).toBe(400);
    await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', state: 'unread' });
  });

  it('searches name, address, subject and message text on the server, % taken literally', async () => {
    expect((await list('search=priya')).data.map((m) => m.id)).toEqual([gmailThread]);
    expect((await list('search=tom.becker%40outlook')).total).toBe(1);
    expect((await list('search=Invoice')).total).toBe(1);
    expect((await list('search=salary%20slips')).data.map((m) => m.id)).toEqual([gmailThread]);
    // Message text matches whole words and word beginnings, in any order.
    expect((await list('search=slip%20sala')).data.map((m) => m.id)).toEqual([gmailThread]);
    expect((await list('search=alary')).total).toBe(0);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=nothing-like-this')).total).toBe(0);
  });

  it('shows the whole thread with HTML sanitised and remote images held back until asked', async () => {
    const detail = (await get(`/inbox/${gmailThread}?tab=mails`)).json().data;
    expect(detail.messages).toHaveLength(1);
    const html: string = detail.messages[0].html;
    expect(html).toContain('<b>slips</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/\ssrc="https:/);
    expect(html).toContain('data-remote-src="https://tracker.example/pixel.gif"');
    expect(detail.messages[0].has_remote_images).toBe(true);
    const withImages = (await get(`/inbox/${gmailThread}?tab=mails&images=true`)).json().data;
    expect(withImages.messages[0].html).toContain('src="https://tracker.example/pixel.gif"');
    expect(withImages.messages[0].html).not.toContain('<script');
  });

  it('replies as a real threaded mail, listed in Sent, and the answer to it joins the same thread', async () => {
    const reply = await send('POST', `/inbox/${gmailThread}/reply`, { tab: 'mails', text: 'Thanks, received.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.delivery_status).toBe('local');
    const messageId: string = reply.json().data.message_id;
    const [queued] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.messageId, messageId));
    // Sent for the workspace: the outbox row carries it.
    expect(queued).toMatchObject({
      workspaceId: await workspaceOf(t.app, t.token),
      toAddress: 'priya.raman@gmail.com',
      subject: 'Re: Loan documents',
      inReplyTo: 'priya-1@gmail.com',
      referencesIds: ['priya-1@gmail.com'],
      status: 'local',
    });

    const sent = await list('tab=mails&folder=sent');
    const row = sent.data[0] as SentMail;
    expect(row).toMatchObject({
      type: 'sent',
      thread_id: gmailThread,
      email: 'priya.raman@gmail.com',
      subject: 'Re: Loan documents',
      delivery_status: 'local',
    });

    await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', state: 'closed' });
    const answer = await receiveTestMail(t.database.db, {
      from: 'Priya Raman <priya.raman@gmail.com>',
      subject: 'Re: Re: Loan documents',
      text: 'Great, what next?',
      messageId: 'priya-2@gmail.com',
      inReplyTo: messageId,
      references: ['priya-1@gmail.com', messageId],
    });
    expect(answer).toEqual({ outcome: 'stored', threadId: gmailThread });
    const detail = (await get(`/inbox/${gmailThread}?tab=mails`)).json().data;
    expect(detail.messages.map((m: { direction: string }) => m.direction)).toEqual(['in', 'out', 'in']);
    expect(detail.state).toBe('unread');
    expect(detail.summary).toBe('Great, what next?');
    // A redelivery of the same Message-ID is stored once.
    expect(
      (
        await receiveTestMail(t.database.db, {
          from: 'priya.raman@gmail.com',
          subject: 'x',
          text: 'x',
          messageId: 'priya-2@gmail.com',
        })
      ).outcome,
    ).toBe('duplicate');
  });

  it('pages with a cursor that keeps the total', async () => {
    const first = await list('tab=mails&limit=2');
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(`tab=mails&limit=2&cursor=${first.next_cursor}`);
    expect(second.total).toBe(first.total);
    expect(second.counts).toBeNull();
    expect([...first.data, ...second.data].map((m) => m.id)).toEqual((await list('tab=mails')).data.map((m) => m.id));
    // A search larger than its page still tells the whole total.
    const everyMatch = (await list('tab=mails&search=o')).data.length;
    expect(everyMatch).toBeGreaterThan(1);
    expect((await list('tab=mails&search=o&limit=1')).total).toBe(everyMatch);
  });

  it('marks a mail read and unread again, apart from its lifecycle state; a new mail in it makes it unread', async () => {
    const read = await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ read: true, state: 'unread' });
    expect((await list('tab=mails&subFilter=gmail')).data[0]).toMatchObject({ id: gmailThread, read: true });
    const unread = await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', read: false });
    expect(unread.json().data).toMatchObject({ read: false });
    await send('PATCH', `/inbox/${gmailThread}`, { tab: 'mails', read: true });
    const again = await receiveTestMail(t.database.db, {
      from: 'Priya Raman <priya.raman@gmail.com>',
      subject: 'Re: Loan documents',
      text: 'One more slip.',
      messageId: 'priya-9@gmail.com',
      inReplyTo: 'priya-1@gmail.com',
    });
    expect(again).toMatchObject({ outcome: 'stored', threadId: gmailThread });
    expect((await list('tab=mails&subFilter=gmail')).data[0]).toMatchObject({ id: gmailThread, read: false });
    // Chats are read, never marked unread.
    const chat = await send('PATCH', `/inbox/${gmailThread}`, { tab: 'chats', read: false });
    expect(chat.statusCode).toBe(400);
  });
});
