export const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Runs `fn` `times` times after `warmup` untimed runs (a few by default; sub-millisecond requests
 * need a few hundred so both sides are measured with their code optimised) and returns the latencies in ms.
 */
export const timeRepeated = async (times: number, fn: () => Promise<unknown>, warmup = Math.min(5, times)): Promise<number[]> => {
  for (let i = 0; i < warmup; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const began = performance.now();
    await fn();
    out.push(performance.now() - began);
  }
  return out;
};
