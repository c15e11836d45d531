import type { ListInboxResponse } from '@agentdesk/shared';
import { expect } from 'vitest';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { bearer, postSignedWebhook, type SignedInApp, type TestApp } from '../../test/test-app.ts';
import { currentWebhookKey } from '../workspaces/index.ts';

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
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(t.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (query: string) => {
    const response = await get(`/inbox?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListInboxResponse>();
  };
  const webhook = (body: unknown, signature?: string | null) =>
    postSignedWebhook(t, '/api/webhooks/conversations/', body, signature);
  const chat = (
    platform: 'whatsapp' | 'linkedin',
    contactId: string,
    name: string,
    messageId: string,
    text: string,
    at = now,
  ) =>
    webhook({
      event: 'message',
      platform,
      message_id: messageId,
      contact: { id: contactId, name },
      text,
      timestamp: at,
    });
  return { get, send, list, webhook, chat };
};

/** POSTs a webhook delivery to a workspace's own address, signed with its own key. */
export const postToWorkspace = async (
  t: Pick<TestApp, 'app' | 'database' | 'config'>,
  workspaceId: string,
  url: string,
  body: unknown,
) => {
  const { secret } = await currentWebhookKey(t.database.db, workspaceId);
  return postSignedWebhook(
    t,
    `${url}?workspace=${workspaceId}`,
    body,
    signWebhook(JSON.stringify(body), secret, Date.now()),
  );
};

/** A voice call as the provider's calls webhook carries it (`call` of a call_analyzed event). */
export const voiceCall = (callId: string, startTimestamp: number, overrides: Record<string, unknown> = {}) => ({
  call_id: callId,
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+14155550101',
  to_number: '+14155550999',
  start_timestamp: startTimestamp,
  duration_ms: 125_400,
  recording_url: 'https://recordings.example/a.wav',
  call_analysis: { call_summary: 'Screening call', call_successful: true },
  ...overrides,
});

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
