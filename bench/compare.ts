import { isDeepStrictEqual } from 'node:util';
import { timeInterleaved } from './stats.ts';

/**
 * One side of a comparison: what is timed, and what it answers, read from its result (the rows, the
 * items of a page) so that two sides doing the same work can be checked to give the same answer.
 */
export type Side = { run: () => Promise<unknown>; answer?: (result: unknown) => unknown };

/** A side whose result `answer` reads into what is compared (the identity when left out; it may read the database). */
export const side = <T>(run: () => Promise<T>, answer: (result: T) => unknown = (result) => result): Side => ({
  run,
  answer: (result) => answer(result as T),
});

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

/** The first path where two answers part ("items[3].call_id"), for the failure's message. */
const firstDifference = (a: unknown, b: unknown, path = ''): string => {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(the whole answer)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
  }
  return path || '(the whole answer)';
};

/**
 * Runs each group's sides once and throws, naming the sides and where they part, unless every side
 * of a group answers deep-equal to the group's first: a comparison of two sides that do not return
 * the same result measures two different things, and a bench must not print its ratio.
 */
export const checkSameAnswers = async <K extends string>(
  sides: Record<K, Side>,
  same: K[][],
  beforeGroup?: () => Promise<void>,
): Promise<void> => {
  for (const group of same) {
    await beforeGroup?.();
    const answers = new Map<K, unknown>();
    for (const key of group) {
      const { run, answer = (result: unknown) => result } = sides[key];
      answers.set(key, await answer(await run()));
    }
    const [first, ...rest] = group;
    for (const key of rest) {
      const a = answers.get(first!);
      const b = answers.get(key);
      if (!isDeepStrictEqual(a, b))
        throw new Error(
          `bench: "${first}" and "${key}" should do the same work but answer differently at ${firstDifference(a, b)}:\n` +
            `  ${first}: ${preview(a)}\n  ${key}: ${preview(b)}`,
        );
    }
  }
};

/**
 * The way every comparison of the benches is timed: the sides of each `same` group first checked to
 * answer alike (checkSameAnswers), then all sides timed in turns, one call of each per round in a
 * seeded random order, after the same `warmup` rounds (stats.ts timeInterleaved). Sides outside every
 * group are floors or parts (a bare HTTP answer, one read of several) and are timed without a check.
 * Where every run takes a new input (the next batch of an import), `beforeRound` readies it, untimed,
 * before the check and before every round.
 */
export const compareInTurns = async <K extends string>(options: {
  rounds: number;
  warmup?: number;
  sides: Record<K, Side>;
  same: NoInfer<K>[][];
  beforeRound?: () => Promise<void>;
}): Promise<Record<K, number[]>> => {
  const { rounds, warmup, sides, same, beforeRound } = options;
  await checkSameAnswers(sides, same, beforeRound);
  const runs = Object.fromEntries(Object.entries<Side>(sides).map(([key, s]) => [key, s.run])) as Record<
    K,
    () => Promise<unknown>
  >;
  return timeInterleaved(rounds, runs, warmup, beforeRound);
};
