// How a figure compares with the same figure of the previous period, as a person should read it.
// A percentage only means something on a base large enough: 2 calls becoming 800 is not "↑ 39,800%",
// and nothing becoming something is "New". One rule for every screen that shows a change.
// No schema library: the SPA's entry may import it.

/**
 * - none: nothing to compare (no figure now, or neither period had any);
 * - new: the previous period had nothing, this one has something;
 * - same: no change worth a digit;
 * - relative: `ratio` of the previous value (0.125 = +12.5%);
 * - absolute: `difference` in the figure's own unit, where a percentage would mislead.
 */
export type PeriodChange =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'same' }
  | { kind: 'relative'; ratio: number }
  | { kind: 'absolute'; difference: number };

/** Below this many things behind the previous figure (calls, candidates) a percentage is noise: the difference shows. */
export const MIN_PERCENT_BASE = 10;

/** A rise beyond ten times the previous value (+900%) reads better as the difference itself. */
export const MAX_PERCENT_RATIO = 9;

// Below half of the last digit a percentage shows (0.1%), a relative change reads as none.
const SAME_BELOW = 0.0005;

type Options = {
  /**
   * How many things the previous figure rests on: its calls for a rate, an average or a cost. A count
   * is its own base (the default). Null or 0: the previous period had nothing.
   */
  base?: number | null;
  /**
   * A rate (0..1) compares in points, never in percent of itself: 40% → 45% is +5 points, not +12.5%.
   */
  isRate?: boolean;
};

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Compares a figure with the previous period's (house style: percentages that mean something).
 * Nothing before → new; a rate, a base under MIN_PERCENT_BASE, a previous value of 0 or a rise beyond
 * MAX_PERCENT_RATIO → the absolute difference; otherwise the relative change.
 */
export const comparePeriods = (
  value: number | null | undefined,
  previous: number | null | undefined,
  options: Options = {},
): PeriodChange => {
  if (!isFiniteNumber(value)) return { kind: 'none' };
  const base = options.base === undefined ? previous : options.base;
  const hadNothing = !isFiniteNumber(previous) || !isFiniteNumber(base) || base <= 0;
  if (hadNothing) return value === 0 ? { kind: 'none' } : { kind: 'new' };

  const difference = value - previous;
  if (difference === 0) return { kind: 'same' };
  // A rate's points: under half of the tenth of a point shown, nothing moved.
  if (options.isRate === true) {
    return Math.abs(difference) < SAME_BELOW ? { kind: 'same' } : { kind: 'absolute', difference };
  }
  if (base < MIN_PERCENT_BASE || previous === 0) return { kind: 'absolute', difference };
  const ratio = difference / Math.abs(previous);
  if (Math.abs(ratio) < SAME_BELOW) return { kind: 'same' };
  if (ratio > MAX_PERCENT_RATIO) return { kind: 'absolute', difference };
  return { kind: 'relative', ratio };
};
