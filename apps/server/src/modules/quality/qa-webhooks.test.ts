import type { QaCallReview, QaScorecard } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import { startHookReceiver, type HookReceiver } from '../../test/hook-receiver.ts';
import { addWorkspaceMember } from '../../test/test-app.ts';
import { deliver, drain, openQaApp, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Issue #29 item 6: a scorecard's optional call_reviewed webhook. Each review written or changed
// queues one signed delivery in the review's transaction; it is retried after a failure; a review
// computed again alike sends nothing; private addresses are refused unless allowed; admins set it.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let hook: HookReceiver;
let scorecard: QaScorecard;

beforeAll(async () => {
  hook = await startHookReceiver();
  ({ t, ownerA, wsA, ownerB } = await openQaApp({ ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }));
  await deliver(t, spokenCall('wh_seed'));
  await drain(t);
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

const deliveries = async () =>
  rowsOf<{ call_id: string; status: string; attempts: number; last_error: string | null }>(
    await t.database.db.execute(sql`select call_id, status, attempts, last_error from qa_webhook_deliveries
      where workspace_id = ${wsA} order by id`),
  );
const bodies = () => hook.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('the call_reviewed webhook', () => {
  it('is set by admins with a secret shown to admins only', async () => {
    const member = await addWorkspaceMember(t, { workspaceId: wsA, role: 'member' });
    const byMember = await qaApi(t, member.token)('POST', '/qa/scorecards', scorecardBody({ webhook_url: hook.url }));
    expect([byMember.statusCode, byMember.json().error_message]).toEqual([
      403,
      "Only an admin can set or change a scorecard's webhook",
    ]);
    const created = await qaApi(t, ownerA)('POST', '/qa/scorecards', scorecardBody({ webhook_url: hook.url }));
    expect(created.statusCode).toBe(201);
    scorecard = created.json().data as QaScorecard;
    expect(scorecard.webhook_url).toBe(hook.url);
    expect(scorecard.webhook_secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const seen = (await qaApi(t, member.token)('GET', `/qa/scorecards/${scorecard.id}`)).json().data as QaScorecard;
    expect(seen).toMatchObject({ webhook_url: hook.url, webhook_secret: null });
    // A member saves the scorecard as it is (the webhook kept, absent or the same), not another URL.
    const { id: _id, version: _v, created_at: _c, updated_at: _u, webhook_secret: _s, ...body } = scorecard;
    expect((await qaApi(t, member.token)('PUT', `/qa/scorecards/${scorecard.id}`, body)).statusCode).toBe(200);
    const moved = await qaApi(t, member.token)('PUT', `/qa/scorecards/${scorecard.id}`, {
      ...body,
      webhook_url: 'https://hooks.example.com/elsewhere',
    });
    expect(moved.statusCode).toBe(403);
    expect((await qaApi(t, ownerB)('GET', `/qa/scorecards/${scorecard.id}`)).statusCode).toBe(404);
    // The backfill reviews the seed call (scorecard version 2 after the member's save).
    await drain(t);
  });

  it('delivers each completed review once, signed with the scorecard’s secret, with its results and evidence', async () => {
    await t.app.qaWebhooks.deliverDue();
    expect(bodies().map((body) => body['call_id'])).toEqual(['wh_seed']);
    await deliver(t, spokenCall('wh_bad', { greeting: 'Hello this is Zara', gapSeconds: 7, successful: false }));
    await drain(t);
    await t.app.qaWebhooks.deliverDue();
    expect(hook.received).toHaveLength(2);
    const received = hook.received[1]!;
    const check = { rawBody: Buffer.from(received.body), header: received.signature, now: Date.now() };
    const secret = (await qaApi(t, ownerA)('GET', `/qa/scorecards/${scorecard.id}`)).json().data.webhook_secret;
    expect(verifyWebhookSignature({ ...check, key: secret })).toEqual({ ok: true });
    expect(verifyWebhookSignature({ ...check, key: 'whsec_wrong' })).toEqual({
      ok: false,
      reason: 'Invalid signature',
    });
    const [review] = (await qaApi(t, ownerA)('GET', '/call/calls/wh_bad/reviews')).json().data as QaCallReview[];
    expect(JSON.parse(received.body)).toEqual({
      event: 'call_reviewed',
      call_id: 'wh_bad',
      scorecard_id: scorecard.id,
      scorecard_version: 2,
      score: 0,
      passed: 0,
      failed: 3,
      results: review!.results.map(({ criterion_id, label, outcome, detail, evidence }) => ({
        criterion_id,
        label,
        outcome,
        detail,
        evidence,
      })),
      reviewed_at: review!.reviewed_at,
    });
    expect(review!.results[0]).toMatchObject({ label: 'Recording disclosure', outcome: 'failed' });
    expect((await deliveries()).map((d) => [d.call_id, d.status, d.attempts])).toEqual([
      ['wh_seed', 'delivered', 1],
      ['wh_bad', 'delivered', 1],
    ]);
  });

  it('sends nothing for a review computed again alike: a changed record, the scorecard saved again', async () => {
    const before = hook.received.length;
    const call = spokenCall('wh_bad', { greeting: 'Hello this is Zara', gapSeconds: 7, successful: false });
    await deliver(t, { ...call, from_number: '+14155550102' });
    const { id: _id, version: _v, created_at: _c, updated_at: _u, webhook_secret: _s, ...body } = scorecard;
    expect((await qaApi(t, ownerA)('PUT', `/qa/scorecards/${scorecard.id}`, body)).statusCode).toBe(200);
    await drain(t);
    await t.app.qaWebhooks.deliverDue();
    expect(
      bodies()
        .slice(before)
        .map((b) => [b['call_id'], b['scorecard_version']]),
    ).toEqual([]);
    expect(await deliveries()).toHaveLength(2);
    // A summary quoted as evidence is a change: announced.
    await deliver(t, { ...call, call_analysis: { ...call.call_analysis, call_summary: 'Screening, again' } });
    await drain(t);
    await t.app.qaWebhooks.deliverDue();
    expect(
      bodies()
        .slice(before)
        .map((b) => [b['call_id'], b['scorecard_version']]),
    ).toEqual([['wh_bad', 3]]);
  });

  it('retries a delivery the receiver failed, after its backoff', async () => {
    hook.answers.push(500);
    await deliver(t, spokenCall('wh_retry', { gapSeconds: 7 }));
    await drain(t);
    await t.app.qaWebhooks.deliverDue();
    const failed = (await deliveries()).find((d) => d.call_id === 'wh_retry');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'The hook answered 500' });
    // Not due before its backoff runs out; then delivered.
    await t.app.qaWebhooks.deliverDue();
    expect((await deliveries()).find((d) => d.call_id === 'wh_retry')?.attempts).toBe(1);
    await t.database.db.execute(
      sql`update qa_webhook_deliveries set next_attempt_at = now() where call_id = 'wh_retry'`,
    );
    await t.app.qaWebhooks.deliverDue();
    expect((await deliveries()).find((d) => d.call_id === 'wh_retry')).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    expect(bodies().filter((body) => body['call_id'] === 'wh_retry')).toHaveLength(2);
  });

  it('reaches the receiver within 2 s of the call’s arrival: the measurer is kicked by the webhook, the delivery by the review', async () => {
    const before = hook.received.length;
    t.app.callMeasurer.start();
    const arrived = Date.now();
    await deliver(t, spokenCall('wh_fast', { gapSeconds: 7 }));
    while (hook.received.length === before && Date.now() - arrived < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - arrived).toBeLessThan(2_000);
    expect(bodies().at(-1)).toMatchObject({ event: 'call_reviewed', call_id: 'wh_fast' });
    await t.app.callMeasurer.stop();
  });
});

describe('call_reviewed webhooks on a private network', () => {
  it('are refused unless allowed', async () => {
    const other = await openQaApp();
    try {
      const asOwner = qaApi(other.t, other.ownerA);
      await deliver(other.t, spokenCall('wh_private'));
      const response = await asOwner(
        'POST',
        '/qa/scorecards',
        scorecardBody({ webhook_url: 'http://127.0.0.1:9/hook' }),
      );
      expect([response.statusCode, response.json().error_message]).toEqual([
        400,
        'webhook_url must be on the public internet, not a loopback or private network address (127.0.0.1 is a loopback or private network address)',
      ]);
      const notUrl = await asOwner('POST', '/qa/scorecards', scorecardBody({ webhook_url: 'ftp://example.com/x' }));
      expect([notUrl.statusCode, notUrl.json().error_message]).toEqual([
        400,
        'webhook_url: webhook_url must be an http(s) URL',
      ]);
    } finally {
      await other.t.close();
    }
  });
});
