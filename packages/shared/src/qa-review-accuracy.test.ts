import { describe, expect, it } from 'vitest';
import { measureCall } from './qa-measures.ts';
import { DEFAULT_PHRASE_TURNS, type PhraseCriterion } from './qa-phrases.ts';
import { reviewCall } from './qa-review.ts';
import type { QaCriterionConfig, QaCriterionResult, QaOutcome } from './qa-scorecards.ts';
import { addTally, ratesOf, type Tally, tally } from './qa-testing/accuracy-tally.ts';
import { criterionOf } from './qa-testing/criteria.ts';
import type { LabelledTruth } from './qa-testing/labelled-call-builder.ts';
import { generateLabelledCalls } from './qa-testing/labelled-calls.ts';
import { type CriterionId, labelledCriteria } from './qa-testing/labelled-lines.ts';

// Issue #29 item 8 for reviews: a scorecard built from the labelled set's categories, reviewed on
// every labelled call, and each criterion's result checked against what the truth says it should
// be. An item is a result that did not pass (failed, or not applicable), keyed by the turn its
// evidence names where the truth knows that turn: a failure at the wrong turn counts as wrong.

type Expected = { outcome: QaOutcome; turn?: number | null };
type Case = { config: QaCriterionConfig; expect: (truth: LabelledTruth) => Expected };

const SILENCE_LIMIT_SECONDS = 5;
const SLOWEST_LIMIT_MS = 5000;
const TALK_SHARE_LIMIT = 65;

const failedAt = (isFailed: boolean, turn?: number | null): Expected =>
  isFailed ? { outcome: 'failed', ...(turn === undefined ? {} : { turn }) } : { outcome: 'passed' };
const atMost = (measure: Extract<QaCriterionConfig, { kind: 'measure' }>['measure'], threshold: number) =>
  ({ kind: 'measure', measure, comparator: 'at_most', threshold }) as const;
const byTime = <T extends { at_seconds: number }>(items: readonly T[]): T[] =>
  [...items].sort((left, right) => left.at_seconds - right.at_seconds);

const phraseCase = (id: CriterionId, rule: 'must_say' | 'must_not_say'): Case => {
  const criterion: PhraseCriterion = labelledCriteria[id];
  const phrases = typeof criterion.phrase === 'string' ? [criterion.phrase] : [...criterion.phrase];
  const within = criterion.within ?? 'anywhere';
  const turns = criterion.turns ?? DEFAULT_PHRASE_TURNS;
  return {
    config: { kind: 'phrase', rule, phrases, speaker: criterion.speaker, within, turns },
    expect: (t) => {
      const saidAt = t.phrases[id].said_at;
      return rule === 'must_say' ? failedAt(saidAt.length === 0) : failedAt(saidAt.length > 0, saidAt[0]);
    },
  };
};

const cases: Record<string, Case> = {
  'caller interrupts at most 0': {
    config: atMost('interruptions_by_user', 0),
    expect: (t) =>
      failedAt(
        t.interruptions.some((i) => i.by === 'user'),
        byTime(t.interruptions).find((i) => i.by === 'user')?.turn_index,
      ),
  },
  'agent interrupts at most 0': {
    config: atMost('interruptions_by_agent', 0),
    expect: (t) =>
      failedAt(
        t.interruptions.some((i) => i.by === 'agent'),
        byTime(t.interruptions).find((i) => i.by === 'agent')?.turn_index,
      ),
  },
  [`longest silence at most ${SILENCE_LIMIT_SECONDS} s`]: {
    config: atMost('longest_silence_seconds', SILENCE_LIMIT_SECONDS),
    expect: (t) => failedAt(t.longest_silence.seconds > SILENCE_LIMIT_SECONDS, t.longest_silence.after_turn_index),
  },
  'dead air at most 0': {
    config: atMost('dead_air_count', 0),
    expect: (t) => failedAt(t.dead_air.length > 0, byTime(t.dead_air)[0]?.after_turn_index),
  },
  [`agent talk share at most ${TALK_SHARE_LIMIT}%`]: {
    config: atMost('agent_talk_share', TALK_SHARE_LIMIT),
    expect: (t) => failedAt(Math.round(100 * t.talk_share.agent) > TALK_SHARE_LIMIT),
  },
  [`slowest response at most ${SLOWEST_LIMIT_MS} ms`]: {
    config: atMost('response_latency_max_ms', SLOWEST_LIMIT_MS),
    expect: (t) => failedAt(t.response_latency.max_ms > SLOWEST_LIMIT_MS),
  },
  'no early hang-up': {
    config: atMost('early_hang_up', 0),
    expect: (t) => failedAt(t.early_hang_up !== null, t.early_hang_up?.turn_index),
  },
  'no repeats': {
    config: atMost('repeated_agent_turns', 0),
    expect: (t) => failedAt(t.repeated_agent_turns.length > 0, t.repeated_agent_turns[0]?.turn_index),
  },
  'no sentiment drop': {
    config: atMost('sentiment_drop', 0),
    expect: (t) => failedAt(t.sentiment_drop !== null, t.sentiment_drop?.at_turn_index),
  },
  'no failed transfer': { config: atMost('transfers_failed', 0), expect: (t) => failedAt(t.transfer.failed) },
  'no failed tool call': {
    config: atMost('tool_calls_failed', 0),
    expect: (t) =>
      failedAt(
        t.tool_calls.some((c) => !c.ok),
        t.tool_calls.find((c) => !c.ok)?.turn_index,
      ),
  },
  'knowledge base used': {
    config: { kind: 'measure', measure: 'knowledge_base_used', comparator: 'at_least', threshold: 1 },
    expect: (t) =>
      t.knowledge_base.reported ? failedAt(t.knowledge_base.used !== true) : { outcome: 'not_applicable' },
  },
  'recording disclosure said': phraseCase('recording_disclosure', 'must_say'),
  'agent names itself': phraseCase('agent_names_itself', 'must_say'),
  'closing question asked': phraseCase('closing_question', 'must_say'),
  'never promises approval': phraseCase('never_promise_approval', 'must_not_say'),
  'caller never asks for a human': phraseCase('caller_asks_for_human', 'must_not_say'),
};

const names = Object.keys(cases);
const criteria = names.map((name) => criterionOf((cases[name] as Case).config, name));
const labelled = generateLabelledCalls();
const reviews = labelled.map(({ call }) => reviewCall(call, measureCall(call), criteria));

const itemsOf = (result: QaCriterionResult, expected: Expected): string[] => {
  if (result.outcome === 'passed') return [];
  return [expected.turn === undefined ? result.outcome : `${result.outcome}@${result.evidence.turn_index}`];
};
const expectedItems = (expected: Expected): string[] => {
  if (expected.outcome === 'passed') return [];
  return [expected.turn === undefined ? expected.outcome : `${expected.outcome}@${expected.turn}`];
};

describe('reviews of the labelled calls against a scorecard built from their truth (issue #29 item 8)', () => {
  const rows = names.map((name, position) => {
    const total: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    const misses: string[] = [];
    for (const [index, { call, truth, scenario }] of labelled.entries()) {
      const result = reviews[index]?.[position];
      if (result === undefined) throw new Error(`No result for ${name} on ${call.call_id}`);
      const expected = (cases[name] as Case).expect(truth);
      const found = itemsOf(result, expected);
      const wanted = expectedItems(expected);
      const one = tally(found, wanted);
      addTally(total, one);
      if (one.falsePositives + one.falseNegatives > 0) {
        misses.push(
          `${call.call_id} [${scenario.join(' ')}] found ${found.join()} truth ${wanted.join()}: ${result.detail}`,
        );
      }
    }
    return { name, ...ratesOf(total), misses };
  });

  it('gives one result per criterion per call, in the scorecard order', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(60);
    for (const review of reviews) expect(review.map((result) => result.label)).toEqual(names);
  });

  it('reaches precision and recall of at least 0.95 for every criterion, evidence turn included', () => {
    console.table(
      rows.map(({ name, positives, precision, recall }) => ({
        criterion: name,
        positives,
        precision: precision.toFixed(3),
        recall: recall.toFixed(3),
      })),
    );
    for (const row of rows) {
      if (row.misses.length > 0) console.log(`${row.name} misses:\n  ${row.misses.slice(0, 5).join('\n  ')}`);
    }
    for (const row of rows) {
      // A criterion must fail on enough calls for its score to mean something.
      expect(row.positives, row.name).toBeGreaterThanOrEqual(8);
      expect(row.precision, row.name).toBeGreaterThanOrEqual(0.95);
      expect(row.recall, row.name).toBeGreaterThanOrEqual(0.95);
    }
  });
});
