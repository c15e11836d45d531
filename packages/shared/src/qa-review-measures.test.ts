import { describe, expect, it } from 'vitest';
import { qaMeasureValue } from './qa-review.ts';
import { measuresWith, noEvidence, review, untimed, verdict } from './qa-testing/measure-review.ts';

// Threshold criteria on the timing measures: talk share, interruptions, silences, latency.

describe('agent_talk_share', () => {
  it('compares the agent’s rounded percentage and names no moment', () => {
    const measures = measuresWith({ talk_share: { agent: 0.723, user: 0.277 } });
    const failed = review('agent_talk_share', 60, measures);
    expect(failed).toMatchObject({ kind: 'measure', label: 'Rule', weight: 3, outcome: 'failed' });
    expect(failed.detail).toBe('The agent spoke 72% of the time (at most 60% allowed)');
    expect(failed.evidence).toEqual(noEvidence);
    expect(verdict(review('agent_talk_share', 50, measures, 'at_least'))).toEqual([
      'passed',
      'The agent spoke 72% of the time (at least 50% required)',
    ]);
    expect(qaMeasureValue(measures, 'agent_talk_share')).toBe(72);
  });

  it('is not applicable without word timings', () => {
    expect(verdict(review('agent_talk_share', 60, measuresWith(untimed)))).toEqual([
      'not_applicable',
      'This call has no word timings, so talk share is unknown',
    ]);
  });
});

describe('interruptions_by_user and interruptions_by_agent', () => {
  const measures = measuresWith({
    interruptions: [
      { by: 'agent', at_seconds: 4.1, turn_index: 2, quote: 'Could you' },
      { by: 'user', at_seconds: 8, turn_index: 3, quote: 'Sorry, I already' },
      { by: 'user', at_seconds: 15, turn_index: 3, quote: 'Wait' },
      { by: 'user', at_seconds: 20, turn_index: 3, quote: 'Hold on' },
    ],
  });

  it('fails on too many, with the first interruption by that side as evidence', () => {
    const result = review('interruptions_by_user', 1, measures);
    expect(verdict(result)).toEqual(['failed', 'The caller interrupted the agent 3 times (at most 1 allowed)']);
    expect(result.evidence).toEqual({ turn_index: 3, quote: 'Sorry, I already', at_seconds: 8 });
  });

  it('passes within the limit and still shows where the interruption was', () => {
    const result = review('interruptions_by_agent', 1, measures);
    expect(verdict(result)).toEqual(['passed', 'The agent interrupted the caller 1 time (at most 1 allowed)']);
    expect(result.evidence).toEqual({ turn_index: 2, quote: 'Could you', at_seconds: 4.1 });
  });

  it('passes with no evidence when nobody interrupted, and is unknown without word timings', () => {
    const clean = review('interruptions_by_user', 0, measuresWith());
    expect(verdict(clean)).toEqual(['passed', 'The caller did not interrupt the agent']);
    expect(clean.evidence).toEqual(noEvidence);
    expect(verdict(review('interruptions_by_agent', 0, measuresWith(untimed)))).toEqual([
      'not_applicable',
      'This call has no word timings, so interruptions are unknown',
    ]);
    expect(qaMeasureValue(measuresWith(untimed), 'interruptions_by_user')).toBeNull();
  });
});

describe('longest_silence_seconds and dead_air_count', () => {
  const silence = { seconds: 7.234, at_seconds: 10.2, after_turn_index: 3 };

  it('fails on a long silence, with the turn before it and the silence’s start as evidence', () => {
    const result = review('longest_silence_seconds', 4, measuresWith({ longest_silence: silence }));
    expect(verdict(result)).toEqual(['failed', 'The longest silence was 7.2 s (at most 4 s allowed)']);
    expect(result.evidence).toEqual({
      turn_index: 3,
      quote: 'Sorry, I already sent that to you yesterday.',
      at_seconds: 10.2,
    });
  });

  it('writes as many decimals as it takes to tell the value from the limit', () => {
    const measures = measuresWith({ longest_silence: { ...silence, seconds: 4.04 } });
    expect(review('longest_silence_seconds', 4, measures).detail).toBe(
      'The longest silence was 4.04 s (at most 4 s allowed)',
    );
  });

  it('reads timed speech without a gap as 0 seconds, and no timings as unknown', () => {
    const result = review('longest_silence_seconds', 4, measuresWith());
    expect(verdict(result)).toEqual(['passed', 'There was no silence between words']);
    expect(result.evidence).toEqual(noEvidence);
    expect(qaMeasureValue(measuresWith(), 'longest_silence_seconds')).toBe(0);
    expect(verdict(review('longest_silence_seconds', 4, measuresWith(untimed)))).toEqual([
      'not_applicable',
      'This call has no word timings, so silences are unknown',
    ]);
  });

  it('counts dead air with its threshold, the first one as evidence', () => {
    const deadAir = [
      { seconds: 6, at_seconds: 5.5, after_turn_index: 1 },
      { seconds: 9, at_seconds: 11, after_turn_index: 3 },
    ];
    const result = review('dead_air_count', 0, measuresWith({ dead_air: deadAir }));
    expect(verdict(result)).toEqual(['failed', '2 silences lasted over 5 s (at most 0 allowed)']);
    expect(result.evidence).toEqual({ turn_index: 1, quote: 'Hi, I wanted to ask about my loan.', at_seconds: 5.5 });
    expect(verdict(review('dead_air_count', 0, measuresWith()))).toEqual(['passed', 'No silence lasted over 5 s']);
    expect(review('dead_air_count', 0, measuresWith(untimed)).outcome).toBe('not_applicable');
  });
});

describe('response_latency_p50_ms and response_latency_max_ms', () => {
  const latency = {
    p50_ms: 1250,
    max_ms: 3400,
    source: 'provider' as const,
    slowest: { turn_index: 2, at_seconds: 6, ms: 3400 },
  };

  it('compares the median and the slowest reply, with the slowest reply as evidence', () => {
    const measures = measuresWith({ response_latency: latency });
    const slow = review('response_latency_p50_ms', 1000, measures);
    expect(verdict(slow)).toEqual([
      'failed',
      "The agent's median response latency was 1,250 ms (at most 1,000 ms allowed)",
    ]);
    expect(slow.evidence).toEqual({
      turn_index: 2,
      quote: 'Could you confirm your date of birth for me?',
      at_seconds: 6,
    });
    expect(verdict(review('response_latency_max_ms', 5000, measures))).toEqual([
      'passed',
      "The agent's slowest response took 3,400 ms (at most 5,000 ms allowed)",
    ]);
  });

  it('says why latency is unknown', () => {
    expect(
      review('response_latency_max_ms', 5000, measuresWith({ response_latency: { ...latency, max_ms: null } })).detail,
    ).toBe("The provider's latency figures have no maximum, so the slowest response is unknown");
    expect(review('response_latency_p50_ms', 1000, measuresWith(untimed)).detail).toBe(
      'This call has no latency figures from the provider and no word timings, so response latency is unknown',
    );
    expect(review('response_latency_p50_ms', 1000, measuresWith())).toMatchObject({
      outcome: 'not_applicable',
      detail:
        'This call has no latency figures from the provider and no reply of the agent in its word timings, so response latency is unknown',
    });
  });
});
