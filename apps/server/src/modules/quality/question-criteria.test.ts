import type { QaCallReview, QaCriterionResult, QaScorecard } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { startHookReceiver, type HookReceiver } from '../../test/hook-receiver.ts';
import { startStandInLanguageModel, type StandInLanguageModel } from '../../test/stand-in-language-model.ts';
import {
  deliver,
  drain,
  expectAggregatesMatchRecount,
  openQaApp,
  qaApi,
  scorecardBody,
  spokenCall,
  type TwoWorkspaces,
} from './qa-fixtures.ts';

// Issue #29 item 2: a question criterion is judged by the language model against the transcript
// (and the knowledge base when asked), answered with the quote it rests on; the review waits for
// the answer (not scored on it, not announced), takes it once the judge has it, asks again only
// when the question or the call's words change, retries a failing model and then says it did not
// answer; without a model the question is not judged, and the result says so.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let model: StandInLanguageModel;
let hook: HookReceiver;
let scorecard: QaScorecard;

const PRICE_QUESTION = 'Did the agent state a price?';
const KB_QUESTION = 'Did the agent make up a fact the knowledge base does not hold?';

beforeAll(async () => {
  model = await startStandInLanguageModel();
  hook = await startHookReceiver();
  ({ t, ownerA, wsA, ownerB } = await openQaApp({
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'judge-1',
    ALERT_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  }));
  // The call comes first (its agent is then known to the workspace); the scorecard's backfill reviews it.
  await deliver(
    t,
    spokenCall('q_price', { greeting: 'Hello this call is recorded and the visit costs forty dollars' }),
  );
  await drain(t, { judgesQuestions: true });
});
afterAll(async () => {
  await t.close();
  await model.close();
  await hook.close();
});

const api = () => qaApi(t, ownerA);
const reviewOf = async (callId: string): Promise<QaCallReview> => {
  const response = await api()('GET', `/call/calls/${callId}/reviews`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as QaCallReview[])[0]!;
};
const resultOf = (review: QaCallReview, label: string): QaCriterionResult =>
  review.results.find((result) => result.label === label)!;
const answerRows = async () =>
  rowsOf<{ call_id: string; status: string; answer: string | null; attempts: number; error: string | null }>(
    await t.database.db.execute(sql`select call_id, status, answer, attempts, error from qa_question_answers
      where workspace_id = ${wsA} order by call_id, criterion_id`),
  );
/** The judge asks every due question (the stand-in answers by the prompt), then the reviews take the answers. */
const judgeAndReview = async () => {
  await t.app.qaQuestionJudge.deliverDue();
  await drain(t, { judgesQuestions: true });
};
const userPromptOf = (body: Record<string, unknown>) =>
  (body['messages'] as { role: string; content: string }[]).find((m) => m.role === 'user')?.content ?? '';

describe('question criteria', () => {
  it('are refused without a language model, and accepted with one', async () => {
    const body = scorecardBody({
      webhook_url: hook.url,
      criteria: [
        ...scorecardBody().criteria,
        {
          label: 'No price quoted',
          weight: 4,
          config: { kind: 'question', question: PRICE_QUESTION, pass_when: 'no', use_knowledge_base: false },
        },
        {
          label: 'Nothing made up',
          weight: 2,
          config: { kind: 'question', question: KB_QUESTION, pass_when: 'no', use_knowledge_base: true },
        },
      ],
    });
    expect((await api()('GET', '/qa/scorecards')).json()).toMatchObject({ questions_available: true });
    const created = await api()('POST', '/qa/scorecards', body);
    expect(created.statusCode).toBe(201);
    scorecard = created.json().data as QaScorecard;
    expect(scorecard.criteria.map((criterion) => criterion.config.kind)).toEqual([
      'phrase',
      'measure',
      'outcome',
      'question',
      'question',
    ]);
    await drain(t, { judgesQuestions: true });
  });

  it('wait for the model: the review is scored on the rules alone and not announced', async () => {
    const review = await reviewOf('q_price');
    expect(resultOf(review, 'No price quoted')).toMatchObject({
      kind: 'question',
      outcome: 'not_applicable',
      detail: "Waiting for the language model's answer",
      evidence: { turn_index: null, quote: null, at_seconds: null },
    });
    // Weights 3 + 2 + 1 decided, all passed; the questions count for nothing yet.
    expect([review.score, review.passed, review.failed]).toEqual([100, 3, 0]);
    expect((await answerRows()).map((row) => [row.call_id, row.status])).toEqual([
      ['q_price', 'pending'],
      ['q_price', 'pending'],
    ]);
    await t.app.qaWebhooks.deliverDue();
    expect(hook.received).toHaveLength(0);
    expect(model.bodies).toHaveLength(0);
  });

  it('take the answer with its quote, turn and time; the review is then scored and announced', async () => {
    model.contentFor = (body) =>
      userPromptOf(body).includes(PRICE_QUESTION)
        ? { answer: 'Yes', quote: 'the visit costs forty dollars', turn: 0, reason: 'The agent named a price' }
        : { answer: 'no', quote: null, turn: null, reason: 'Every claim is in the passages' };
    await judgeAndReview();
    expect(model.bodies).toHaveLength(2);
    const pricePrompt = model.bodies.map(userPromptOf).find((prompt) => prompt.includes(PRICE_QUESTION))!;
    expect(pricePrompt).toContain('[0] Agent: Hello this call is recorded and the visit costs forty dollars');
    expect(pricePrompt).toContain('[1] Caller: Hi I applied');
    expect(pricePrompt).not.toContain('Knowledge base passages');
    const kbPrompt = model.bodies.map(userPromptOf).find((prompt) => prompt.includes(KB_QUESTION))!;
    expect(kbPrompt).toContain('Knowledge base passages:\n(none found)');
    expect(model.bodies[0]?.['model']).toBe('judge-1');

    const review = await reviewOf('q_price');
    expect(resultOf(review, 'No price quoted')).toMatchObject({
      outcome: 'failed',
      detail: 'The language model answered yes (no passes): The agent named a price.',
      evidence: { turn_index: 0, quote: 'the visit costs forty dollars', at_seconds: 0.5 },
    });
    expect(resultOf(review, 'Nothing made up')).toMatchObject({
      outcome: 'passed',
      detail: 'The language model answered no (no passes): Every claim is in the passages.',
    });
    // 3 + 2 + 1 + 2 passed of 12 decided.
    expect([review.score, review.passed, review.failed]).toEqual([66.7, 4, 1]);
    await expectAggregatesMatchRecount(t, wsA);
    await t.app.qaWebhooks.deliverDue();
    expect(hook.received).toHaveLength(1);
    const announced = JSON.parse(hook.received[0]!.body) as { call_id: string; score: number };
    expect([announced.call_id, announced.score]).toEqual(['q_price', 66.7]);
  });

  it('are not asked again when the call is reviewed alike, and asked again when its words change', async () => {
    await deliver(
      t,
      spokenCall('q_price', { greeting: 'Hello this call is recorded and the visit costs forty dollars' }),
    );
    await drain(t, { judgesQuestions: true });
    await t.app.qaQuestionJudge.deliverDue();
    expect(model.bodies).toHaveLength(2);
    await deliver(t, spokenCall('q_price', { greeting: 'Hello this call is recorded' }));
    await drain(t, { judgesQuestions: true });
    expect(resultOf(await reviewOf('q_price'), 'No price quoted').detail).toBe(
      "Waiting for the language model's answer",
    );
    model.contentFor = () => ({
      answer: 'no',
      quote: 'Hello this call is recorded',
      turn: 0,
      reason: 'No price came up',
    });
    await judgeAndReview();
    expect(model.bodies).toHaveLength(4);
    expect(resultOf(await reviewOf('q_price'), 'No price quoted')).toMatchObject({
      outcome: 'passed',
      evidence: { turn_index: 0, quote: 'Hello this call is recorded' },
    });
  });

  it('are asked again when the question is edited', async () => {
    const { id: _id, version: _v, created_at: _c, updated_at: _u, webhook_secret: _s, ...body } = scorecard;
    const edited = {
      ...body,
      criteria: body.criteria.map(({ position: _p, ...criterion }) =>
        criterion.config.kind === 'question' && criterion.label === 'No price quoted'
          ? { ...criterion, config: { ...criterion.config, question: 'Did the agent quote any price or fee?' } }
          : criterion,
      ),
    };
    expect((await api()('PUT', `/qa/scorecards/${scorecard.id}`, edited)).statusCode).toBe(200);
    await drain(t, { judgesQuestions: true });
    expect((await answerRows()).map((row) => row.status).sort()).toEqual(['answered', 'pending']);
    await judgeAndReview();
    expect(model.bodies).toHaveLength(5);
    expect(userPromptOf(model.bodies[4]!)).toContain('Question: Did the agent quote any price or fee?');
  });

  it('say where the model gave a quote the transcript does not hold, and that it could not tell', async () => {
    model.contentFor = (body) =>
      userPromptOf(body).includes('any price')
        ? { answer: 'no', quote: 'we never discuss money', turn: 1, reason: 'No price' }
        : { answer: 'unclear', quote: null, turn: null, reason: 'The call is too short to tell' };
    await deliver(t, spokenCall('q_quote', { greeting: 'Hello this call is recorded' }));
    await drain(t, { judgesQuestions: true });
    await judgeAndReview();
    const review = await reviewOf('q_quote');
    expect(resultOf(review, 'No price quoted')).toMatchObject({
      outcome: 'passed',
      detail: 'The language model answered no (no passes): No price. The quote it gave is not in the transcript.',
      evidence: { turn_index: null, quote: null, at_seconds: null },
    });
    expect(resultOf(review, 'Nothing made up')).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The language model could not tell from the transcript: The call is too short to tell.',
    });
  });

  it('retry a failing model after a backoff, then say it did not answer', async () => {
    model.contentFor = undefined;
    model.answer = { status: 503, body: { error: 'overloaded' } };
    await deliver(t, spokenCall('q_down', { greeting: 'Hello this call is recorded' }));
    await drain(t, { judgesQuestions: true });
    await t.app.qaQuestionJudge.deliverDue();
    const waiting = (await answerRows()).filter((row) => row.call_id === 'q_down');
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    // Not due again before its backoff; an answer in the wrong shape fails as the status did.
    await t.app.qaQuestionJudge.deliverDue();
    expect((await answerRows()).filter((row) => row.call_id === 'q_down').map((row) => row.attempts)).toEqual([1, 1]);
    model.answerWith({ verdict: 'maybe' });
    await t.database.db.execute(sql`update qa_question_answers set attempts = 3, next_attempt_at = now()
      where workspace_id = ${wsA} and call_id = 'q_down'`);
    await judgeAndReview();
    expect(
      (await answerRows()).filter((row) => row.call_id === 'q_down').map((row) => [row.status, row.error]),
    ).toEqual([
      ['failed', 'The language model answered in an unexpected shape'],
      ['failed', 'The language model answered in an unexpected shape'],
    ]);
    expect(resultOf(await reviewOf('q_down'), 'No price quoted')).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The language model did not answer (The language model answered in an unexpected shape)',
    });
  });

  it('are not judged in a process without a language model, and say so', async () => {
    await deliver(t, spokenCall('q_price', { greeting: 'Hello this call is recorded, thank you' }));
    await drain(t, { judgesQuestions: false });
    expect(resultOf(await reviewOf('q_price'), 'No price quoted')).toMatchObject({
      outcome: 'not_applicable',
      detail: 'Not judged: no language model is set up (LLM_BASE_URL)',
    });
  });

  it('belong to their workspace', async () => {
    expect((await qaApi(t, ownerB)('GET', '/call/calls/q_price/reviews')).statusCode).toBe(404);
    expect((await qaApi(t, ownerB)('GET', `/qa/scorecards/${scorecard.id}`)).statusCode).toBe(404);
  });
});
