import type { ListInboxResponse } from '@agentdesk/shared';
import { expect } from 'vitest';
import { bearer, postSignedWebhook, type SignedInApp } from '../../test/test-app.ts';

/** The key the inbox suites sign the conversations webhook with. */
export const inboxTestEnv = { RETELL_API_KEY: 'test-webhook-key-0123456789' };

export type InboxTestClient = ReturnType<typeof inboxClientFor>;

/**
 * The inbox requests the inbox suites make as the app's signed-in user; chats default to `now`.
 * The app is read at each request, so a suite can take these at load, before `beforeAll` fills it.
 */
export const inboxClientFor = (t: SignedInApp, now: number) => {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(t.token) });
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(t.token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (query: string) => {
    const response = await get(`/inbox?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListInboxResponse;
  };
  const webhook = (body: unknown, signature?: string | null) => postSignedWebhook(t, '/api/webhooks/conversations/', body, signature);
  const chat = (platform: 'whatsapp' | 'linkedin', contactId: string, name: string, messageId: string, text: string, at = now) =>
    webhook({ event: 'message', platform, message_id: messageId, contact: { id: contactId, name }, text, timestamp: at });
  return { get, send, list, webhook, chat };
};

/** A missed WhatsApp call, as the conversations webhook delivers it. */
export const missedWhatsappCall = (startTimestamp: number) => ({
  event: 'call',
  platform: 'whatsapp',
  call_id: 'wa_call_1',
  contact: { id: '+919800000002', name: 'Meera' },
  direction: 'inbound',
  status: 'missed',
  business_number: '+918000000000',
  start_timestamp: startTimestamp,
  duration_ms: 0,
});
