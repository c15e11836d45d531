import { describe, expect, it } from 'vitest';
import type { ProviderCall, TranscriptEntry } from './calls.ts';
import { measureCall } from './qa-measures.ts';
import { callMeasuresSchema } from './qa-measures-schema.ts';
import { spokenTurn, turnEnd, untimedTurn } from './qa-testing/spoken-turns.ts';

const callOf = (transcript: TranscriptEntry[], extra: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: 'call_test',
  transcript_object: transcript,
  ...extra,
});

describe('measureCall on calls without anything to measure', () => {
  it('gives nulls and empty lists for a call with no transcript, and the result passes its schema', () => {
    const measures = measureCall({ call_id: 'empty' });
    expect(measures).toMatchObject({
      talk_share: null,
      interruptions: [],
      longest_silence: null,
      dead_air: [],
      response_latency: null,
      early_hang_up: null,
      repeated_agent_turns: [],
      sentiment_drop: null,
      transfer: { made: false, failed: false, turn_index: null },
      tool_calls: [],
      knowledge_base: { reported: false },
    });
    expect(callMeasuresSchema.parse(JSON.parse(JSON.stringify(measures)))).toEqual(measures);
  });

  it('measures no timing from turns without words, but still reads what was said', () => {
    const measures = measureCall(
      callOf([
        untimedTurn('agent', 'Could you confirm your date of birth please?'),
        untimedTurn('user', 'Sure, it is the fifth of May.'),
        untimedTurn('agent', 'Could you confirm your date of birth, please?'),
      ]),
    );
    expect(measures.talk_share).toBeNull();
    expect(measures.longest_silence).toBeNull();
    expect(measures.response_latency).toBeNull();
    expect(measures.repeated_agent_turns).toEqual([
      { turn_index: 2, repeats_turn_index: 0, quote: 'Could you confirm your date of birth, please?' },
    ]);
  });

  it('handles a single turn: all talk is the agent’s and there is no silence between words to speak of', () => {
    const measures = measureCall(callOf([spokenTurn('agent', 'Hello', 1)]));
    expect(measures.talk_share).toEqual({ agent: 1, user: 0 });
    expect(measures.longest_silence).toBeNull();
    expect(measures.interruptions).toEqual([]);
  });

  it('ignores zero-length words in talk time and words with unusable times altogether', () => {
    const measures = measureCall(
      callOf([
        {
          role: 'agent',
          content: 'Hi there',
          words: [
            { word: 'Hi', start: 1, end: 2 },
            { word: 'there', start: 2, end: 2 },
          ],
        },
        {
          role: 'user',
          content: 'Hello broken',
          words: [
            { word: 'Hello', start: 3, end: 4 },
            { word: 'broken', start: 5, end: 4.5 },
            { word: 'nan', start: Number.NaN, end: 6 },
          ],
        },
      ]),
    );
    expect(measures.talk_share).toEqual({ agent: 0.5, user: 0.5 });
    expect(measures.longest_silence).toEqual({ seconds: 1, at_seconds: 2, after_turn_index: 0 });
  });
});

describe('talk share, silences and interruptions', () => {
  it('counts overlapping words once per side and finds the caller speaking over the agent', () => {
    const agent = spokenTurn('agent', 'Let me explain the repayment schedule to you in detail', 1);
    const user = spokenTurn('user', 'Sorry, I already know that', turnEnd(agent) - 1);
    const measures = measureCall(callOf([agent, user]));
    expect(measures.interruptions).toEqual([
      { by: 'user', at_seconds: user.words?.[0]?.start, turn_index: 1, quote: 'Sorry, I already' },
    ]);
    // Only the pauses between words are left: the two turns overlap.
    expect(measures.longest_silence?.seconds).toBeLessThan(0.1);
    const share = measures.talk_share;
    expect(share?.agent).toBeGreaterThan(0.6);
    expect((share?.agent ?? 0) + (share?.user ?? 0)).toBeCloseTo(1, 6);
  });

  it('finds the agent speaking over the caller, and not a hand-over of a tenth of a second', () => {
    const user = spokenTurn('user', 'I wanted to ask about the interest rate and also', 0.5);
    const agent = spokenTurn('agent', 'The rate is nine percent', turnEnd(user) - 0.8);
    const user2 = spokenTurn('user', 'Okay thanks', turnEnd(agent) + 1);
    const agent2 = spokenTurn('agent', 'You are welcome', turnEnd(user2) - 0.1);
    const measures = measureCall(callOf([user, agent, user2, agent2]));
    expect(measures.interruptions.map(({ by, turn_index }) => ({ by, turn_index }))).toEqual([
      { by: 'agent', turn_index: 1 },
    ]);
  });

  it('reads entries given out of order in the order they were spoken', () => {
    const first = spokenTurn('agent', 'Hello this is Zara', 1);
    const second = spokenTurn('user', 'Hi Zara', turnEnd(first) + 7);
    const measures = measureCall(callOf([second, first]), { deadAirSeconds: 5 });
    expect(measures.dead_air).toEqual([{ seconds: 7, at_seconds: turnEnd(first), after_turn_index: 1 }]);
    expect(measures.longest_silence).toEqual(measures.dead_air[0]);
  });

  it('keeps silences at or under the threshold out of dead air, and takes the threshold from the options', () => {
    const a = spokenTurn('agent', 'Are you there?', 0.5);
    const b = spokenTurn('user', 'Yes', turnEnd(a) + 4);
    const c = spokenTurn('agent', 'Great', turnEnd(b) + 6);
    const call = callOf([a, b, c]);
    expect(measureCall(call).dead_air.map((silence) => silence.after_turn_index)).toEqual([1]);
    expect(measureCall(call, { deadAirSeconds: 3 }).dead_air.map((silence) => silence.after_turn_index)).toEqual([
      0, 1,
    ]);
    expect(measureCall(call, { deadAirSeconds: 3 }).dead_air_seconds).toBe(3);
  });
});

describe('response latency', () => {
  const user = spokenTurn('user', 'What is my balance?', 0.5);
  const agent = spokenTurn('agent', 'Your balance is zero', turnEnd(user) + 1.2);
  const user2 = spokenTurn('user', 'And the due date?', turnEnd(agent) + 0.5);
  const agent2 = spokenTurn('agent', 'The fifth of June', turnEnd(user2) + 2.5);

  it('uses the provider’s e2e latency when the call has it', () => {
    const measures = measureCall(
      callOf([user, agent, user2, agent2], { latency: { e2e: { p50: 900, max: 1400, values: [900, 1400] } } }),
    );
    expect(measures.response_latency).toMatchObject({ p50_ms: 900, max_ms: 1400, source: 'provider' });
    expect(measures.response_latency?.slowest).toMatchObject({ turn_index: 3, ms: 2500 });
  });

  it('falls back on the pauses before the agent’s replies', () => {
    const measures = measureCall(callOf([user, agent, user2, agent2]));
    expect(measures.response_latency).toMatchObject({ p50_ms: 1200, max_ms: 2500, source: 'turns' });
  });

  it('computes p50 from the provider’s values when it sends no p50', () => {
    const measures = measureCall(callOf([], { latency: { e2e: { values: [300, 100, 200] } } }));
    expect(measures.response_latency).toEqual({ p50_ms: 200, max_ms: 300, source: 'provider', slowest: null });
  });
});

describe('early hang-up', () => {
  const agent = spokenTurn('agent', 'Can I ask about your monthly income?', 1);
  const end = turnEnd(agent);

  it('is the caller hanging up within the limit after an agent turn', () => {
    const measures = measureCall(
      callOf([agent], { disconnection_reason: 'user_hangup', duration_ms: Math.round((end + 2) * 1000) }),
    );
    expect(measures.early_hang_up).toEqual({ turn_index: 0, at_seconds: end + 2, seconds_after_agent_turn: 2 });
  });

  it('is not a goodbye, a later hang-up, the agent hanging up, or a call of unknown length', () => {
    const farewell = spokenTurn('agent', 'Thanks for your time, have a great day!', 1);
    const cases: ProviderCall[] = [
      callOf([farewell], { disconnection_reason: 'user_hangup', duration_ms: (turnEnd(farewell) + 1) * 1000 }),
      callOf([agent], { disconnection_reason: 'user_hangup', duration_ms: (end + 9) * 1000 }),
      callOf([agent], { disconnection_reason: 'agent_hangup', duration_ms: (end + 1) * 1000 }),
      callOf([agent], { disconnection_reason: 'user_hangup' }),
    ];
    expect(cases.map((call) => measureCall(call).early_hang_up)).toEqual([null, null, null, null]);
  });

  it('reads the call length from the timestamps when duration_ms is missing', () => {
    const call = callOf([agent], {
      disconnection_reason: 'user_hangup',
      start_timestamp: 1000,
      end_timestamp: 1000 + (end + 1) * 1000,
    });
    expect(measureCall(call).early_hang_up?.seconds_after_agent_turn).toBeCloseTo(1, 3);
  });
});

describe('sentiment drop', () => {
  it('is the first caller turn that turns negative after a calmer one', () => {
    const measures = measureCall(
      callOf([
        untimedTurn('user', 'Hi, thanks for calling back.'),
        untimedTurn('agent', 'Of course.'),
        untimedTurn('user', 'This is ridiculous, I have been waiting a week.'),
      ]),
    );
    expect(measures.sentiment_drop).toMatchObject({
      from: 'positive',
      to: 'negative',
      at_turn_index: 2,
      at_seconds: null,
    });
  });

  it('is not a caller who starts negative, nor a negated negative word', () => {
    const startsNegative = callOf([untimedTurn('user', 'Stop calling me.'), untimedTurn('user', 'This is terrible.')]);
    const negated = callOf([untimedTurn('user', 'Hello.'), untimedTurn('user', "I'm not upset, just curious.")]);
    expect(measureCall(startsNegative).sentiment_drop).toBeNull();
    expect(measureCall(negated).sentiment_drop).toBeNull();
  });
});
