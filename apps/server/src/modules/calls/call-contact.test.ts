import type { CallContact, CallListItem } from '@agentdesk/shared';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postSignedWebhook, signUpUser, useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { baseCall } from './call-fixtures.ts';

// #26 item 1: the call detail's contact, resolved on the server in a fixed order (the linked
// candidate, the inbox contact with the call's number, the name the call gives, the number), and the
// same name leading the call's row in the list.

const t = useSignedInApp({ CHAT_HOOK_ALLOW_PRIVATE_URLS: 'true' });
const contactOf = async (callId: string): Promise<CallContact> => {
  const response = await t.app.inject({ url: `/api/call/calls/${callId}/contact`, headers: bearer(t.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CallContact;
};

beforeAll(async () => {
  const calls = [
    // A candidate's call, whose number is also an inbox contact's and whose analysis names someone else: the candidate wins.
    baseCall('call_candidate', {
      direction: 'inbound',
      from_number: '+919800000001',
      to_number: '+918000000000',
      call_analysis: { custom_analysis_data: { name: 'Someone Else' } },
    }),
    // An outbound call to a WhatsApp contact (their chat stores the number without '+').
    baseCall('call_inbox', {
      direction: 'outbound',
      from_number: '+918000000000',
      to_number: '+919800000002',
      call_analysis: { custom_analysis_data: { name: 'Analysis Name' } },
    }),
    // A name and an address only the call gives: the agent's variables and the analysis.
    baseCall('call_named', {
      direction: 'inbound',
      from_number: '+919800000003',
      to_number: '+918000000000',
      call_analysis: { email: 'Asha.Rao@Example.com' },
      retell_llm_dynamic_variables: { customer_name: 'Asha Rao' },
    }),
    // Nothing but a number.
    baseCall('call_number', { direction: 'inbound', from_number: '+14155550123', to_number: '+918000000000' }),
  ];
  const imported = await importThroughApi(t.app, t.token, { calls });
  expect(importedCounts(imported).skipped).toBe(0);
  const workspaceId = await workspaceOf(t.app, t.token);
  await t.database.db.execute(sql`insert into candidates (workspace_id, id, name, email, phone, source) values
    (${workspaceId}, 'cand_meera', 'Meera Shah', 'meera.shah@example.in', '+919800000001', 'manual')`);
  await t.database.db.execute(
    sql`insert into candidate_calls (workspace_id, candidate_id, call_id) values (${workspaceId}, 'cand_meera', 'call_candidate')`,
  );
  for (const [id, name] of [
    ['+919800000001', 'Chat Meera'],
    ['919800000002', 'Ravi Kumar'],
  ] as const) {
    const body = {
      event: 'message',
      platform: 'whatsapp',
      message_id: `m-${id}`,
      contact: { id, name, email: id === '919800000002' ? 'ravi.kumar@example.com' : '' },
      text: 'Hello',
    };
    expect((await postSignedWebhook(t, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
  }
});

describe('the call’s contact', () => {
  it('is the candidate linked to the call first, with their address and their page', async () => {
    expect(await contactOf('call_candidate')).toMatchObject({
      name: 'Meera Shah',
      display_name: 'Meera Shah',
      source: 'candidate',
      phone: '+919800000001',
      phone_display: '+91 98000 00001',
      email: 'meera.shah@example.in',
      candidate: { id: 'cand_meera', application_id: null, job_id: null },
      channels: { email: { is_available: true, reason: null, takes_attachments: true } },
    });
  });

  it('else the inbox contact with the call’s number (written with or without +), with their WhatsApp chat and address', async () => {
    const contact = await contactOf('call_inbox');
    expect(contact).toMatchObject({
      name: 'Ravi Kumar',
      source: 'inbox',
      phone: '+919800000002',
      email: 'ravi.kumar@example.com',
      candidate: null,
    });
    expect(contact.chat_thread?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('else the name and address the call gives (its analysis, the agent’s variables)', async () => {
    expect(await contactOf('call_named')).toMatchObject({
      name: 'Asha Rao',
      source: 'call',
      email: 'asha.rao@example.com',
      chat_thread: null,
      mail_thread: null,
    });
  });

  it('else the number, formatted; a channel that cannot reach them says why', async () => {
    const contact = await contactOf('call_number');
    expect(contact).toMatchObject({ name: null, display_name: '+1 415 555 0123', source: 'number', email: null });
    expect(contact.channels.email).toEqual({
      is_available: false,
      reason: 'No e-mail address is known for +1 415 555 0123',
      takes_attachments: true,
    });
    expect(contact.channels.whatsapp).toMatchObject({ is_available: false, takes_attachments: false });
    expect(contact.channels.whatsapp.reason).toMatch(/chat hook, and none is set/);
  });

  it('can be reached on WhatsApp once the workspace has a chat hook', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/inbox/chat-hook',
      headers: bearer(t.token),
      payload: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await contactOf('call_number')).channels.whatsapp).toEqual({
      is_available: true,
      reason: null,
      takes_attachments: false,
    });
    await t.app.inject({ method: 'DELETE', url: '/api/inbox/chat-hook', headers: bearer(t.token) });
  });

  it('leads each row of the list with the same name', async () => {
    const response = await t.app.inject({ url: '/api/call/calls?period=7days', headers: bearer(t.token) });
    const names = Object.fromEntries(
      (response.json().data as CallListItem[]).map((item) => [item.call_id, item.contact_name]),
    );
    expect(names).toEqual({
      call_candidate: 'Meera Shah',
      call_inbox: 'Ravi Kumar',
      call_named: 'Asha Rao',
      call_number: null,
    });
  });

  it('of another workspace’s call is not found', async () => {
    const outsider = await signUpUser(t.app);
    const response = await t.app.inject({
      url: '/api/call/calls/call_candidate/contact',
      headers: bearer(outsider.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
