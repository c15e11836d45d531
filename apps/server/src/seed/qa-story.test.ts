import {
  measureCall,
  type ProviderCall,
  type QaCriterion,
  type QaCriterionResult,
  qaScorecardInputSchema,
  reviewCall,
} from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { generateCalls } from './call-generator.ts';
import { RECORDING_DISCLOSURE, type SampleAgentId, sampleAgentIds } from './call-scripts.ts';
import { sampleCriterionId, sampleScorecards, storyCriterion } from './qa-scorecards-sample.ts';
import { DISCLOSURE_MISSING_VERSION, type QaStory, type QaStoryCall, qaStoryRules } from './qa-story-calls.ts';
import { sampleAgents } from './sample-agents.ts';
import { sampleCallOptions } from './seed.ts';

// Issue #29 item 7: the sample calls, generated as the seed generates them, reviewed against their
// agent's sample scorecard. Each story call fails the one criterion its story is about, with the
// moment its transcript shows as evidence; ordinary calls pass those criteria.

const NOW = Date.UTC(2026, 10, 20, 12);
const DAY_MS = 86_400_000;
const stories: QaStoryCall[] = [];
const calls = generateCalls({ ...sampleCallOptions(NOW), onQaStory: (story) => stories.push(story) });
const storyOf = new Map(stories.map((story) => [story.call_id, story.story]));

const scorecards = sampleScorecards().map((input) => qaScorecardInputSchema.parse(input));
const criteriaOf = (agentId: string): QaCriterion[] => {
  const scorecard = scorecards.find((candidate) => candidate.agent_ids.includes(agentId));
  if (scorecard === undefined) throw new Error(`No sample scorecard for ${agentId}`);
  return scorecard.criteria.map((criterion, position) => ({ ...criterion, id: criterion.id!, position }));
};
const review = (call: ProviderCall): QaCriterionResult[] =>
  reviewCall(call, measureCall(call), criteriaOf(call.agent_id ?? ''));
const failedIds = (call: ProviderCall): string[] =>
  review(call)
    .filter((result) => result.outcome === 'failed')
    .map((result) => result.criterion_id);
const resultOf = (call: ProviderCall, story: QaStory): QaCriterionResult => {
  const id = sampleCriterionId(call.agent_id as SampleAgentId, storyCriterion[story]);
  return review(call).find((result) => result.criterion_id === id)!;
};

const callsOf = (story: QaStory): ProviderCall[] => calls.filter((call) => storyOf.get(call.call_id) === story);
const turns = (call: ProviderCall) => call.transcript_object ?? [];
const firstStart = (call: ProviderCall, index: number): number => turns(call)[index]?.words?.[0]?.start ?? Number.NaN;
const lastEnd = (call: ProviderCall, index: number): number => turns(call)[index]?.words?.at(-1)?.end ?? Number.NaN;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

describe('the sample scorecards', () => {
  it('are one valid scorecard per sample agent, 4–8 criteria each, with fixed criterion ids', () => {
    const inputs = sampleScorecards();
    expect(inputs.map((input) => input.agent_ids)).toEqual(sampleAgentIds.map((id) => [id]));
    for (const input of inputs) {
      expect(qaScorecardInputSchema.safeParse(input).success, input.name).toBe(true);
      expect(sampleAgents.map((agent) => agent.agent_id)).toContain(input.agent_ids[0]);
      expect(input.criteria.length).toBeGreaterThanOrEqual(4);
      expect(input.criteria.length).toBeLessThanOrEqual(8);
    }
    expect(inputs.map((input) => input.name)).toEqual([
      'Zara (Recruiting) call quality',
      'Leo (Loan Qualification) call quality',
      'Maya (Loan Documents) call quality',
      'Arjun (Point of Sale) call quality',
    ]);
    const ids = inputs.flatMap((input) => input.criteria.map((criterion) => criterion.id));
    expect(new Set(ids).size).toBe(ids.length);
    // Stable across calls (and so across reseeds): the same ids every time.
    expect(sampleScorecards().flatMap((input) => input.criteria.map((criterion) => criterion.id))).toEqual(ids);
  });
});

describe('the sample calls tell the quality-review story', () => {
  it('a handful of calls per story, of the agents the story is about, spread over the 90 days', () => {
    expect(calls).toHaveLength(400);
    const ids = new Set(calls.map((call) => call.call_id));
    for (const story of Object.keys(qaStoryRules) as QaStory[]) {
      const told = stories.filter((candidate) => candidate.story === story);
      expect(told.length, story).toBeGreaterThanOrEqual(3);
      expect(told.length, story).toBeLessThanOrEqual(12);
      for (const { call_id, agent_id, agent_version } of told) {
        expect(ids.has(call_id)).toBe(true);
        expect(qaStoryRules[story].agents).toContain(agent_id);
        // The same record the rest of the sample data has: its agent and version.
        expect(calls.find((call) => call.call_id === call_id)).toMatchObject({ agent_id, agent_version });
      }
      const ages = callsOf(story).map((call) => (NOW - (call.start_timestamp ?? 0)) / DAY_MS);
      expect(Math.max(...ages) - Math.min(...ages), story).toBeGreaterThan(14);
    }
    expect(new Set(stories.map((story) => story.call_id)).size).toBe(stories.length);
    // Maya's disclosure was fixed in version 2: only older calls miss it.
    for (const call of callsOf('no_recording_disclosure')) {
      expect(call.agent_version).toBe(DISCLOSURE_MISSING_VERSION);
      expect(call.start_timestamp).toBeLessThan(NOW - 30 * DAY_MS);
    }
    // The same calls each time the seed runs.
    const again: QaStoryCall[] = [];
    generateCalls({ ...sampleCallOptions(NOW), onQaStory: (story) => again.push(story) });
    expect(again).toEqual(stories);
  });

  it('the caller talks over the agent to complain: fails only "Caller not interrupting the agent", at the complaint', () => {
    for (const call of callsOf('caller_interrupts')) {
      const complaint = turns(call).findIndex((turn) => turn.content.includes('You keep cutting me off.'));
      expect(turns(call)[complaint]?.role).toBe('user');
      // The agent's reply before it was still going when the caller started.
      expect(turns(call)[complaint - 1]?.role).toBe('agent');
      expect(lastEnd(call, complaint - 1) - firstStart(call, complaint)).toBeGreaterThan(0.2);
      const result = resultOf(call, 'caller_interrupts');
      expect(result).toMatchObject({
        outcome: 'failed',
        detail: 'The caller interrupted the agent 1 time (at most 0 allowed)',
        evidence: { turn_index: complaint, at_seconds: firstStart(call, complaint) },
      });
      expect(turns(call)[complaint]?.content.startsWith(result.evidence.quote!), result.evidence.quote!).toBe(true);
      expect(failedIds(call), call.call_id).toEqual([result.criterion_id]);
    }
  });

  it("Maya's version-1 opening without the disclosure: fails only the disclosure, at her first turn", () => {
    for (const call of callsOf('no_recording_disclosure')) {
      const opening = turns(call).findIndex((turn) => turn.role === 'agent');
      expect(turns(call)[opening]?.content).toMatch(/this is Maya/);
      expect(call.transcript).not.toContain(RECORDING_DISCLOSURE);
      const result = resultOf(call, 'no_recording_disclosure');
      expect(result).toMatchObject({
        outcome: 'failed',
        detail:
          'The agent never said "This call may be recorded", "This call is being recorded" or "calls are recorded" in its first 2 turns',
        evidence: {
          turn_index: opening,
          quote: turns(call)[opening]?.content,
          at_seconds: firstStart(call, opening),
        },
      });
      expect(failedIds(call), call.call_id).toEqual([result.criterion_id]);
    }
  });

  it('a transfer that hangs in silence until the caller asks: fails only "No long silence", where the silence began', () => {
    for (const call of callsOf('silence_before_transfer')) {
      expect(call.disconnection_reason).toBe('call_transfer');
      const asked = turns(call).findIndex((turn) => /^Hello\? (Are you still|Is anyone) there\?$/.test(turn.content));
      expect(asked).toBe(turns(call).length - 2);
      const seconds = firstStart(call, asked) - lastEnd(call, asked - 1);
      expect(seconds).toBeGreaterThanOrEqual(8);
      const result = resultOf(call, 'silence_before_transfer');
      expect(result).toMatchObject({
        outcome: 'failed',
        detail: `The longest silence was ${oneDecimal.format(Math.round(seconds * 1000) / 1000)} s (at most 6 s allowed)`,
        evidence: { turn_index: asked - 1, at_seconds: lastEnd(call, asked - 1) },
      });
      expect(failedIds(call), call.call_id).toEqual([result.criterion_id]);
    }
  });
});

describe('ordinary sample calls', () => {
  // A conversation: someone answered and both sides spoke (not a voicemail, not an unanswered call).
  const conversations = calls.filter(
    (call) =>
      !storyOf.has(call.call_id) &&
      call.call_analysis?.in_voicemail !== true &&
      turns(call).some((turn) => turn.role === 'user') &&
      turns(call).some((turn) => turn.role === 'agent'),
  );

  it('pass the criteria the stories fail: no interruption, a disclosure in every opening, silences only where the line went quiet', () => {
    expect(conversations.length).toBeGreaterThan(300);
    const failing = new Map<string, string[]>();
    for (const call of conversations) {
      const outcomeId = sampleCriterionId(call.agent_id as SampleAgentId, 'successful');
      const failed = failedIds(call).filter((id) => id !== outcomeId);
      if (failed.length > 0) failing.set(call.call_id, failed);
    }
    const silenceIds = sampleAgentIds.map((agentId) => sampleCriterionId(agentId, 'silence'));
    for (const [callId, failed] of failing) {
      const call = calls.find((candidate) => candidate.call_id === callId)!;
      // The caller said nothing after the greeting, or the line stayed open to the time limit: the transcript shows it.
      expect(failed.length === 1 && silenceIds.includes(failed[0]!), callId).toBe(true);
      expect(['inactivity', 'max_duration_reached'], callId).toContain(call.disconnection_reason);
    }
    expect(failing.size / conversations.length).toBeLessThan(0.03);
  });

  it('have word timings that show no interruption and no silence over 6 s but those the stories and the quiet lines make', () => {
    for (const call of calls) {
      const measures = measureCall(call);
      const story = storyOf.get(call.call_id);
      expect(
        measures.interruptions.map((interruption) => interruption.by),
        call.call_id,
      ).toEqual(story === 'caller_interrupts' ? ['user'] : []);
      const isQuietLine = ['inactivity', 'max_duration_reached'].includes(call.disconnection_reason ?? '');
      if (story !== 'silence_before_transfer' && !isQuietLine)
        expect(measures.longest_silence?.seconds ?? 0, call.call_id).toBeLessThanOrEqual(6);
    }
  });
});

describe('on any day the sample data is loaded', () => {
  // The seed generates the history ending at the moment it runs: other days give other calls, the same story.
  it.each([Date.UTC(2026, 3, 2, 7), Date.UTC(2025, 11, 9, 15), Date.UTC(2027, 0, 31, 23, 45)])(
    'story calls fail only their criterion and ordinary conversations only a quiet line (now = %i)',
    (now) => {
      const told: QaStoryCall[] = [];
      const day = generateCalls({ ...sampleCallOptions(now), onQaStory: (story) => told.push(story) });
      const toldOf = new Map(told.map((story) => [story.call_id, story.story]));
      for (const story of Object.keys(qaStoryRules) as QaStory[])
        expect(told.filter((candidate) => candidate.story === story).length, story).toBeGreaterThanOrEqual(2);
      for (const call of day) {
        if (call.call_analysis?.in_voicemail === true || !turns(call).some((turn) => turn.role === 'user')) continue;
        const agentId = call.agent_id as SampleAgentId;
        const failed = failedIds(call).filter((id) => id !== sampleCriterionId(agentId, 'successful'));
        const story = toldOf.get(call.call_id);
        const isQuietLine = ['inactivity', 'max_duration_reached'].includes(call.disconnection_reason ?? '');
        const expected =
          story !== undefined
            ? [sampleCriterionId(agentId, storyCriterion[story])]
            : isQuietLine
              ? [sampleCriterionId(agentId, 'silence')]
              : [];
        expect(failed, call.call_id).toEqual(expected);
      }
    },
  );

  // Where a call that can tell it exists there: any answered conversation can have the caller talk
  // over the agent; a silent transfer needs a transfer, and Maya's missing disclosure her first version.
  it('each agent tells each of its stories, interruptions in the last three weeks, whatever the day', () => {
    for (let day = 0; day < 14; day += 1) {
      const now = Date.UTC(2026, 10, 21, 9) + day * DAY_MS;
      const told: QaStoryCall[] = [];
      const startOf = new Map(
        generateCalls({ ...sampleCallOptions(now), onQaStory: (story) => told.push(story) }).map((call) => [
          call.call_id,
          call.start_timestamp ?? 0,
        ]),
      );
      for (const [story, rule] of Object.entries(qaStoryRules) as [QaStory, (typeof qaStoryRules)[QaStory]][])
        for (const agentId of rule.agents) {
          const calls = told.filter((each) => each.story === story && each.agent_id === agentId);
          const recent = calls.filter((each) => startOf.get(each.call_id)! >= now - 21 * DAY_MS);
          const label = `${story} by ${agentId}, now = ${new Date(now).toISOString()}`;
          expect((story === 'caller_interrupts' ? recent : calls).length, label).toBeGreaterThan(0);
        }
    }
  });
});
