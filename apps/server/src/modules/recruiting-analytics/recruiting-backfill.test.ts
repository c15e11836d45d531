import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// Migration 0034's backfill gives the counters the triggers kept while the sample data was
// written: the counters are emptied, the backfill part of the migration run again, and every
// counter table compared row for row (the interview counters went in migration 0043).

const tables = ['recruiting_funnel_daily', 'recruiting_duration_daily', 'recruiting_screening_daily'];

let t: TestApp | undefined;
afterAll(() => t?.close());

it('backfills the counters the triggers keep, on the sample data', async () => {
  t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
  const owner = await signUpUser(t.app);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/workspaces/current/sample-data',
        headers: bearer(owner.token),
        payload: {},
      })
    ).statusCode,
  ).toBe(200);
  const db = t.database.db;
  const digest = async () => {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [row] = rowsOf<{ d: string | null; n: number }>(
        await db.execute(
          sql`select md5(string_agg(t::text, '|' order by t::text)) as d, count(*)::int as n from ${sql.identifier(table)} t`,
        ),
      );
      out[table] = `${row!.n}:${row!.d}`;
    }
    return out;
  };
  const kept = await digest();
  expect(Number(kept['recruiting_funnel_daily']!.split(':')[0])).toBeGreaterThan(10);
  for (const table of tables) await db.execute(sql`delete from ${sql.identifier(table)}`);
  const migration = readFileSync(new URL('../../db/migrations/0034_recruiting_stats.sql', import.meta.url), 'utf8');
  const backfill = migration.slice(migration.indexOf('-- The counters of what exists so far.'));
  // The DO block, then one statement at a time (a prepared statement holds one).
  const cut = backfill.indexOf('END $$;') + 'END $$;'.length;
  await db.execute(sql.raw(backfill.slice(0, cut)));
  const statements = backfill
    .slice(cut)
    .split(';\n')
    .filter((part) => part.trim() !== '' && !part.includes('recruiting_interview_daily'));
  for (const statement of statements) await db.execute(sql.raw(statement));
  expect(await digest()).toEqual(kept);
}, 600_000);
