import type { CallContact, CallListItem, InboxDetail } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNT, SAMPLE_CALL_COUNT, seedDatabase } from './seed.ts';

// #26: the sample calls' contacts are the sample data's own people. zara's calls resolve to the
// candidates they were with (whose page the header opens), some customers of the other agents are the
// inbox's WhatsApp contacts (whose chat talks about the call), and the list names each call as its
// detail does.

let t: TestApp;
let token: string;
let items: CallListItem[];
const NOW = Date.UTC(2026, 10, 20, 12);

const contactOf = async (callId: string): Promise<CallContact> =>
  (await t.app.inject({ url: `/api/call/calls/${callId}/contact`, headers: bearer(token) })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase({ db: t.database.db, passwordCost: 10, now: NOW });
  token = (
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    })
  ).json().data.token;
  items = [];
  let cursor: string | null = null;
  do {
    const page: { data: CallListItem[]; next_cursor: string | null } = (
      await t.app.inject({
        url: `/api/call/calls?period=90days&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(token),
      })
    ).json();
    items.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
}, 600_000);
afterAll(() => t.close());

describe('the sample calls’ contacts', () => {
  it('of every zara call is the candidate she spoke with, with the application their page opens on', async () => {
    const zara = items.filter((item) => item.agent_id === 'zara');
    expect(zara.length).toBeGreaterThan(100);
    for (const item of zara.slice(0, 40)) {
      const contact = await contactOf(item.call_id);
      expect(contact.source, item.call_id).toBe('candidate');
      expect(contact.candidate?.application_id, item.call_id).toBeTruthy();
      expect(contact.candidate?.job_id, item.call_id).toBeTruthy();
      expect(contact.email, item.call_id).toMatch(/@/);
      expect(item.contact_name, item.call_id).toBe(contact.name);
    }
  });

  it('of some other agents’ calls is a WhatsApp contact of the inbox, whose chat is about the call', async () => {
    expect(items.length).toBeGreaterThan(SAMPLE_CALL_COUNT * 0.8);
    const others = items.filter((item) => item.agent_id !== 'zara');
    const contacts = await Promise.all(others.slice(0, 60).map((item) => contactOf(item.call_id)));
    const fromInbox = contacts.filter((contact) => contact.source === 'inbox');
    expect(fromInbox.length).toBeGreaterThanOrEqual(3);
    for (const contact of fromInbox) {
      expect(contact.chat_thread, contact.call_id).not.toBeNull();
      const chat = (
        await t.app.inject({ url: `/api/inbox/${contact.chat_thread!.id}?tab=chats`, headers: bearer(token) })
      ).json().data as Extract<InboxDetail, { type: 'chat' }>;
      expect(chat.name).toBe(contact.name);
      expect(
        chat.messages
          .filter((m) => m.direction === 'in')
          .map((m) => m.text)
          .join(' '),
      ).toMatch(/loan|documents|salary|statements|terminal|card|payment/i);
    }
    // Every other call is named as its analysis names the customer.
    for (const contact of contacts.filter((c) => c.source !== 'inbox'))
      expect(contact.source, contact.call_id).toBe('call');
  });

  it('leads the list with the name the detail shows', async () => {
    const named = items.filter((item) => item.contact_name !== null);
    expect(named.length).toBe(items.length);
    for (const item of items.slice(0, 30))
      expect(item.contact_name, item.call_id).toBe((await contactOf(item.call_id)).display_name);
  });
});
