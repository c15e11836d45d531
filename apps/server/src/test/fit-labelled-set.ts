// The hand-labelled requirement and résumé-passage pairs (issue #30 item 2; the set is
// modules/candidates/fit-labels.json) and how a scorer is measured on them: each passage is read as a
// résumé, scored against a job whose one must-have is the requirement, and the must-have's result is
// the scorer's label. The same runner measures today's scorer and the frozen one it replaced.
import { readFileSync } from 'node:fs';
import type { FitScore, Job, ParsedResume } from '@agentdesk/shared';
import { z } from 'zod';
import { makeJob } from './fit-score-testing.ts';

export const fitLabels = ['met', 'partly', 'not_met'] as const;
export type FitLabel = (typeof fitLabels)[number];
export const jobFamilies = ['engineering', 'data', 'sales', 'support', 'design', 'operations'] as const;

const labelledPairSchema = z.object({
  family: z.enum(jobFamilies),
  requirement: z.string().min(1),
  passage: z.string().min(1),
  label: z.enum(fitLabels),
  reason: z.string().min(1),
});
export type LabelledPair = z.infer<typeof labelledPairSchema>;

/** The labelled set, checked. */
export const labelledPairs: readonly LabelledPair[] = z
  .array(labelledPairSchema)
  .parse(JSON.parse(readFileSync(new URL('../modules/candidates/fit-labels.json', import.meta.url), 'utf8')));

/** The moment the pairs are read at: a role "to Present" runs to here (Nov 2026). */
export const LABELS_NOW = Date.UTC(2026, 10, 1);

export type Scorer = {
  scoreFit: (job: Job, resume: ParsedResume, options?: { now?: number }) => FitScore;
  readResume: (text: string, options: { now: number }) => ParsedResume;
};

const labelOf = { matched: 'met', partial: 'partly', missing: 'not_met' } as const;

/** The scorer's label for a pair: its one must-have's result. */
export const judgePair = (scorer: Scorer, pair: LabelledPair): { label: FitLabel; reason: string } => {
  const job = makeJob({ requirements: [pair.requirement], workplace_type: 'remote' });
  const fit = scorer.scoreFit(job, scorer.readResume(pair.passage, { now: LABELS_NOW }), { now: LABELS_NOW });
  const part = fit.parts.find((candidate) => candidate.kind === 'must_have')!;
  return { label: labelOf[part.result], reason: part.reason };
};

export type LabelMeasures = {
  pairs: number;
  precision: number;
  recall: number;
  f1: number;
  exact: number;
  misses: { pair: LabelledPair; got: FitLabel; reason: string }[];
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Precision, recall and F1 of "met or partly" against the labels, and the share of exact labels. */
export const measureScorer = (scorer: Scorer, pairs: readonly LabelledPair[] = labelledPairs): LabelMeasures => {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let exact = 0;
  const misses: LabelMeasures['misses'] = [];
  for (const pair of pairs) {
    const { label: got, reason } = judgePair(scorer, pair);
    const said = got !== 'not_met';
    const truth = pair.label !== 'not_met';
    if (said && truth) truePositive += 1;
    else if (said) falsePositive += 1;
    else if (truth) falseNegative += 1;
    if (got === pair.label) exact += 1;
    else misses.push({ pair, got, reason });
  }
  const precision = truePositive / Math.max(1, truePositive + falsePositive);
  const recall = truePositive / Math.max(1, truePositive + falseNegative);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    pairs: pairs.length,
    precision: round3(precision),
    recall: round3(recall),
    f1: round3(f1),
    exact: round3(exact / Math.max(1, pairs.length)),
    misses,
  };
};
