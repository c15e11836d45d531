import { describe, expect, it } from 'vitest';
import { findPhraseOccurrences } from './qa-phrases.ts';
import { measureCall } from './qa-measures.ts';
import { callMeasuresSchema, type CallMeasures } from './qa-measures-schema.ts';
import type { LabelledTruth } from './qa-testing/labelled-call-builder.ts';
import { addTally, ratesOf, type Tally, tally } from './qa-testing/accuracy-tally.ts';
import { generateLabelledCalls, LABELLED_CALL_COUNT } from './qa-testing/labelled-calls.ts';
import { criterionIds, labelledCriteria } from './qa-testing/labelled-lines.ts';

// Issue #29 item 8: every built-in measure and phrase criterion, run over the labelled calls and
// scored against the truth written when each call was made. Each measure gives items (an
// interruption, a dead-air pause, a call's latency…), tallied as accuracy-tally.ts says.

const near = (value: number, precision: number): string => (Math.round(value / precision) * precision).toFixed(3);

type Scorer = (
  measures: CallMeasures,
  truth: LabelledTruth,
  call: ReturnType<typeof generateLabelledCalls>[number]['call'],
) => {
  found: string[];
  truth: string[];
};

const flag = (isFound: boolean, isTrue: boolean): { found: string[]; truth: string[] } => ({
  found: isFound ? ['yes'] : [],
  truth: isTrue ? ['yes'] : [],
});

const measureScorers: Record<string, Scorer> = {
  talk_share: (m, t) => ({
    found: m.talk_share === null ? [] : [near(m.talk_share.agent, 0.005)],
    truth: [near(t.talk_share.agent, 0.005)],
  }),
  interruptions: (m, t) => ({
    found: m.interruptions.map((i) => `${i.by}@${i.turn_index}@${i.at_seconds.toFixed(3)}`),
    truth: t.interruptions.map((i) => `${i.by}@${i.turn_index}@${i.at_seconds.toFixed(3)}`),
  }),
  longest_silence: (m, t) => ({
    found:
      m.longest_silence === null
        ? []
        : [`${m.longest_silence.after_turn_index}@${near(m.longest_silence.seconds, 0.01)}`],
    truth: [`${t.longest_silence.after_turn_index}@${near(t.longest_silence.seconds, 0.01)}`],
  }),
  dead_air: (m, t) => ({
    found: m.dead_air.map((s) => `${s.after_turn_index}@${near(s.seconds, 0.01)}@${near(s.at_seconds, 0.01)}`),
    truth: t.dead_air.map((s) => `${s.after_turn_index}@${near(s.seconds, 0.01)}@${near(s.at_seconds, 0.01)}`),
  }),
  response_latency: (m, t) => ({
    found:
      m.response_latency === null
        ? []
        : [`${m.response_latency.source}:${m.response_latency.p50_ms}:${m.response_latency.max_ms}`],
    truth: [`${t.response_latency.source}:${t.response_latency.p50_ms}:${t.response_latency.max_ms}`],
  }),
  early_hang_up: (m, t) => ({
    found:
      m.early_hang_up === null
        ? []
        : [`${m.early_hang_up.turn_index}@${near(m.early_hang_up.seconds_after_agent_turn, 0.01)}`],
    truth:
      t.early_hang_up === null
        ? []
        : [`${t.early_hang_up.turn_index}@${near(t.early_hang_up.seconds_after_agent_turn, 0.01)}`],
  }),
  repeated_agent_turns: (m, t) => ({
    found: m.repeated_agent_turns.map((r) => `${r.turn_index}<${r.repeats_turn_index}`),
    truth: t.repeated_agent_turns.map((r) => `${r.turn_index}<${r.repeats_turn_index}`),
  }),
  sentiment_drop: (m, t) => ({
    found: m.sentiment_drop === null ? [] : [String(m.sentiment_drop.at_turn_index)],
    truth: t.sentiment_drop === null ? [] : [String(t.sentiment_drop.at_turn_index)],
  }),
  transfer_made: (m, t) => flag(m.transfer.made, t.transfer.made),
  transfer_failed: (m, t) => flag(m.transfer.failed, t.transfer.failed),
  tool_calls: (m, t) => ({
    found: m.tool_calls.map((c) => `${c.name}@${c.turn_index}:${c.ok}`),
    truth: t.tool_calls.map((c) => `${c.name}@${c.turn_index}:${c.ok}`),
  }),
  failed_tool_calls: (m, t) => ({
    found: m.tool_calls.filter((c) => !c.ok).map((c) => `${c.name}@${c.turn_index}`),
    truth: t.tool_calls.filter((c) => !c.ok).map((c) => `${c.name}@${c.turn_index}`),
  }),
  knowledge_base_reported: (m, t) => flag(m.knowledge_base.reported, t.knowledge_base.reported),
  knowledge_base_used: (m, t) => flag(m.knowledge_base.used === true, t.knowledge_base.used === true),
};

const phraseScorers: Record<string, Scorer> = Object.fromEntries(
  criterionIds.map((id): [string, Scorer] => [
    `phrase:${id}`,
    (_m, t, call) => ({
      found: findPhraseOccurrences(call.transcript_object, labelledCriteria[id]).map((o) => String(o.turn_index)),
      truth: t.phrases[id].said_at.map(String),
    }),
  ]),
);

const labelled = generateLabelledCalls();
const measured = labelled.map(({ call }) => measureCall(call));

const score = (scorers: Record<string, Scorer>) =>
  Object.entries(scorers).map(([name, scorer]) => {
    const total: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    const misses: string[] = [];
    for (const [index, { call, truth, scenario }] of labelled.entries()) {
      const measures = measured[index];
      if (measures === undefined) continue;
      const { found, truth: expected } = scorer(measures, truth, call);
      const one = tally(found, expected);
      addTally(total, one);
      if (one.falsePositives + one.falseNegatives > 0)
        misses.push(
          `${call.call_id} [${scenario.join(' ')}] found ${JSON.stringify(found)} truth ${JSON.stringify(expected)}`,
        );
    }
    return { name, ...ratesOf(total), misses };
  });

describe('accuracy on the labelled calls (issue #29 item 8)', () => {
  const rows = [...score(measureScorers), ...score(phraseScorers)];

  it('has at least 60 calls, each with its truth, and measures that pass their schema', () => {
    expect(labelled.length).toBe(LABELLED_CALL_COUNT);
    expect(LABELLED_CALL_COUNT).toBeGreaterThanOrEqual(60);
    for (const measures of measured) expect(callMeasuresSchema.parse(measures)).toEqual(measures);
  });

  it('is the same set every time it is generated', () => {
    expect(JSON.stringify(generateLabelledCalls())).toBe(JSON.stringify(labelled));
  });

  it('reaches precision and recall of at least 0.95 for every measure and phrase criterion', () => {
    const table = rows.map(({ name, positives, precision, recall }) => ({
      measure: name,
      positives,
      precision: precision.toFixed(3),
      recall: recall.toFixed(3),
    }));
    console.table(table);
    for (const row of rows) {
      if (row.misses.length > 0) console.log(`${row.name} misses:\n  ${row.misses.slice(0, 5).join('\n  ')}`);
    }
    for (const row of rows) {
      // Each measure must have enough true cases for its score to mean something.
      expect(row.positives, row.name).toBeGreaterThanOrEqual(8);
      expect(row.precision, row.name).toBeGreaterThanOrEqual(0.95);
      expect(row.recall, row.name).toBeGreaterThanOrEqual(0.95);
    }
  });
});
