import type { ProviderCall, QaScorecardInput } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import {
  bearer,
  createTestApp,
  postSignedWebhook,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { measureWaitingCalls } from '../calls/index.ts';
import { advanceQaBackfill } from './index.ts';

// What the quality module's tests share: two workspaces whose background measurer is stopped (each
// test drives the measuring step itself, and asks the question judge when it wants answers), calls
// as the provider sends them, a scorecard, and the aggregates recounted from the reviews.

export const NOW = Date.now();
export const HOUR = 3600_000;

export type TwoWorkspaces = { t: TestApp; ownerA: string; wsA: string; ownerB: string; wsB: string };

/**
 * The app and two workspaces (the webhook key delivers to A's); the measurer is stopped, so reviews
 * are written only by `drain`; the question judge polls only every ten minutes, and a test that
 * wants answers calls its deliverDue.
 */
export const openQaApp = async (env: Record<string, string> = {}): Promise<TwoWorkspaces> => {
  const t = await createTestApp({
    RETELL_API_KEY: 'test-webhook-key-0123456789',
    CALL_MEASURE_POLL_MS: '600000',
    ...env,
  });
  await t.app.callMeasurer.stop();
  const ownerA = (await signUpUser(t.app)).token;
  const ownerB = (await signUpUser(t.app)).token;
  return { t, ownerA, wsA: await workspaceOf(t.app, ownerA), ownerB, wsB: await workspaceOf(t.app, ownerB) };
};

/**
 * Runs the durable step to the end: backfill steps and measuring batches (each in its transaction);
 * with `judgesQuestions`, as a process with a language model runs them (questions read and queued).
 */
export const drain = async (
  t: TestApp,
  { backfillBatch, judgesQuestions = false }: { backfillBatch?: number; judgesQuestions?: boolean } = {},
) => {
  let steps = 0;
  for (;;) {
    const marked = await advanceQaBackfill(t.database.db, backfillBatch);
    const measured = await measureWaitingCalls(t.database.db, { batchSize: 3, judgesQuestions });
    if (marked === null && measured === null) return steps;
    steps += 1;
  }
};

const words = (text: string, start: number) =>
  text.split(' ').map((word, index) => ({ word, start: start + index * 0.3, end: start + index * 0.3 + 0.25 }));

export type SpokenCallOptions = {
  agentId?: string;
  agentVersion?: number;
  greeting?: string;
  /** Seconds of silence between the agent's greeting and the caller's answer. */
  gapSeconds?: number;
  successful?: boolean;
  startedAt?: number;
};

/** A call of two turns: the agent's greeting, then the caller's answer after a gap. */
export const spokenCall = (callId: string, options: SpokenCallOptions = {}): ProviderCall => {
  const greeting = options.greeting ?? 'Hello this call is recorded';
  const gap = options.gapSeconds ?? 1;
  const agentWords = words(greeting, 0.5);
  const answerStart = agentWords.at(-1)!.end + gap;
  const startedAt = options.startedAt ?? NOW - HOUR;
  return {
    call_id: callId,
    call_type: 'phone_call',
    call_status: 'ended',
    direction: 'inbound',
    from_number: '+14155550101',
    to_number: '+14155550999',
    start_timestamp: startedAt,
    end_timestamp: startedAt + 125_400,
    duration_ms: 125_400,
    disconnection_reason: 'user_hangup',
    agent_id: options.agentId ?? 'zara',
    ...(options.agentVersion === undefined ? {} : { agent_version: options.agentVersion }),
    transcript_object: [
      { role: 'agent', content: greeting, words: agentWords },
      { role: 'user', content: 'Hi I applied', words: words('Hi I applied', answerStart) },
    ],
    call_analysis: {
      call_summary: 'Screening',
      user_sentiment: 'Positive',
      call_successful: options.successful ?? true,
    },
  };
};

/** Delivers a call as the provider's signed webhook does. */
export const deliver = async (t: TestApp, call: ProviderCall, event = 'call_analyzed') =>
  expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event, call })).statusCode).toBe(204);

/** Three criteria, one of each rule kind, weighing 3, 2 and 1. */
export const scorecardBody = (overrides: Partial<QaScorecardInput> = {}): QaScorecardInput => ({
  name: 'Screening quality',
  agent_ids: ['zara'],
  criteria: [
    {
      label: 'Recording disclosure',
      weight: 3,
      config: {
        kind: 'phrase',
        rule: 'must_say',
        phrases: ['this call is recorded'],
        speaker: 'agent',
        within: 'first_turns',
        turns: 2,
      },
    },
    {
      label: 'No long silence',
      weight: 2,
      config: { kind: 'measure', measure: 'longest_silence_seconds', comparator: 'at_most', threshold: 5 },
    },
    { label: 'Call successful', weight: 1, config: { kind: 'outcome', field: 'call_successful', equals: true } },
  ],
  ...overrides,
});

export const qaApi =
  (t: TestApp, token: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

type StatRow = Record<string, string | number>;
const normalised = (rows: StatRow[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          key === 'agent_id' || key === 'day' || key.endsWith('_id') ? value : Number(value),
        ]),
      ),
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The aggregates as kept, and as a count from scratch over the reviews (both without empty rows). */
export const aggregatesAndRecount = async (t: TestApp, workspaceId: string) => {
  const run = async (query: ReturnType<typeof sql>) => normalised(rowsOf<StatRow>(await t.database.db.execute(query)));
  return {
    scores:
      await run(sql`select scorecard_id::text, day::text, agent_id, agent_version, reviews, scored, score_sum::text
      from qa_score_stats where workspace_id = ${workspaceId} and (reviews <> 0 or scored <> 0 or score_sum <> 0)`),
    scoresRecounted: await run(sql`select scorecard_id::text, (call_started_at at time zone 'UTC')::date::text as day,
        agent_id, coalesce(agent_version, -1) as agent_version, count(*)::int as reviews, count(score)::int as scored,
        coalesce(sum(score), 0)::text as score_sum
      from qa_call_reviews where workspace_id = ${workspaceId} group by 1, 2, 3, 4`),
    criteria: await run(sql`select scorecard_id::text, criterion_id::text, day::text, agent_id, passed, failed
      from qa_criterion_stats where workspace_id = ${workspaceId} and (passed <> 0 or failed <> 0)`),
    criteriaRecounted: await run(sql`select x.scorecard_id::text, x.criterion_id::text,
        (x.call_started_at at time zone 'UTC')::date::text as day, r.agent_id,
        (count(*) filter (where x.outcome = 'passed'))::int as passed,
        (count(*) filter (where x.outcome = 'failed'))::int as failed
      from qa_review_results x join qa_call_reviews r
        on r.workspace_id = x.workspace_id and r.call_id = x.call_id and r.scorecard_id = x.scorecard_id
      where x.workspace_id = ${workspaceId} and x.outcome <> 'not_applicable' group by 1, 2, 3, 4`),
  };
};

/** Asserts the kept aggregates equal a count from scratch, and that there is something to compare. */
export const expectAggregatesMatchRecount = async (t: TestApp, workspaceId: string) => {
  const { scores, scoresRecounted, criteria, criteriaRecounted } = await aggregatesAndRecount(t, workspaceId);
  expect(scores).toEqual(scoresRecounted);
  expect(criteria).toEqual(criteriaRecounted);
  return { scores, criteria };
};

/** Every stored review and result of a workspace, for comparing before and after. */
export const snapshotReviews = async (t: TestApp, workspaceId: string) => ({
  reviews: rowsOf(
    await t.database.db.execute(
      sql`select * from qa_call_reviews where workspace_id = ${workspaceId} order by call_id, scorecard_id`,
    ),
  ),
  results: rowsOf(
    await t.database.db.execute(
      sql`select * from qa_review_results where workspace_id = ${workspaceId} order by call_id, scorecard_id, criterion_id`,
    ),
  ),
  ...(await aggregatesAndRecount(t, workspaceId)),
});
