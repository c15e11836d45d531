// A small seeded generator (mulberry32) for the labelled calls: the same seed always gives the
// same calls, on every machine. Never Math.random here.

export type SeededRandom = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform in [min, max). */
  between: (min: number, max: number) => number;
  /** Integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** The items in a shuffled order (the list itself is left alone). */
  shuffle: <T>(items: readonly T[]) => T[];
};

export const createSeededRandom = (seed: number): SeededRandom => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        const held = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = held;
      }
      return copy;
    },
  };
};
