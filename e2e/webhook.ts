import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { E2E_WEBHOOK_KEY } from './constants.ts';

/**
 * Posts a call event signed as the provider signs it: to the first workspace with the server's key,
 * or to a workspace's own address (`?workspace=`) with its own key. Expects it acknowledged (204).
 */
export const sendWebhook = async (payload: unknown, target: { url?: string; key?: string } = {}) => {
  const body = JSON.stringify(payload);
  const timestamp = Date.now();
  const digest = createHmac('sha256', target.key ?? E2E_WEBHOOK_KEY)
    .update(body)
    .update(String(timestamp))
    .digest('hex');
  const response = await fetch(target.url ?? `${baseUrl()}/api/webhooks/calls/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-retell-signature': `v=${timestamp},d=${digest}` },
    body,
  });
  expect(response.status).toBe(204);
};
