import type { CallListItem, ProviderCall, QaCallReview, QaCriterionResult } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { generateCalls } from './call-generator.ts';
import { sampleAgentIds } from './call-scripts.ts';
import { sampleCriterionId, storyCriterion } from './qa-scorecards-sample.ts';
import { DISCLOSURE_MISSING_VERSION, type QaStory, type QaStoryCall } from './qa-story-calls.ts';
import { DEMO_ACCOUNT, sampleCallOptions, seedDatabase } from './seed.ts';

// Issue #29 item 7 on the database: the seed writes the sample scorecards, the call measurer reviews
// the sample calls against them, and the API tells the story the transcripts show. Each story call
// fails its criterion with the sentence and the moment a person would point to, under the call id
// Conversations lists; every other conversation passes the criteria the stories are about.

let t: TestApp;
let token: string;
const NOW = Date.UTC(2026, 10, 20, 12);
const stories: QaStoryCall[] = [];
const generated = new Map(
  generateCalls({ ...sampleCallOptions(NOW), onQaStory: (story) => stories.push(story) }).map((call) => [
    call.call_id,
    call,
  ]),
);
const storyOf = new Map(stories.map((story) => [story.call_id, story]));
const QUIET_LINES = ['inactivity', 'max_duration_reached'];

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

/** Every review of GET /api/qa/reviews with these filters, page after page. */
const listReviews = async (query: string) => {
  const reviews: { call_id: string; agent_id: string; agent_version: number | null }[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { reviews: typeof reviews; next_cursor: string | null } } = await get(
      `/api/qa/reviews?${query}&limit=100${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    );
    reviews.push(...page.data.reviews);
    cursor = page.data.next_cursor;
  } while (cursor !== null);
  return reviews;
};

const turns = (call: ProviderCall) => call.transcript_object ?? [];
const firstStart = (call: ProviderCall, index: number) => turns(call)[index]?.words?.[0]?.start ?? Number.NaN;
const lastEnd = (call: ProviderCall, index: number) => turns(call)[index]?.words?.at(-1)?.end ?? Number.NaN;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** What the story's criterion says of the call, read off its transcript as a person would. */
const expectedFailure = (call: ProviderCall, story: QaStory): Partial<QaCriterionResult> => {
  if (story === 'caller_interrupts') {
    const complaint = turns(call).findIndex((turn) => turn.content.includes('You keep cutting me off.'));
    return {
      detail: 'The caller interrupted the agent 1 time (at most 0 allowed)',
      evidence: { turn_index: complaint, quote: expect.any(String), at_seconds: firstStart(call, complaint) },
    };
  }
  if (story === 'no_recording_disclosure') {
    const opening = turns(call).findIndex((turn) => turn.role === 'agent');
    return {
      detail:
        'The agent never said "This call may be recorded", "This call is being recorded" or "calls are recorded" in its first 2 turns',
      evidence: { turn_index: opening, quote: turns(call)[opening]!.content, at_seconds: firstStart(call, opening) },
    };
  }
  const asked = turns(call).length - 2;
  const seconds = Math.round((firstStart(call, asked) - lastEnd(call, asked - 1)) * 1000) / 1000;
  return {
    detail: `The longest silence was ${oneDecimal.format(seconds)} s (at most 6 s allowed)`,
    evidence: { turn_index: asked - 1, quote: expect.any(String), at_seconds: lastEnd(call, asked - 1) },
  };
};

beforeAll(async () => {
  // The measurer polls only when kicked: the test drains it itself, as the worker does after start.
  t = await createTestApp({ CALL_MEASURE_POLL_MS: '600000' });
  const report = await seedDatabase({ db: t.database.db, passwordCost: 10, now: NOW });
  expect(report).toMatchObject({ agents: 4, qaScorecards: 4, calls: 400 });
  await t.app.callMeasurer.deliverDue();
  const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_ACCOUNT });
  token = login.json().data.token;
}, 900_000);
afterAll(() => t.close());

describe('the sample calls reviewed against the sample scorecards', () => {
  it('seeds one scorecard per sample agent with the fixed criterion ids, and seeding again changes nothing', async () => {
    const listed = async () =>
      (await get<{ data: { name: string; agent_ids: string[]; criteria: { id: string }[] }[] }>('/api/qa/scorecards'))
        .data;
    const scorecards = await listed();
    expect(scorecards.map((scorecard) => [scorecard.name, scorecard.agent_ids])).toEqual([
      ['Zara (Recruiting) call quality', ['zara']],
      ['Leo (Loan Qualification) call quality', ['loan-qualifier']],
      ['Maya (Loan Documents) call quality', ['loan-documents']],
      ['Arjun (Point of Sale) call quality', ['pos-qualifier']],
    ]);
    for (const [index, agentId] of sampleAgentIds.entries())
      expect(scorecards[index]!.criteria.map((criterion) => criterion.id)).toContain(
        sampleCriterionId(agentId, 'disclosure'),
      );
    expect(await seedDatabase({ db: t.database.db, passwordCost: 10, now: NOW })).toMatchObject({ qaScorecards: 0 });
    expect(await listed()).toEqual(scorecards);
    // The drain reviewed every call with a transcript; none waits.
    const [waiting] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from call_measure_queue`),
    );
    expect(waiting!.n).toBe(0);
  });

  it('each story call fails its criterion with the exact sentence and the turn, under the id Conversations lists', async () => {
    const listed = new Map<string, CallListItem>();
    let cursor: string | null = null;
    do {
      const page: { data: CallListItem[]; next_cursor: string | null } = await get(
        `/api/call/calls?from=0&to=${NOW + 1}&limit=200${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      );
      for (const item of page.data) listed.set(item.call_id, item);
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(listed.size).toBe(400);
    for (const story of ['caller_interrupts', 'no_recording_disclosure', 'silence_before_transfer'] as const) {
      const told = stories.filter((candidate) => candidate.story === story);
      expect(told.length, story).toBeGreaterThanOrEqual(3);
      for (const { call_id, agent_id, agent_version } of told) {
        expect(listed.get(call_id), call_id).toMatchObject({ call_id, agent_id, agent_version });
        const { data } = await get<{ data: QaCallReview[] }>(`/api/call/calls/${call_id}/reviews`);
        expect(data).toHaveLength(1);
        const [review] = data;
        const criterionId = sampleCriterionId(agent_id, storyCriterion[story]);
        expect(review!.call_id).toBe(call_id);
        expect(
          review!.results.filter((result) => result.outcome === 'failed').map((result) => result.criterion_id),
          call_id,
        ).toEqual([criterionId]);
        const call = generated.get(call_id)!;
        const failure = review!.results.find((result) => result.criterion_id === criterionId)!;
        expect(failure, call_id).toMatchObject({ outcome: 'failed', ...expectedFailure(call, story) });
        // The quote is the turn's words (the start of them when the turn is long).
        const turn = turns(call)[failure.evidence.turn_index!]!;
        expect(turn.content.startsWith(failure.evidence.quote!), failure.evidence.quote!).toBe(true);
      }
    }
  });

  it("the disclosure criterion's failures are exactly Maya's version-1 story calls", async () => {
    const failed = await listReviews(`failed_criterion_id=${sampleCriterionId('loan-documents', 'disclosure')}`);
    const expected = stories.filter((story) => story.story === 'no_recording_disclosure');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(failed.map((review) => review.call_id).sort()).toEqual(expected.map((story) => story.call_id).sort());
    for (const review of failed)
      expect(review).toMatchObject({ agent_id: 'loan-documents', agent_version: DISCLOSURE_MISSING_VERSION });
  });

  it("ordinary calls pass the stories' criteria: only story calls fail them, and quiet lines the silence", async () => {
    for (const agentId of sampleAgentIds)
      for (const story of Object.keys(storyCriterion) as QaStory[]) {
        const criterionId = sampleCriterionId(agentId, storyCriterion[story]);
        const failed = await listReviews(`failed_criterion_id=${criterionId}`);
        for (const { call_id } of failed) {
          const call = generated.get(call_id)!;
          const isStory = storyOf.get(call_id)?.story === story;
          const isQuietLine = story === 'silence_before_transfer' && QUIET_LINES.includes(call.disconnection_reason!);
          expect(isStory || isQuietLine, `${agentId} ${story} ${call_id}`).toBe(true);
        }
        const told = stories.filter((candidate) => candidate.story === story && candidate.agent_id === agentId);
        expect(failed.map((review) => review.call_id)).toEqual(expect.arrayContaining(told.map((s) => s.call_id)));
      }
    // One ordinary conversation per agent, read as the QA tab reads it: those criteria passed.
    for (const agentId of sampleAgentIds) {
      const call = [...generated.values()].find(
        (candidate) =>
          candidate.agent_id === agentId &&
          !storyOf.has(candidate.call_id) &&
          candidate.call_analysis?.call_successful === true &&
          turns(candidate).some((turn) => turn.role === 'user'),
      )!;
      const { data } = await get<{ data: QaCallReview[] }>(`/api/call/calls/${call.call_id}/reviews`);
      const outcomes = Object.fromEntries(data[0]!.results.map((result) => [result.criterion_id, result.outcome]));
      for (const key of ['disclosure', 'interruptions', 'silence'] as const)
        expect(outcomes[sampleCriterionId(agentId, key)], `${agentId} ${key}`).toBe('passed');
    }
  });
});
