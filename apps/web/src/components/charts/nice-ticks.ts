/**
 * Round ticks from 0 to at least `max`: about `count` steps of 1, 2, 2.5, 3, 4 or 5 times a power of
 * ten (whole steps only for counts). An empty chart still has an axis: 0 to 1.
 */
export const niceTicks = (max: number, count = 4, wholeSteps = false): number[] => {
  const top = max > 0 ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 3, 4, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  let step = factor * power;
  if (wholeSteps) step = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let value = 0; value < top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  if (ticks.at(-1)! < top) ticks.push(Number((ticks.at(-1)! + step).toPrecision(12)));
  return ticks;
};

/** Every how many labels to show so that each has `labelWidth` plus a gap of room. */
export const labelStride = (count: number, plotWidth: number, labelWidth: number, gap = 24): number => {
  if (count <= 1 || plotWidth <= 0) return 1;
  const room = plotWidth / count;
  return Math.max(1, Math.ceil((labelWidth + gap) / room));
};
