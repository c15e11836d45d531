import type { Redis } from 'ioredis';

/** A budget of failures per key within a window, e.g. 10 failed sign-ins per account per 15 minutes. */
export type FailureRule = { prefix: string; limit: number; windowMs: number };

/**
 * Counts failures, never successes (OWASP ASVS V2.2.1): a key is refused once it has used up its
 * rule's budget within the window, until the window ends. Counted in Redis when configured, so
 * several API processes share one budget; in memory otherwise.
 */
export type FailureLimiter = {
  /** Milliseconds until the most limited of the keys may try again; 0 when none is limited. */
  retryAfterMs: (keys: { rule: FailureRule; key: string }[]) => Promise<number>;
  /** Counts one failure against each key. */
  fail: (keys: { rule: FailureRule; key: string }[]) => Promise<void>;
};

type Window = { count: number; endsAt: number };

const memoryLimiter = (now: () => number): FailureLimiter => {
  const windows = new Map<string, Window>();
  const live = (id: string): Window | undefined => {
    const window = windows.get(id);
    if (window && window.endsAt <= now()) {
      windows.delete(id);
      return undefined;
    }
    return window;
  };
  return {
    retryAfterMs: async (keys) =>
      Math.max(
        0,
        ...keys.map(({ rule, key }) => {
          const window = live(`${rule.prefix}:${key}`);
          return window && window.count >= rule.limit ? window.endsAt - now() : 0;
        }),
      ),
    fail: async (keys) => {
      // Bounded: a flood of distinct keys cannot grow the map without end.
      if (windows.size > 100_000) for (const id of [...windows.keys()].slice(0, 10_000)) windows.delete(id);
      for (const { rule, key } of keys) {
        const id = `${rule.prefix}:${key}`;
        const window = live(id) ?? { count: 0, endsAt: now() + rule.windowMs };
        window.count += 1;
        windows.set(id, window);
      }
    },
  };
};

const redisLimiter = (redis: Redis, fallback: FailureLimiter): FailureLimiter => {
  const id = (prefix: string, key: string) => `agentdesk-fail-${prefix}:${key}`;
  return {
    retryAfterMs: async (keys) => {
      try {
        const pipeline = redis.pipeline();
        for (const { rule, key } of keys) pipeline.get(id(rule.prefix, key)).pttl(id(rule.prefix, key));
        const results = (await pipeline.exec()) ?? [];
        return Math.max(
          0,
          ...keys.map(({ rule }, i) => {
            const count = Number(results[2 * i]?.[1] ?? 0);
            const ttl = Number(results[2 * i + 1]?.[1] ?? 0);
            return count >= rule.limit ? Math.max(ttl, 1000) : 0;
          }),
        );
      } catch {
        return fallback.retryAfterMs(keys);
      }
    },
    fail: async (keys) => {
      try {
        const pipeline = redis.pipeline();
        // The window starts at the first failure (NX keeps later failures from extending it).
        for (const { rule, key } of keys)
          pipeline.incr(id(rule.prefix, key)).pexpire(id(rule.prefix, key), rule.windowMs, 'NX');
        await pipeline.exec();
      } catch {
        await fallback.fail(keys);
      }
    },
  };
};

export const createFailureLimiter = ({
  redis,
  now = Date.now,
}: { redis?: Redis | null; now?: () => number } = {}): FailureLimiter => {
  const memory = memoryLimiter(now);
  return redis ? redisLimiter(redis, memory) : memory;
};
