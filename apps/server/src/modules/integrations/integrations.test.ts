import { apiPaths, type AuditEvent, type Integrations } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #26 item 9: the Integrations page's API. Admins and the owner read the workspace's webhook
// addresses and mail address; the signing key only on request (each reveal in the audit log);
// a rotation keeps the previous key working for 24 hours. Everyone else is refused.

const HOUR = 3_600_000;

describe('integrations', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof signUpUser>>;
  let second: Awaited<ReturnType<typeof signUpUser>>;

  const as = (token: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers } });
  const integrationsOf = async (token: string, headers: Record<string, string> = {}) => {
    const response = await as(token, 'GET', apiPaths.integrations, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Integrations;
  };
  const reveal = async (token: string) => {
    const response = await as(token, 'POST', apiPaths.signingKeyReveal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data.signing_key as string;
  };
  const auditOf = async (token: string) =>
    (await as(token, 'GET', '/workspaces/current/audit?kind=integrations')).json().data.events as AuditEvent[];
  const deliver = (workspaceId: string, key: string, callId: string) => {
    const raw = JSON.stringify({
      event: 'call_ended',
      call: {
        call_id: callId,
        call_status: 'ended',
        start_timestamp: Date.now() - HOUR,
        end_timestamp: Date.now() - HOUR + 60_000,
      },
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/calls/?workspace=${workspaceId}`,
      headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(raw, key, Date.now()) },
      payload: raw,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    first = await signUpUser(t.app);
    second = await signUpUser(t.app, { email: 'second-owner@example.com' });
  });
  afterAll(() => t.close());

  it('shows the webhook addresses on the address reached, the mail address and the key’s last characters', async () => {
    const data = await integrationsOf(second.token, { host: 'desk.example.com', 'x-forwarded-proto': 'https' });
    expect(data).toEqual({
      calls_webhook_url: `https://desk.example.com/api/webhooks/calls/?workspace=${second.client_id}`,
      conversations_webhook_url: `https://desk.example.com/api/webhooks/conversations/?workspace=${second.client_id}`,
      signature_header: 'x-retell-signature',
      signing_key: {
        hint: expect.stringMatching(/^[0-9a-f]{4}$/),
        created_at: expect.any(String),
        previous_valid_until: null,
        accepts_environment_key: false,
      },
      provider_account: { key_hint: null, from_number: null, call_agents: {}, uses_environment_account: false },
      mail: { address: `no-reply+${second.client_id}@agentdesk.local`, is_receiving: false, is_sending: false },
    });
    const key = await reveal(second.token);
    expect(key).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(key.endsWith(data.signing_key.hint)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(key);
    // The first workspace keeps the bare mail address, and also takes the server's own key.
    expect((await integrationsOf(first.token)).mail.address).toBe('no-reply@agentdesk.local');
    expect((await integrationsOf(first.token)).signing_key.accepts_environment_key).toBe(true);
  });

  it('reveals the key that verifies the workspace’s deliveries, and records each reveal', async () => {
    const key = await reveal(second.token);
    expect((await deliver(second.client_id, key, 'revealed_key_call')).statusCode).toBe(204);
    await reveal(second.token);
    const reveals = (await auditOf(second.token)).filter((event) => event.action === 'webhook_key_revealed');
    expect(reveals.length).toBeGreaterThanOrEqual(3);
    expect(reveals[0]).toMatchObject({ actor_email: 'second-owner@example.com', target_type: 'webhook_key' });
  });

  it('rotates the key: the new one is revealed, the old one works 24 hours more, and it is recorded', async () => {
    const old = await reveal(second.token);
    const rotated = await as(second.token, 'POST', apiPaths.signingKeyRotation);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const data = rotated.json().data as Integrations;
    const graceEnd = Date.parse(data.signing_key.previous_valid_until ?? '');
    expect(Math.abs(graceEnd - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(JSON.stringify(rotated.json())).not.toContain('whsec_');
    const fresh = await reveal(second.token);
    expect(fresh).not.toBe(old);
    expect(fresh.endsWith(data.signing_key.hint)).toBe(true);
    expect((await deliver(second.client_id, old, 'old_key_call')).statusCode).toBe(204);
    expect((await deliver(second.client_id, fresh, 'new_key_call')).statusCode).toBe(204);
    expect((await integrationsOf(second.token)).signing_key.previous_valid_until).toBe(
      data.signing_key.previous_valid_until,
    );
    expect((await auditOf(second.token)).find((event) => event.action === 'webhook_key_rotated')).toMatchObject({
      actor_email: 'second-owner@example.com',
    });
  });

  it('gives an admin of another workspace their own addresses and key, never this one’s', async () => {
    const mine = await integrationsOf(first.token);
    expect(mine.calls_webhook_url).toContain(`workspace=${first.client_id}`);
    expect(await reveal(first.token)).not.toBe(await reveal(second.token));
  });

  it('refuses members and viewers (403) on every route, and records nothing for them', async () => {
    const before = (await auditOf(second.token)).length;
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: second.client_id, role });
      expect((await as(token, 'GET', apiPaths.integrations)).statusCode).toBe(403);
      expect((await as(token, 'POST', apiPaths.signingKeyReveal)).statusCode).toBe(403);
      expect((await as(token, 'POST', apiPaths.signingKeyRotation)).statusCode).toBe(403);
    }
    expect((await auditOf(second.token)).length).toBe(before);
    expect((await t.app.inject({ url: `/api${apiPaths.integrations}` })).statusCode).toBe(401);
  });
});

describe('integrations behind a configured public address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://agents.example.org/',
      MAIL_FROM: 'Desk <desk@example.org>',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
  });
  afterAll(() => t.close());

  it('makes the addresses from PUBLIC_URL whatever address the request came to, and says mail is sent', async () => {
    const owner = await signUpUser(t.app);
    const response = await t.app.inject({
      url: `/api${apiPaths.integrations}`,
      headers: { ...bearer(owner.token), host: 'internal:3000' },
    });
    const data = response.json().data as Integrations;
    expect(data.calls_webhook_url).toBe(`https://agents.example.org/api/webhooks/calls/?workspace=${owner.client_id}`);
    expect(data.mail).toEqual({ address: 'desk@example.org', is_receiving: false, is_sending: true });
  });
});
