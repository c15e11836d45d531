import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEvents, calls } from '../../db/schema.ts';
import { bearer, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { baseCall, countCallRows, HOUR, NOW, openCallsTestApp, postCallEvent } from './call-fixtures.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await openCallsTestApp());
});
afterAll(() => t.close());

const key = () => t.config.webhookKey;
const post = (body: unknown, options?: Parameters<typeof postCallEvent>[2]) => postCallEvent(t, body, options);
const rowCount = () => countCallRows(t);

describe('webhook signatures', () => {
  it('accepts a correctly signed event and stores the call', async () => {
    const response = await post({ event: 'call_ended', call: baseCall('sig_ok') });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.callId, 'sig_ok'));
    expect(row?.agentId).toBe('zara');
    expect(row?.sentiment).toBe('positive');
  });

  it('refuses missing, malformed, wrong, stale and replayed-body signatures and writes nothing', async () => {
    const before = await rowCount();
    const body = JSON.stringify({ event: 'call_ended', call: baseCall('sig_bad') });
    const cases: [string | null, string][] = [
      [null, 'Missing x-retell-signature header'],
      ['garbage', 'Malformed signature header'],
      [signWebhook(body, 'another-key-entirely-123', Date.now()), 'Invalid signature'],
      [signWebhook(body, key(), Date.now() - 6 * 60_000), 'Signature timestamp is too far from now'],
      [signWebhook(body, key(), Date.now() + 6 * 60_000), 'Signature timestamp is too far from now'],
      [signWebhook(`${body} `, key(), Date.now()), 'Invalid signature'],
    ];
    for (const [signature, message] of cases) {
      const response = await post(undefined, { raw: body, signature });
      expect(response.statusCode, message).toBe(401);
      expect(response.json()).toEqual({ error_message: message });
    }
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 for an unparseable body or a call without call_id, 204 for unknown events', async () => {
    const before = await rowCount();
    expect((await post(undefined, { raw: '{"event": "call_ended", ' })).statusCode).toBe(400);
    const noId = await post({ event: 'call_ended', call: { agent_id: 'zara' } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error_message).toBe('call.call_id: call_id is required');
    expect((await post({ event: 'call_transferred_to_mars', call: baseCall('unknown_event') })).statusCode).toBe(204);
    expect(await rowCount()).toBe(before);
    expect(
      (await t.database.db.select({ n: count() }).from(callEvents).where(eq(callEvents.callId, 'unknown_event')))[0]!.n,
    ).toBe(0);
  });

  it('answers 413 for an oversized body', async () => {
    const raw = JSON.stringify({
      event: 'call_ended',
      call: baseCall('huge', { transcript: 'x'.repeat(t.config.BODY_LIMIT_BYTES) }),
    });
    expect((await post(undefined, { raw })).statusCode).toBe(413);
  });
});

describe('idempotent, order-free ingestion', () => {
  const events = (id: string) => [
    {
      event: 'call_started',
      call: {
        call_id: id,
        agent_id: 'loan-qualifier',
        call_status: 'ongoing',
        direction: 'outbound',
        start_timestamp: NOW - 2 * HOUR,
        from_number: '+14155550000',
        to_number: '+14155551111',
      },
    },
    { event: 'transcript_updated', call: { call_id: id, transcript: 'Agent: Hi' } },
    {
      event: 'call_ended',
      call: {
        call_id: id,
        call_status: 'ended',
        end_timestamp: NOW - 2 * HOUR + 60_000,
        duration_ms: 60_000,
        transcript: 'Agent: Hi\nUser: Bye',
        disconnection_reason: 'agent_hangup',
        recording_url: null,
      },
    },
    {
      event: 'call_analyzed',
      call: {
        call_id: id,
        call_analysis: { call_summary: 'Loan qualification', user_sentiment: 'Negative', call_successful: false },
      },
    },
  ];
  const permutations = <T>(xs: T[]): T[][] =>
    xs.length <= 1
      ? [xs]
      : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));

  it('ends in the same row for every order and any repeats', async () => {
    for (const e of events('ordered')) expect((await post(e)).statusCode).toBe(204);
    const [reference] = await t.database.db.select().from(calls).where(eq(calls.callId, 'ordered'));
    expect(reference?.record).toMatchObject({
      call_status: 'ended',
      transcript: 'Agent: Hi\nUser: Bye',
      agent_id: 'loan-qualifier',
    });
    expect(reference?.sentiment).toBe('negative');

    const orders = permutations([0, 1, 2, 3]);
    for (const [n, order] of orders.entries()) {
      const id = `perm_${n}`;
      const list = events(id);
      // every event once in this order, then a few repeats
      for (const i of [...order, order[0]!, order[2]!, order[0]!]) expect((await post(list[i])).statusCode).toBe(204);
      const [row] = await t.database.db.select().from(calls).where(eq(calls.callId, id));
      expect({ ...row!.record, call_id: 'x' }, `order ${order.join(',')}`).toEqual({
        ...reference!.record,
        call_id: 'x',
      });
      expect(row!.callStatus).toBe('ended');
      expect(row!.durationMs).toBe(60_000);
    }
    const [{ n }] = (await t.database.db.select({ n: count() }).from(calls).where(eq(calls.callId, 'perm_0'))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});

describe('connection details', () => {
  it("shows the owner the workspace's webhook address and signing key, which verifies deliveries there", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/calls/connection',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const workspaceId = await workspaceOf(t.app, token);
    const data = response.json().data as { webhook_url: string; signing_key: string; signature_header: string };
    expect(data).toEqual({
      webhook_url: `${t.config.publicUrl}/api/webhooks/calls/?workspace=${workspaceId}`,
      signing_key: expect.stringMatching(/^whsec_[0-9a-f]{48}$/),
      signature_header: 'x-retell-signature',
      previous_key_valid_until: null,
    });
    // The same key again on the next visit, and it signs deliveries to that address.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection', headers: bearer(token) })).json().data
        .signing_key,
    ).toBe(data.signing_key);
    expect(
      (
        await post(
          { event: 'call_ended', call: baseCall('own_key') },
          { key: data.signing_key, workspace: workspaceId },
        )
      ).statusCode,
    ).toBe(204);
    const [row] = await t.database.db
      .select({ workspaceId: calls.workspaceId })
      .from(calls)
      .where(eq(calls.callId, 'own_key'));
    expect(row?.workspaceId).toBe(workspaceId);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection' })).statusCode).toBe(401);
  });
});
