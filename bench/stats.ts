export const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs `fn` `times` times (after a short warm-up) and returns the latencies in ms. */
export const timeRepeated = async (times: number, fn: () => Promise<unknown>): Promise<number[]> => {
  for (let i = 0; i < Math.min(5, times); i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const began = performance.now();
    await fn();
    out.push(performance.now() - began);
  }
  return out;
};
