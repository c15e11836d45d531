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

/**
 * Times several functions in turn, one call of each per round, after `warmup` untimed rounds.
 * On a shared machine (two cores, other tenants) a slow moment then falls on all of them alike,
 * so their ratios hold even when the absolute numbers drift between runs.
 */
export const timeInterleaved = async <K extends string>(
  times: number,
  fns: Record<K, () => Promise<unknown>>,
  warmup = Math.min(5, times),
): Promise<Record<K, number[]>> => {
  const entries = Object.entries(fns) as [K, () => Promise<unknown>][];
  const out = Object.fromEntries(entries.map(([key]) => [key, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < warmup + times; round += 1) {
    for (const [key, fn] of entries) {
      const began = performance.now();
      await fn();
      if (round >= warmup) out[key].push(performance.now() - began);
    }
  }
  return out;
};
