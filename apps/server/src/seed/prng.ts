// Seeded randomness for the sample data set: the same seed always yields the same calls,
// so tests, screenshots and benchmarks can rely on them. Never Math.random here.

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** Uniform in [min, max). */
  between: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One of the items, chosen in proportion to its weight. */
  pickWeighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** Standard normal (Box–Muller). */
  normal: () => number;
  /** Lower-case hex digits. */
  hex: (length: number) => string;
};

/**
 * A 32-bit bijective mix (the finaliser of splitmix32 / "lowbias32"): every step is invertible,
 * so distinct inputs give distinct outputs. Call ids use it to stay unique without a lookup.
 */
export const mix32 = (value: number): number => {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
};

/** Folds several numbers into one 32-bit seed. */
export const hashSeed = (...parts: number[]): number => {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Numbers beyond 32 bits (timestamps) contribute both halves.
    h = mix32(h ^ (part >>> 0));
    h = mix32(h ^ Math.floor(part / 0x1_0000_0000));
  }
  return h;
};

const hexBytes = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hexByte = (byte: number): string => hexBytes[byte & 0xff] ?? '00';

/** Eight hex digits; a table lookup, since ids are made a million at a time. */
export const hex8 = (value: number): string =>
  hexByte(value >>> 24) + hexByte(value >>> 16) + hexByte(value >>> 8) + hexByte(value);

/**
 * sfc32, seeded through mix32. Like mulberry32 it is tiny and fast, but its 128-bit state does not
 * wrap within the hundreds of millions of draws a 1M-call benchmark run makes.
 */
export const createRng = (seed: number): Rng => {
  let a = mix32(seed ^ 0x243f6a88);
  let b = mix32(seed ^ 0x85a308d3);
  let c = mix32(seed ^ 0x13198a2e);
  let d = 1;

  const nextUint = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of a freshly seeded sfc32 are poorly mixed.
  for (let i = 0; i < 12; i += 1) nextUint();

  const next = (): number => nextUint() / 0x1_0000_0000;

  let spareNormal: number | null = null;

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    pickWeighted: <T>(items: readonly (readonly [T, number])[]): T => {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let r = next() * total;
      for (const [item, weight] of items) {
        r -= weight;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('pickWeighted() needs a non-empty list');
      return last[0];
    },
    normal: () => {
      if (spareNormal !== null) {
        const value = spareNormal;
        spareNormal = null;
        return value;
      }
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spareNormal = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
    hex: (length) => {
      let out = '';
      while (out.length < length) out += hex8(nextUint());
      return out.slice(0, length);
    },
  };
};

/**
 * A draw from Binomial(n, p): inversion when the mean is small, a normal approximation otherwise.
 * Used to split a call count over hours without holding one timestamp per call.
 */
export const binomial = (rng: Rng, n: number, p: number): number => {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(rng, n, 1 - p);
  const mean = n * p;
  if (mean < 30) {
    const q = 1 - p;
    const s = p / q;
    const a = (n + 1) * s;
    let r = Math.pow(q, n);
    let u = rng.next();
    let x = 0;
    while (u > r && x < n) {
      u -= r;
      x += 1;
      r *= a / x - s;
    }
    return x;
  }
  const draw = Math.round(mean + Math.sqrt(mean * (1 - p)) * rng.normal());
  return Math.min(n, Math.max(0, draw));
};
