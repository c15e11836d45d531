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
export const timeRepeated = async (
  times: number,
  fn: () => Promise<unknown>,
  warmup = Math.min(5, times),
): Promise<number[]> => {
  for (let i = 0; i < warmup; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const began = performance.now();
    await fn();
    out.push(performance.now() - began);
  }
  return out;
};

/** A small seeded generator (mulberry32): the same run orders the same way each time. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Times several functions in turn, one call of each per round, after `warmup` untimed rounds.
 * On a shared machine (two cores, other tenants) a slow moment then falls on all of them alike,
 * so their ratios hold even when the absolute numbers drift between runs.
 *
 * Each round runs them in a new (seeded) random order: in one fixed order a light request that
 * always follows a heavy one (its garbage, its cold caches) pays for it in every round, and the
 * ratio against its counterpart measures the order, not the code.
 *
 * `beforeRound`, untimed, readies each round's input where every round takes a new one (the next batch).
 */
export const timeInterleaved = async <K extends string>(
  times: number,
  fns: Record<K, () => Promise<unknown>>,
  warmup = Math.min(5, times),
  beforeRound?: () => Promise<void>,
): Promise<Record<K, number[]>> => {
  const entries = Object.entries(fns) as [K, () => Promise<unknown>][];
  const out = Object.fromEntries(entries.map(([key]) => [key, [] as number[]])) as Record<K, number[]>;
  const random = seededRandom(0x5eed);
  for (let round = 0; round < warmup + times; round += 1) {
    await beforeRound?.();
    const order = [...entries];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const [key, fn] of order) {
      const began = performance.now();
      await fn();
      if (round >= warmup) out[key].push(performance.now() - began);
    }
  }
  return out;
};
