// Half-open spans of UTC epoch milliseconds and the few operations the slot finder needs on
// sorted lists of them, each one pass or a binary search.

/** [start, end): start included, end not. */
export type Span = { start: number; end: number };

/** Sorts spans and joins those that overlap or touch; empty ones drop out. */
export const mergeSpans = (spans: readonly Span[]): Span[] => {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};

/** The parts of sorted, disjoint `spans` that lie outside every hole (holes in any order). */
export const subtractSpans = (spans: readonly Span[], holes: readonly Span[]): Span[] => {
  const sortedHoles = mergeSpans(holes);
  const rest: Span[] = [];
  let h = 0;
  for (const span of spans) {
    let from = span.start;
    while (h < sortedHoles.length && sortedHoles[h]!.end <= from) h++;
    for (let k = h; k < sortedHoles.length && sortedHoles[k]!.start < span.end; k++) {
      const hole = sortedHoles[k]!;
      if (hole.start > from) rest.push({ start: from, end: hole.start });
      from = Math.max(from, hole.end);
    }
    if (from < span.end) rest.push({ start: from, end: span.end });
  }
  return rest;
};

/** Index of the last span of a sorted list starting at or before `at`, or -1. */
const lastStartingBy = (spans: readonly Span[], at: number): number => {
  let low = 0;
  let high = spans.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
};

/** Whether one span of a sorted, disjoint list holds all of [start, end). */
export const coversSpan = (spans: readonly Span[], start: number, end: number): boolean => {
  const span = spans[lastStartingBy(spans, start)];
  return span !== undefined && end <= span.end;
};

/** Whether [start, end) overlaps any span of a sorted, disjoint list. */
export const overlapsAny = (spans: readonly Span[], start: number, end: number): boolean => {
  const index = lastStartingBy(spans, start);
  const before = spans[index];
  if (before && before.end > start) return true;
  const after = spans[index + 1];
  return after !== undefined && after.start < end;
};

/** Index of the span of sorted, contiguous day spans (given as their starts) holding `at`, or -1. */
export const indexOfStart = (starts: readonly number[], at: number): number => {
  if (at < starts[0]! || at >= starts.at(-1)!) return -1;
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
};
