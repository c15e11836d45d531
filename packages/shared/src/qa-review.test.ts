import { describe, expect, it } from 'vitest';
import type { ProviderCall } from './calls.ts';
import { measureCall } from './qa-measures.ts';
import { isRuleCriterion, reviewCall } from './qa-review.ts';
import { type QaCriterionConfig, type QaCriterionResult, qaCriterionResultSchema, qaScoreOf } from './qa-scorecards.ts';
import { criterionOf } from './qa-testing/criteria.ts';
import { spokenTurn, untimedTurn } from './qa-testing/spoken-turns.ts';

// Phrase and outcome criteria, and the review as a whole: order, kinds refused, results that pass
// their schema.

const call: ProviderCall = {
  call_id: 'call_phrases',
  duration_ms: 30_000,
  disconnection_reason: 'agent_hangup',
  transcript_object: [
    spokenTurn('agent', 'Hello, this is Zara from SwiftPay. This call is recorded for quality purposes.', 0.5),
    spokenTurn('user', 'Hi. Can I speak to a human?', 6),
    spokenTurn('agent', 'Sure. With us you get guaranteed approval.', 9),
    spokenTurn('user', 'Great.', 12),
    spokenTurn('agent', 'Is there anything else I can help you with? Guaranteed approval, remember.', 14),
    spokenTurn('user', "No, that's all, bye.", 19),
  ],
  call_analysis: {
    call_successful: true,
    user_sentiment: 'Negative',
    call_summary: '  The caller asked   about a loan and was promised approval.  ',
    custom_analysis_data: { plan_type: 'Gold  Plus', score: '7', is_vip: 'TRUE', tags: ['a'], rating: 4 },
  },
};
const measures = measureCall(call);

const reviewOne = (config: QaCriterionConfig, onCall: ProviderCall = call): QaCriterionResult => {
  const [result] = reviewCall(onCall, onCall === call ? measures : measureCall(onCall), [criterionOf(config)]);
  if (result === undefined) throw new Error('no result');
  return result;
};
const phrase = (
  rule: 'must_say' | 'must_not_say',
  phrases: string[],
  speaker: 'agent' | 'user' | 'any' = 'agent',
  within: 'first_turns' | 'last_turns' | 'anywhere' = 'anywhere',
  turns = 2,
): QaCriterionConfig => ({ kind: 'phrase', rule, phrases, speaker, within, turns });
const wordStart = (turn: number, word: number): number | undefined =>
  call.transcript_object?.[turn]?.words?.[word]?.start;
const noEvidence = { turn_index: null, quote: null, at_seconds: null };

describe('phrases that must be said', () => {
  it('passes where it was said in the window, quoting the words said', () => {
    const result = reviewOne(phrase('must_say', ['this call is recorded'], 'agent', 'first_turns'));
    expect([result.outcome, result.detail]).toEqual([
      'passed',
      'The agent said "This call is recorded" in its first 2 turns',
    ]);
    expect(result.evidence).toEqual({ turn_index: 0, quote: 'This call is recorded', at_seconds: wordStart(0, 6) });
  });

  it('fails with the window’s first turn as evidence, so a reviewer can go where it was due', () => {
    const result = reviewOne(phrase('must_say', ['thank you for calling'], 'agent', 'last_turns', 1));
    expect([result.outcome, result.detail]).toEqual([
      'failed',
      'The agent never said "thank you for calling" in its last turn',
    ]);
    expect(result.evidence).toEqual({
      turn_index: 4,
      quote: 'Is there anything else I can help you with? Guaranteed approval, remember.',
      at_seconds: wordStart(4, 0),
    });
    const first = reviewOne(phrase('must_say', ['my name is Zara', 'refund', 'money back'], 'agent', 'first_turns'));
    expect(first.detail).toBe('The agent never said "my name is Zara", "refund" or "money back" in its first 2 turns');
    expect(first.evidence.turn_index).toBe(0);
  });

  it('counts only the speaker asked for; any speaker counts either side', () => {
    const byAgent = reviewOne(phrase('must_say', ['speak to a human']));
    expect([byAgent.outcome, byAgent.detail, byAgent.evidence]).toEqual([
      'failed',
      'The agent never said "speak to a human"',
      noEvidence,
    ]);
    expect(reviewOne(phrase('must_say', ['speak to a human'], 'user')).detail).toBe(
      'The caller said "speak to a human"',
    );
    const byEither = reviewOne(phrase('must_say', ['speak to a human'], 'any'));
    expect([byEither.outcome, byEither.detail, byEither.evidence.turn_index]).toEqual([
      'passed',
      'The caller said "speak to a human"',
      1,
    ]);
    expect(reviewOne(phrase('must_say', ['refund'], 'any', 'first_turns', 3)).detail).toBe(
      'Neither side said "refund" in the first 3 turns',
    );
    expect(reviewOne(phrase('must_say', ['refund'], 'user', 'first_turns', 1)).detail).toBe(
      'The caller never said "refund" in their first turn',
    );
  });
  it('does not judge a call without a conversation: nobody answered, or voicemail', () => {
    const disclosure = phrase('must_say', ['this call is recorded'], 'agent', 'first_turns');
    const unanswered: ProviderCall = {
      call_id: 'call_unanswered',
      transcript_object: [spokenTurn('agent', 'Hello? Is anyone there?', 0.5)],
    };
    expect(reviewOne(disclosure, unanswered)).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The caller never spoke, so there was no conversation to say it in',
      evidence: noEvidence,
    });
    const voicemail: ProviderCall = { ...call, call_id: 'call_voicemail', call_analysis: { in_voicemail: true } };
    expect(reviewOne(disclosure, voicemail)).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The call reached voicemail, so there was no conversation to say it in',
    });
    // What must never be said is still judged: an agent can say it to a voicemail.
    expect(reviewOne(phrase('must_not_say', ['guaranteed approval']), voicemail).outcome).toBe('failed');
  });
});

describe('phrases that must never be said', () => {
  it('fails at the first time it was said, and says how many times in all', () => {
    const result = reviewOne(phrase('must_not_say', ['guaranteed approval']));
    expect([result.outcome, result.detail]).toEqual(['failed', 'The agent said "guaranteed approval", 2 times in all']);
    expect(result.evidence).toEqual({ turn_index: 2, quote: 'guaranteed approval.', at_seconds: wordStart(2, 5) });
    const lastTurn = reviewOne(phrase('must_not_say', ['guaranteed approval'], 'agent', 'last_turns', 1));
    expect([lastTurn.detail, lastTurn.evidence.turn_index]).toEqual([
      'The agent said "Guaranteed approval" in its last turn',
      4,
    ]);
  });

  it('passes with no evidence when that speaker never said it', () => {
    const result = reviewOne(phrase('must_not_say', ['guaranteed approval'], 'user'));
    expect([result.outcome, result.detail, result.evidence]).toEqual([
      'passed',
      'The caller never said "guaranteed approval"',
      noEvidence,
    ]);
  });

  it('gives no time for a transcript without word timings', () => {
    const untimed = { call_id: 'untimed', transcript_object: [untimedTurn('agent', 'You get guaranteed approval!')] };
    expect(reviewOne(phrase('must_not_say', ['guaranteed approval']), untimed).evidence).toEqual({
      turn_index: 0,
      quote: 'guaranteed approval!',
      at_seconds: null,
    });
  });
});

describe('outcome fields of the post-call analysis', () => {
  const outcome = (field: string, equals: boolean | string | number): QaCriterionResult =>
    reviewOne({ kind: 'outcome', field, equals });
  const summary = 'The caller asked about a loan and was promised approval.';

  it('compares booleans exactly, with the summary as evidence', () => {
    const passed = outcome('call_successful', true);
    expect([passed.kind, passed.outcome, passed.detail]).toEqual([
      'outcome',
      'passed',
      'The post-call analysis says call_successful is true',
    ]);
    expect(passed.evidence).toEqual({ turn_index: null, quote: summary, at_seconds: null });
    expect([outcome('call_successful', false).outcome, outcome('call_successful', false).detail]).toEqual([
      'failed',
      'The post-call analysis says call_successful is true (false expected)',
    ]);
  });

  it('compares strings without regard to case or spaces', () => {
    expect(outcome('user_sentiment', ' negative ').outcome).toBe('passed');
    expect(outcome('user_sentiment', 'Positive').detail).toBe(
      'The post-call analysis says user_sentiment is "Negative" ("Positive" expected)',
    );
    expect(outcome('custom:plan_type', 'gold plus').detail).toBe(
      // Runs of spaces are written as one, as the evidence's quotes are.
      'The post-call analysis says plan_type is "Gold Plus"',
    );
  });

  it('reads custom fields, taking text for the number or yes/no it spells', () => {
    expect([outcome('custom:score', 7).outcome, outcome('custom:score', 8).outcome]).toEqual(['passed', 'failed']);
    expect(outcome('custom:score', 8).detail).toBe('The post-call analysis says score is "7" (8 expected)');
    expect([outcome('custom:is_vip', true).outcome, outcome('custom:rating', 4).outcome]).toEqual(['passed', 'passed']);
    expect(outcome('custom:rating', '4').outcome).toBe('passed');
  });

  it('is not applicable when the analysis or the field is missing', () => {
    expect(outcome('appointment_booked', true)).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The post-call analysis has no appointment_booked',
    });
    expect(outcome('custom:region', 'north').detail).toBe('The post-call analysis has no custom field region');
    expect(outcome('custom:tags', 'a').detail).toBe("The post-call analysis's custom field tags is not a single value");
    const bare = reviewOne({ kind: 'outcome', field: 'call_successful', equals: true }, { call_id: 'bare' });
    expect([bare.outcome, bare.detail, bare.evidence]).toEqual([
      'not_applicable',
      'This call has no post-call analysis',
      noEvidence,
    ]);
  });

  it('cuts a long summary at a word, to at most 200 characters', () => {
    const long = { ...call, call_analysis: { call_successful: true, call_summary: 'word '.repeat(80) } };
    const quote = reviewOne({ kind: 'outcome', field: 'call_successful', equals: true }, long).evidence.quote;
    expect(quote).toBe(`${'word '.repeat(39)}word…`);
  });
});

describe('reviewCall', () => {
  const criteria = [
    criterionOf(phrase('must_not_say', ['guaranteed approval']), 'No promises', 5),
    criterionOf({ kind: 'outcome', field: 'call_successful', equals: true }, 'Successful', 2),
    criterionOf({ kind: 'measure', measure: 'tool_calls_failed', comparator: 'at_most', threshold: 0 }, 'Tools', 1),
    criterionOf({ kind: 'outcome', field: 'appointment_booked', equals: true }, 'Booked', 4),
  ];
  const question = criterionOf({
    kind: 'question',
    question: 'Did the agent answer every question?',
    pass_when: 'yes',
    use_knowledge_base: false,
  });

  it('gives one result per criterion in the criteria’s order, each valid, scored by the weights decided', () => {
    const results = reviewCall(call, measures, criteria);
    expect(
      results.map((result) => [result.criterion_id, result.label, result.kind, result.weight, result.outcome]),
    ).toEqual([
      [criteria[0]?.id, 'No promises', 'phrase', 5, 'failed'],
      [criteria[1]?.id, 'Successful', 'outcome', 2, 'passed'],
      [criteria[2]?.id, 'Tools', 'measure', 1, 'passed'],
      [criteria[3]?.id, 'Booked', 'outcome', 4, 'not_applicable'],
    ]);
    for (const result of results) expect(qaCriterionResultSchema.parse(result)).toEqual(result);
    expect(qaScoreOf(results)).toBe(37.5);
    expect(reviewCall(call, measures, [...criteria].reverse()).map((result) => result.label)).toEqual([
      'Booked',
      'Tools',
      'Successful',
      'No promises',
    ]);
    expect(reviewCall(call, measures, [])).toEqual([]);
  });

  it('refuses a question for the language model; isRuleCriterion filters them out', () => {
    expect(() => reviewCall(call, measures, [...criteria, question])).toThrow(
      `reviewCall cannot decide criterion "${question.label}" (${question.id}): a question is judged by the language model; give its answers (questionStateOf) or keep only the criteria isRuleCriterion accepts`,
    );
    const rules = [question, ...criteria].filter(isRuleCriterion);
    expect(rules).toEqual(criteria);
    expect(reviewCall(call, measures, rules)).toHaveLength(4);
  });

  it('is deterministic: the same call gives the same results', () => {
    expect(JSON.stringify(reviewCall(call, measureCall(call), criteria))).toBe(
      JSON.stringify(reviewCall(call, measures, criteria)),
    );
  });
});
