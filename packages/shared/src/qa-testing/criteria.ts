import type { QaCriterion, QaCriterionConfig } from '../qa-scorecards.ts';

// Scorecard criteria for the review tests, with ids that stay the same from run to run.

let lastId = 0;

/** A criterion with the config (its phrase window defaulting as the schema does), a fresh id and weight 1. */
export const criterionOf = (config: QaCriterionConfig, label = `Criterion ${lastId + 1}`, weight = 1): QaCriterion => {
  lastId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(lastId).padStart(12, '0')}`,
    label,
    weight,
    position: lastId - 1,
    config,
  };
};
