import { describe, expect, it } from 'vitest';
import { fitLabels, jobFamilies, labelledPairs, measureScorer } from '../../test/fit-labelled-set.ts';
import { scoreFit } from './fit-score.ts';
import { readResume } from './resume-text.ts';

// The labelled set itself (issue #30 item 2): big enough, across every family, every label, no pair twice.
describe('the labelled requirement and résumé-passage pairs', () => {
  it('holds at least 200 pairs, each family with met, partly and not met ones', () => {
    expect(labelledPairs.length).toBeGreaterThanOrEqual(200);
    for (const family of jobFamilies)
      for (const label of fitLabels)
        expect(
          labelledPairs.filter((pair) => pair.family === family && pair.label === label).length,
          `${family} ${label}`,
        ).toBeGreaterThan(0);
    const keys = labelledPairs.map(({ requirement, passage }) => `${requirement}\n${passage}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

// The target of #30 item 2 (the bench, `npm run bench -- fit`, sets it beside the scorer it replaced).
describe('the fit score on the labelled pairs', () => {
  it('finds met-or-partly with an F1 of at least 0.85, and most labels exactly', () => {
    const measures = measureScorer({ scoreFit, readResume });
    expect(measures.f1).toBeGreaterThanOrEqual(0.85);
    expect(measures.precision).toBeGreaterThanOrEqual(0.85);
    expect(measures.exact).toBeGreaterThanOrEqual(0.6);
  });
});
