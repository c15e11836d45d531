import type { QaScorecard } from '@agentdesk/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, outboxMails } from '../../db/schema.ts';
import { verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import { startHookReceiver, type HookReceiver } from '../../test/hook-receiver.ts';
import { bearer } from '../../test/test-app.ts';
import { deliver, drain, openQaApp, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Issue #29 item 6: a scorecard's QA score and a criterion's failure rate are alert metrics, read
// over exactly the rule's window from the 15-minute QA buckets (and the reviews of the calls at its
// edges), firing and notifying as every other rule; what a QA rule names is checked.
let { t, ownerA, ownerB, wsB } = {} as TwoWorkspaces;
let hook: HookReceiver;
let scorecard: QaScorecard;
const MINUTE = 60_000;

beforeAll(async () => {
  hook = await startHookReceiver('/alerts');
  ({ t, ownerA, ownerB, wsB } = await openQaApp({
    ALERT_EVAL_INTERVAL_MS: '3600000',
    ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  }));
  await deliver(t, spokenCall('qa_good', { startedAt: Date.now() - 40 * MINUTE }));
  scorecard = (await qaApi(t, ownerA)('POST', '/qa/scorecards', scorecardBody())).json().data as QaScorecard;
  await drain(t);
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = ownerA) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const qaRule = (overrides: object = {}) => ({
  name: 'QA dropped',
  metric: 'qa_score',
  comparator: 'below',
  threshold: 80,
  window_minutes: 60,
  scorecard_id: scorecard.id,
  emails: ['qa@example.com'],
  ...overrides,
});
const ruleOf = async (id: string) => (await api('GET', `/alerts/rules/${id}`)).json().data;
const disclosure = () => scorecard.criteria[0]!.id;

describe('QA alert rules', () => {
  it('fire when the score drops below the threshold, with an e-mail and a signed webhook, over exactly their window', async () => {
    const created = await api('POST', '/alerts/rules', qaRule({ webhook_url: hook.url }));
    expect(created.statusCode).toBe(201);
    const { id, webhook_secret: secret } = created.json().data;
    expect(created.json().data).toMatchObject({ scorecard_id: scorecard.id, criterion_id: null });
    const lastQuarter = (await api('POST', '/alerts/rules', qaRule({ name: 'QA, last 15', window_minutes: 15 }))).json()
      .data.id as string;
    const failing = (
      await api(
        'POST',
        '/alerts/rules',
        qaRule({
          name: 'Disclosure missed',
          metric: 'qa_criterion_failure_rate',
          criterion_id: disclosure(),
          comparator: 'above',
          threshold: 50,
        }),
      )
    ).json().data.id as string;
    const rateRule = await ruleOf(failing);
    expect(rateRule).toMatchObject({ metric: 'qa_criterion_failure_rate', criterion_id: disclosure() });

    // One good call 40 minutes ago: 100, nothing fires.
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(0);
    expect(await ruleOf(id)).toMatchObject({ state: 'ok', last_value: 100 });
    expect((await ruleOf(lastQuarter)).last_value).toBeNull();

    // Two calls that fail every criterion, 25 and 5 minutes ago: (100 + 0 + 0) / 3 over the hour,
    // 0 over the last 15 minutes (the good call is outside it), 2 of 3 disclosures missed.
    const bad = { greeting: 'Hello this is Zara', gapSeconds: 7, successful: false };
    await deliver(t, spokenCall('qa_bad_1', { ...bad, startedAt: Date.now() - 25 * MINUTE }));
    await deliver(t, spokenCall('qa_bad_2', { ...bad, startedAt: Date.now() - 5 * MINUTE }));
    await drain(t);
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(3);
    expect((await ruleOf(id)).state).toBe('firing');
    expect((await ruleOf(id)).last_value).toBeCloseTo(100 / 3, 6);
    expect(await ruleOf(lastQuarter)).toMatchObject({ state: 'firing', last_value: 0 });
    expect((await ruleOf(failing)).last_value).toBeCloseTo(200 / 3, 6);
    expect(await t.app.alertEvaluator.evaluateNow()).toBe(0);

    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'alert'), eq(outboxMails.subject, 'Alert: QA dropped')));
    expect(mails.map((mail) => [mail.toAddress, mail.textBody])).toEqual([
      [
        'qa@example.com',
        'QA dropped is firing: QA score is 33.3%.\n\nThe rule: QA score below 80.0% over 1 hour.\nScorecard: Screening quality.\n',
      ],
    ]);
    // The e-mail of a criterion's rule names the scorecard and the criterion it watches.
    const [rateMail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'alert'), eq(outboxMails.subject, 'Alert: Disclosure missed')));
    expect(rateMail?.textBody).toContain('\nScorecard: Screening quality; criterion: Recording disclosure.\n');
    await t.app.alertWebhooks.deliverDue();
    expect(hook.received).toHaveLength(1);
    const [delivery] = hook.received;
    const check = { rawBody: Buffer.from(delivery!.body), header: delivery!.signature, key: secret, now: Date.now() };
    expect(verifyWebhookSignature(check)).toEqual({ ok: true });
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'alert.fired',
      rule: { id, metric: 'qa_score', scorecard_id: scorecard.id, criterion_id: null, threshold: 80 },
    });
  });

  it('refuses a QA rule without its scorecard or criterion (400), a criterion of another scorecard (422), and another workspace’s (404)', async () => {
    const refusals: [object, number, string][] = [
      [qaRule({ scorecard_id: null }), 400, 'scorecard_id: A QA metric names its scorecard'],
      [qaRule({ metric: 'success_rate' }), 400, 'scorecard_id: Only a QA metric names a scorecard'],
      [
        qaRule({ metric: 'qa_criterion_failure_rate' }),
        400,
        'criterion_id: A criterion failure rate names its criterion',
      ],
      [qaRule({ criterion_id: disclosure() }), 400, 'criterion_id: Only a criterion failure rate names a criterion'],
      [qaRule({ threshold: 120 }), 400, 'threshold: A rate threshold is a percentage: at most 100'],
      [qaRule({ scorecard_id: 'not-a-scorecard' }), 400, 'scorecard_id: scorecard_id must be a scorecard id'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await api('POST', '/alerts/rules', body);
      expect([response.statusCode, response.json().error_message], JSON.stringify(body)).toEqual([status, message]);
    }
    const asB = qaApi(t, ownerB);
    await t.database.db.insert(agents).values({ workspaceId: wsB, agentId: 'zara', agentName: 'Zara of B' });
    const other = await asB('POST', '/qa/scorecards', scorecardBody({ name: 'B’s' }));
    expect(other.statusCode).toBe(201);
    const othersCard = other.json().data as QaScorecard;
    // A second scorecard of A's: its criterion is not the first one's.
    const second = (await qaApi(t, ownerA)('POST', '/qa/scorecards', scorecardBody({ name: 'Second' }))).json()
      .data as QaScorecard;
    const wrongCriterion = await api(
      'POST',
      '/alerts/rules',
      qaRule({ metric: 'qa_criterion_failure_rate', criterion_id: second.criteria[0]!.id }),
    );
    expect([wrongCriterion.statusCode, wrongCriterion.json().error_message]).toEqual([
      422,
      `Criterion '${second.criteria[0]!.id}' is not one of this scorecard's criteria`,
    ]);
    const unknownCard = await api('POST', '/alerts/rules', qaRule({ scorecard_id: othersCard.id }));
    expect([unknownCard.statusCode, unknownCard.json().error_message]).toEqual([404, 'Scorecard not found']);
    const unknownCriterion = await api(
      'POST',
      '/alerts/rules',
      qaRule({ metric: 'qa_criterion_failure_rate', criterion_id: othersCard.criteria[0]!.id }),
    );
    expect([unknownCriterion.statusCode, unknownCriterion.json().error_message]).toEqual([404, 'Criterion not found']);

    // A change checks the same; a rule moved to another metric lets its scorecard go.
    const plain = (
      await api('POST', '/alerts/rules', qaRule({ name: 'Plain', metric: 'call_volume', scorecard_id: null }))
    ).json().data.id as string;
    const patched = await api('PATCH', `/alerts/rules/${plain}`, { metric: 'qa_score' });
    expect([patched.statusCode, patched.json().error_message]).toEqual([
      400,
      'scorecard_id: A QA metric names its scorecard',
    ]);
    const qa = (await api('POST', '/alerts/rules', qaRule({ name: 'Moved' }))).json().data.id as string;
    const moved = await api('PATCH', `/alerts/rules/${qa}`, { metric: 'success_rate' });
    expect(moved.json().data).toMatchObject({ metric: 'success_rate', scorecard_id: null, criterion_id: null });
    // Another workspace's member finds none of A's QA rules.
    expect((await api('GET', `/alerts/rules/${qa}`, undefined, ownerB)).statusCode).toBe(404);

    // A rule goes with the scorecard it watches.
    const onSecond = (await api('POST', '/alerts/rules', qaRule({ name: 'On second', scorecard_id: second.id }))).json()
      .data.id as string;
    expect((await qaApi(t, ownerA)('DELETE', `/qa/scorecards/${second.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/alerts/rules/${onSecond}`)).statusCode).toBe(404);
  });
});
