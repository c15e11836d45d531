import { createServer, type Server } from 'node:http';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { outboxMails } from '../../db/schema.ts';
import { signWebhook, verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { ALERT_SIGNATURE_HEADER } from './alert-webhooks.ts';

// #15 item 4: alert rules evaluated from the analytics aggregates; firing and clearing each
// recorded and notified exactly once (e-mail through the outbox, an optional signed webhook), also
// across a restart; refused webhooks counted; bad input refused.

type Hook = { server: Server; url: string; received: { body: string; signature: string | undefined }[] };
const startHook = async (): Promise<Hook> => {
  const received: Hook['received'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: request.headers[ALERT_SIGNATURE_HEADER] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`, received };
};

const call = (id: string, successful: boolean, minutesAgo = 10) => ({
  call_id: id,
  call_type: 'phone_call',
  agent_id: 'agent_alerts',
  call_status: 'ended',
  direction: 'inbound',
  start_timestamp: Date.now() - minutesAgo * 60_000,
  end_timestamp: Date.now() - minutesAgo * 60_000 + 30_000,
  duration_ms: 30_000,
  call_cost: { combined_cost: 50 },
  latency: { e2e: { p50: 900, values: [900, 1400] } },
  call_analysis: { call_successful: successful, user_sentiment: successful ? 'Positive' : 'Negative' },
});

const rule = (overrides: object = {}) => ({
  name: 'Success dropped',
  metric: 'success_rate',
  comparator: 'below',
  threshold: 50,
  window_minutes: 60,
  agent_id: 'agent_alerts',
  emails: ['ops@example.com'],
  ...overrides,
});

describe('alert rules', () => {
  let t: TestApp;
  let hook: Hook;
  let owner: string;
  let workspaceId: string;

  beforeAll(async () => {
    hook = await startHook();
    t = await createTestApp({
      RETELL_API_KEY: 'test-webhook-key-0123456789',
      ALERT_EVAL_INTERVAL_MS: '3600000',
      ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    owner = (await signUpUser(t.app)).token;
    workspaceId = await workspaceOf(t.app, owner);
    // Three of four calls in the last hour failed: 25 % successful.
    const imported = await importThroughApi(t.app, owner, [
      call('a1', true),
      call('a2', false),
      call('a3', false),
      call('a4', false),
    ]);
    expect(importedCounts(imported).skipped).toBe(0);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => hook.server.close(() => resolve()));
  });

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = owner) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const alertMails = async (subject: string) =>
    t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'alert'), eq(outboxMails.subject, subject)));

  it('fires once when the rule holds, with an e-mail and a signed webhook, and clears once when it no longer does', async () => {
    const created = await api('POST', '/api/alerts/rules', rule({ webhook_url: hook.url }));
    expect(created.statusCode).toBe(201);
    const { id, webhook_secret: secret } = created.json().data;
    expect(created.json().data).toMatchObject({ state: 'ok', last_value: null, is_enabled: true });

    expect(await t.app.alertEvaluator.evaluateNow()).toBe(1);
    const fired = (await api('GET', `/api/alerts/rules/${id}`)).json().data;
    expect(fired).toMatchObject({ state: 'firing', last_value: 25 });
    const mails = await alertMails('Alert: Success dropped');
    expect(mails.map((m) => [m.toAddress, m.textBody])).toEqual([
      [
        'ops@example.com',
        'Success dropped is firing: Success rate is 25.0%.\n\nThe rule: Success rate below 50.0% over 1 hour (agent agent_alerts).\n',
      ],
    ]);
    await t.app.alertWebhooks.deliverDue();
    expect(hook.received).toHaveLength(1);
    const delivery = hook.received[0]!;
    expect(
      verifyWebhookSignature({
        rawBody: Buffer.from(delivery.body),
        header: delivery.signature,
        key: secret,
        now: Date.now(),
      }),
    ).toEqual({ ok: true });
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'alert.fired',
      rule: { id, name: 'Success dropped', metric: 'success_rate', threshold: 50 },
      value: 25,
    });

    // Still below: nothing new, however often it is evaluated.
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(0);
    expect(await alertMails('Alert: Success dropped')).toHaveLength(1);

    // Four more successful calls: 5 of 8, 62.5 %: it clears, once.
    await importThroughApi(t.app, owner, [call('a5', true), call('a6', true), call('a7', true), call('a8', true)]);
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(1);
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(0);
    expect((await api('GET', `/api/alerts/rules/${id}`)).json().data).toMatchObject({ state: 'ok', last_value: 62.5 });
    expect(await alertMails('Resolved: Success dropped')).toHaveLength(1);
    await t.app.alertWebhooks.deliverDue();
    expect(hook.received.map((r) => JSON.parse(r.body).event)).toEqual(['alert.fired', 'alert.cleared']);

    const history = (await api('GET', `/api/alerts/events?rule_id=${id}`)).json().data;
    expect(history.events.map((e: { state: string; value: number }) => [e.state, e.value])).toEqual([
      ['cleared', 62.5],
      ['fired', 25],
    ]);
  });

  it('notifies each change once across a restart: a new process finds the rule firing and sends nothing again', async () => {
    const created = (
      await api(
        'POST',
        '/api/alerts/rules',
        rule({
          name: 'Volume high',
          metric: 'call_volume',
          comparator: 'above',
          threshold: 5,
          emails: ['night@example.com'],
        }),
      )
    ).json().data;
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(1);
    expect(await alertMails('Alert: Volume high')).toHaveLength(1);
    // The process stops and another starts on the same database.
    await t.app.close();
    t.app = await buildApp({ config: t.config, database: t.database });
    await t.app.ready();
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(0);
    expect(await alertMails('Alert: Volume high')).toHaveLength(1);
    expect((await api('GET', `/api/alerts/rules/${created.id}`)).json().data).toMatchObject({
      state: 'firing',
      last_value: 8,
    });
  });

  it('measures the other metrics from the aggregates: negative share, cost per day, e2e latency p90, refused webhooks', async () => {
    const make = async (overrides: object) =>
      (await api('POST', '/api/alerts/rules', rule({ name: JSON.stringify(overrides), ...overrides }))).json().data
        .id as string;
    const negative = await make({ metric: 'negative_share', comparator: 'above', threshold: 10 });
    const cost = await make({ metric: 'cost_per_day', comparator: 'above', threshold: 1 });
    const latency = await make({ metric: 'e2e_latency_p90', comparator: 'above', threshold: 1000 });
    const failures = await make({
      metric: 'webhook_failures',
      comparator: 'above',
      threshold: 1,
      window_minutes: 15,
      agent_id: null,
    });
    // Two deliveries with a wrong signature to this workspace.
    for (const n of [1, 2]) {
      const raw = JSON.stringify({ event: 'call_started', call: { call_id: `bad-${n}` } });
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/calls/?workspace=${workspaceId}`,
        headers: {
          'content-type': 'application/json',
          'x-retell-signature': signWebhook(raw, 'not-the-key-0000000000', Date.now()),
        },
        payload: raw,
      });
      expect(refused.statusCode).toBe(401);
    }
    await t.app.alertEvaluator.evaluateNow();
    const value = async (id: string) =>
      (await api('GET', `/api/alerts/rules/${id}`)).json().data as { state: string; last_value: number };
    // 3 negative of 8.
    expect(await value(negative)).toMatchObject({ state: 'firing', last_value: 37.5 });
    // 8 calls of 50 cents in an hour: $4 an hour, $96 a day.
    expect(await value(cost)).toMatchObject({ state: 'firing', last_value: 96 });
    expect((await value(latency)).state).toBe('firing');
    expect(Math.abs((await value(latency)).last_value - 1400)).toBeLessThan(40);
    expect(await value(failures)).toMatchObject({ state: 'firing', last_value: 2 });
  });

  it('refuses bad rules (400), unknown agents, rules and other workspaces (404), private webhook addresses, and lets only admins change rules', async () => {
    const bad = [
      rule({ threshold: -1 }),
      rule({ threshold: 120 }),
      rule({ window_minutes: 7 }),
      rule({ metric: 'temperature' }),
      rule({ emails: [], webhook_url: null }),
      rule({ emails: ['not-an-address'] }),
      rule({ webhook_url: 'ftp://example.com/x' }),
      rule({ metric: 'webhook_failures', agent_id: 'agent_alerts' }),
      { ...rule(), extra: true },
    ];
    for (const body of bad) {
      const response = await api('POST', '/api/alerts/rules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error_message).toEqual(expect.any(String));
    }
    expect((await api('POST', '/api/alerts/rules', rule({ agent_id: 'nobody' }))).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/alerts/rules/${missing}`],
      ['PATCH', `/api/alerts/rules/${missing}`],
      ['DELETE', `/api/alerts/rules/${missing}`],
      ['GET', `/api/alerts/events?rule_id=${missing}`],
    ] as const) {
      expect(
        (await api(method, url, method === 'PATCH' ? { threshold: 10 } : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    // Not an id at all: bad input.
    expect((await api('GET', '/api/alerts/rules/not-a-uuid')).statusCode).toBe(400);
    const mine = (await api('POST', '/api/alerts/rules', rule({ name: 'Mine' }))).json().data.id as string;
    const other = (await signUpUser(t.app)).token;
    for (const [method, url] of [
      ['GET', `/api/alerts/rules/${mine}`],
      ['PATCH', `/api/alerts/rules/${mine}`],
      ['DELETE', `/api/alerts/rules/${mine}`],
      ['GET', `/api/alerts/events?rule_id=${mine}`],
    ] as const) {
      expect(
        (await api(method, url, method === 'PATCH' ? { threshold: 10 } : undefined, other)).statusCode,
        `other ${method}`,
      ).toBe(404);
    }
    expect((await api('GET', '/api/alerts/rules', undefined, other)).json().data).toEqual([]);

    const viewer = await addWorkspaceMember(t, { workspaceId, role: 'viewer' });
    expect(
      (await api('GET', '/api/alerts/rules', undefined, viewer.token))
        .json()
        .data.every((r: { webhook_secret: unknown }) => r.webhook_secret === null),
    ).toBe(true);
    expect((await api('POST', '/api/alerts/rules', rule(), viewer.token)).statusCode).toBe(403);
    expect((await api('PATCH', `/api/alerts/rules/${mine}`, { threshold: 10 }, viewer.token)).statusCode).toBe(403);
    expect((await api('DELETE', `/api/alerts/rules/${mine}`, undefined, viewer.token)).statusCode).toBe(403);

    expect((await api('PATCH', `/api/alerts/rules/${mine}`, { threshold: 101 })).statusCode).toBe(400);
    const changed = await api('PATCH', `/api/alerts/rules/${mine}`, { threshold: 10, name: 'Mine, lower' });
    expect(changed.json().data).toMatchObject({ threshold: 10, name: 'Mine, lower', state: 'ok' });
    expect((await api('DELETE', `/api/alerts/rules/${mine}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/alerts/rules/${mine}`)).statusCode).toBe(404);
  });
});
