import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createStatsDelta } from './call-stats.ts';

const dialect = new PgDialect();

/** The rows each upsert of `apply` sends, in the order it sends them. */
const rowsSent = async (latencies: number[][]) => {
  const statements: unknown[][] = [];
  const db = {
    execute: async (query: SQL) =>
      statements.push(JSON.parse(dialect.sqlToQuery(query).params[1] as string) as unknown[]),
  } as unknown as Db;
  const delta = createStatsDelta({ workspaceId: '00000000-0000-4000-8000-000000000001' });
  latencies.forEach((values, i) =>
    delta.replace(undefined, {
      call_id: `c${i}`,
      agent_id: i % 2 === 0 ? 'zara' : 'amit',
      start_timestamp: Date.UTC(2026, 9, 14, 9, 5 + i * 20),
      duration_ms: 60_000,
      direction: 'inbound',
      latency: { e2e: { values } },
      call_analysis: { call_successful: true },
    }),
  );
  await delta.apply(db);
  return statements;
};

const keyOf = (row: Record<string, unknown>) => Object.values(row).slice(0, -1).join('|');

describe('the aggregate upserts', () => {
  it('write their rows in key order, whatever order the latencies came in', async () => {
    // Concurrent webhooks on PostgreSQL lock the rows they share: in arrival order (bins 151,
    // 138, 145...) two deliveries could each hold a row the other waits for (a deadlock, a 500).
    const statements = await rowsSent([
      [2400, 800, 1500, 950],
      [700, 3100, 1200],
      [1900, 650, 2600, 900],
    ]);
    expect(statements.length).toBe(2);
    for (const rows of statements) {
      const keys = (rows as Record<string, unknown>[]).map(keyOf);
      expect(keys).toEqual([...keys].sort());
    }
  });
});
