// Precision and recall over items found and items true, for the accuracy tests of issue #29
// item 8 (the measures' and the reviews'). An item is a key: a found item matches a true one when
// their keys are equal; found and true is a true positive, found and not true a false positive,
// true and not found a false negative.

export type Tally = { truePositives: number; falsePositives: number; falseNegatives: number };

/** One call's items, tallied: each found key uses up one equal true key. */
export const tally = (found: readonly string[], truth: readonly string[]): Tally => {
  const remaining = [...truth];
  let truePositives = 0;
  for (const key of found) {
    const at = remaining.indexOf(key);
    if (at === -1) continue;
    remaining.splice(at, 1);
    truePositives += 1;
  }
  return { truePositives, falsePositives: found.length - truePositives, falseNegatives: remaining.length };
};

/** Adds one call's tally to the running total. */
export const addTally = (total: Tally, one: Tally): void => {
  total.truePositives += one.truePositives;
  total.falsePositives += one.falsePositives;
  total.falseNegatives += one.falseNegatives;
};

/** How many items were true, and the precision and recall of what was found (1 when there was nothing to find). */
export const ratesOf = (total: Tally): { positives: number; precision: number; recall: number } => {
  const found = total.truePositives + total.falsePositives;
  const relevant = total.truePositives + total.falseNegatives;
  return {
    positives: relevant,
    precision: found === 0 ? 1 : total.truePositives / found,
    recall: relevant === 0 ? 1 : total.truePositives / relevant,
  };
};
