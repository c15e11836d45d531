import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoreFit } from '../apps/server/src/modules/candidates/fit-score.ts';
import { readResume } from '../apps/server/src/modules/candidates/resume-text.ts';
import {
  judgePair,
  labelledPairs,
  LABELS_NOW,
  measureScorer,
  type Scorer,
} from '../apps/server/src/test/fit-labelled-set.ts';
import { makeJob } from '../apps/server/src/test/fit-score-testing.ts';
import { benchJob, requirementEdits, resumeText } from './candidates-data.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// Issue #30 item 2: the fit score's must-have judgement on the hand-labelled pairs
// (apps/server/src/modules/candidates/fit-labels.json), today's scorer against the one it replaced,
// on the same pairs in the same run. The one it replaced is the candidates module as it stood at
// FIT_BASELINE_COMMIT, taken from git into a folder git ignores, so it is the code that ran, not a copy.
// Precision, recall and F1 are of "met or partly" against the labels; "exact" is the share of pairs
// given their very label. Speed: résumé read + score per pair, both scorers in turns.

export const FIT_BASELINE_COMMIT = '794db7fce37ff987994b9aa570f0c042d0a41387';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = join(root, 'apps/server/src/modules/.fit-baseline');
const ROUNDS = Number(process.env['FIT_BENCH_ROUNDS'] ?? 20);
/** The candidates bench's résumés scored per round, as a job's rescoring scores them. */
const PROFILES = 1_000;

/** The candidates module at the baseline commit, tests left out, imported from where its relative imports resolve. */
const loadBaseline = async (): Promise<Scorer> => {
  rmSync(baselineDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  const tar = execFileSync(
    'git',
    ['archive', '--format=tar', `${FIT_BASELINE_COMMIT}:apps/server/src/modules/candidates`],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', baselineDir, '--exclude=*.test.ts'], { input: tar });
  const url = (file: string) => pathToFileURL(join(baselineDir, file)).href;
  const score = (await import(url('fit-score.ts'))) as Pick<Scorer, 'scoreFit'>;
  const read = (await import(url('resume-text.ts'))) as Pick<Scorer, 'readResume'>;
  return { scoreFit: score.scoreFit, readResume: read.readResume };
};

/** Milliseconds per pair (read + score), median of rounds taken in turns with the other scorer. */
const timePerPair = (scorers: Scorer[]): number[] => {
  const samples = scorers.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1)
    scorers.forEach((scorer, index) => {
      const started = performance.now();
      for (const pair of labelledPairs) judgePair(scorer, pair);
      samples[index]!.push((performance.now() - started) / labelledPairs.length);
    });
  return samples.map((times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!);
};

/**
 * Milliseconds per candidate of a rescoring: the candidates bench's résumés (read once, as the
 * stored profiles are) scored against its job and its two edits, median of rounds in turns.
 */
const timeRescoring = (scorers: Scorer[]): number[] => {
  const jobs = [benchJob, ...requirementEdits].map((fields) =>
    makeJob({ ...fields, location: 'Bengaluru, India', workplace_type: 'hybrid', seniority: 'senior' }),
  );
  const profiles = scorers.map((scorer) =>
    Array.from({ length: PROFILES }, (_, i) => scorer.readResume(resumeText(i), { now: LABELS_NOW })),
  );
  const samples = scorers.map(() => [] as number[]);
  for (let round = 0; round < Math.max(3, Math.ceil(ROUNDS / 4)); round += 1)
    scorers.forEach((scorer, index) => {
      const started = performance.now();
      for (const job of jobs)
        for (const profile of profiles[index]!) scorer.scoreFit(job, profile, { now: LABELS_NOW });
      samples[index]!.push((performance.now() - started) / (jobs.length * PROFILES));
    });
  return samples.map((times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!);
};

export const runFitBench = async (): Promise<BenchRow[]> => {
  const baseline = await loadBaseline();
  const current: Scorer = { scoreFit, readResume };
  const before = measureScorer(baseline);
  const after = measureScorer(current);
  const [beforeMs, afterMs] = timePerPair([baseline, current]);
  const [beforeRescore, afterRescore] = timeRescoring([baseline, current]);
  rmSync(baselineDir, { recursive: true, force: true });
  const rows = (name: string, measures: typeof after, budget?: string): BenchRow[] => [
    {
      metric: `${name}: F1 of met-or-partly on ${measures.pairs} labelled pairs`,
      value: measures.f1,
      unit: '',
      ...(budget ? { budget } : {}),
      note: `precision ${measures.precision}, recall ${measures.recall}`,
    },
    { metric: `${name}: exact label (met / partly / not met)`, value: measures.exact, unit: '' },
  ];
  return [
    ...rows(`scorer before (${FIT_BASELINE_COMMIT.slice(0, 7)})`, before),
    ...rows('scorer now', after, `≥ 0.85 and above ${before.f1}`),
    { metric: 'scorer before: résumé read + score, per pair', value: round(beforeMs!, 3), unit: 'ms' },
    {
      metric: 'scorer now: résumé read + score, per pair',
      value: round(afterMs!, 3),
      unit: 'ms',
      budget: '≤ 2× before',
      note: `${round(afterMs! / beforeMs!, 2)}× before; median of ${ROUNDS} rounds in turns`,
    },
    {
      metric: `scorer before: scoreFit per candidate, ${PROFILES} candidates-bench profiles × 3 jobs`,
      value: round(beforeRescore!, 3),
      unit: 'ms',
    },
    {
      metric: `scorer now: scoreFit per candidate, ${PROFILES} candidates-bench profiles × 3 jobs`,
      value: round(afterRescore!, 3),
      unit: 'ms',
      budget: '≤ 2× before',
      note: `${round(afterRescore! / beforeRescore!, 2)}× before; a rescoring's work, in turns`,
    },
  ];
};
