import {
  isRuleCriterion,
  measureCall,
  type ProviderCall,
  type QaCriterion,
  qaScoreOf,
  reviewCall,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { importCalls } from '../apps/server/src/modules/calls/import-calls.ts';
import { iterateCalls } from '../apps/server/src/seed/call-generator.ts';
import { createCallMeasurer, measurerTuningFor } from '../apps/server/src/workers/call-measurer.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { createBenchScorecard } from './qa-criteria.ts';
import { runQaOverviewBench } from './qa-overview.ts';
import { PGLITE_RATE, runQaWebhookBench } from './qa-webhooks.ts';
import { runWritingLoop, WRITE_BATCH } from './qa-writing-loop.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// Issue #29 item 9, first figure: reviewing QA_BENCH_CALLS stored calls (100,000 by default) against
// a 10-criterion rule scorecard, in calls per second, on each of QA_BENCH_DATABASES — the product's
// durable worker as the server runs it (claim a batch with its rows locked, measure, review, store
// measures, reviews, results and aggregates, clear the marks; two batches in hand on PostgreSQL) against the same evaluation (measureCall, reviewCall) in
// a loop over the same calls held in memory, and against the floor with the writes: that loop reading
// the calls and inserting the same rows by plain SQL. The sides run in turns, QA_BENCH_ROUNDS each; the
// product's scores are checked equal to the loop's before any figure is printed. Then the QA page's
// figures over 1,000,000 reviews on each database (qa-overview.ts), then the call_reviewed webhook
// (qa-webhooks.ts).

const CALLS = Number(process.env['QA_BENCH_CALLS'] ?? 100_000);
const ROUNDS = Number(process.env['QA_BENCH_ROUNDS'] ?? 2);
const DATABASES = (process.env['QA_BENCH_DATABASES'] ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
/** Calls read into memory at a time for the loop (reading is not timed). */
const CHUNK = 5_000;
const TARGET_RATIO = 2;

type Loaded = {
  database: Database;
  workspaceId: string;
  scorecardId: string;
  criteria: QaCriterion[];
  drop: () => Promise<void>;
};

const load = async (kind: 'postgres' | 'pglite'): Promise<Loaded> => {
  const scratch = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_qa') : null;
  const database = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url })
    : await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const { db } = database;
  const workspaceId = await createBenchWorkspace(db);
  const { scorecardId, criteria } = await createBenchScorecard(db, workspaceId);
  let batch: ProviderCall[] = [];
  for (const call of iterateCalls({ count: CALLS, seed: 29, now: Date.now(), days: 90 })) {
    batch.push(call);
    if (batch.length === 2_000) {
      await importCalls({ db, workspaceId, items: batch });
      batch = [];
    }
  }
  if (batch.length > 0) await importCalls({ db, workspaceId, items: batch });
  await db.execute(sql`ANALYZE`);
  const drop = async () => {
    await database.close();
    await scratch?.drop();
  };
  return { database, workspaceId, scorecardId, criteria, drop };
};

/** Every call waits to be measured and reviewed again, from nothing stored (untimed, between rounds). */
const resetProduct = async ({ database }: Loaded) => {
  const { db } = database;
  await db.execute(sql`truncate qa_review_results, qa_call_reviews, qa_score_stats, qa_criterion_stats, call_measures`);
  await db.execute(
    sql`insert into call_measure_queue (workspace_id, call_id) select workspace_id, call_id from calls where call_has_transcript(record) on conflict do nothing`,
  );
};

/** The product's worker, as the server runs it on this database (batch size, batches in hand), until no call waits. */
const runProduct = async ({ database }: Loaded): Promise<number> => {
  const measurer = createCallMeasurer({
    db: database.db,
    log: pino({ level: 'silent' }),
    pollMs: 60_000,
    ...measurerTuningFor(database.kind),
  });
  return measurer.deliverDue();
};

/** The same evaluation in a loop over the calls in memory; answers its time (ms) and the scores by call. */
const runLoop = async ({ database, workspaceId, criteria }: Loaded) => {
  const rules = criteria.filter(isRuleCriterion);
  const scores = new Map<string, number | null>();
  let ms = 0;
  let readMs = 0;
  let after = '';
  for (;;) {
    const read = performance.now();
    const chunk = rowsOf<{ call_id: string; record: ProviderCall }>(
      await database.db.execute(sql`select call_id, record from calls where workspace_id = ${workspaceId}
        and call_id > ${after} order by call_id limit ${CHUNK}`),
    ).filter(({ record }) => Array.isArray(record.transcript_object) && record.transcript_object.length > 0);
    readMs += performance.now() - read;
    if (chunk.length === 0) return { ms, readMs, scores };
    const began = performance.now();
    for (const { call_id, record } of chunk)
      scores.set(call_id, qaScoreOf(reviewCall(record, measureCall(record), rules)));
    ms += performance.now() - began;
    after = chunk.at(-1)!.call_id;
  }
};

const productScores = async ({ database, workspaceId }: Loaded) =>
  new Map(
    rowsOf<{ call_id: string; score: string | null }>(
      await database.db.execute(
        sql`select call_id, score from qa_call_reviews where workspace_id = ${workspaceId} order by call_id`,
      ),
    ).map((row) => [row.call_id, row.score === null ? null : Number(row.score)]),
  );

const checkSame = (product: Map<string, number | null>, loop: Map<string, number | null>) => {
  if (product.size !== loop.size) throw new Error(`the product reviewed ${product.size} calls, the loop ${loop.size}`);
  for (const [callId, score] of loop)
    if (product.get(callId) !== score)
      throw new Error(`call ${callId}: the product scored ${product.get(callId)}, the loop ${score}`);
};

const benchOn = async (kind: 'postgres' | 'pglite'): Promise<BenchRow[]> => {
  const began = performance.now();
  const loaded = await load(kind);
  const loadSeconds = (performance.now() - began) / 1000;
  try {
    const productMs: number[] = [];
    const loopMs: number[] = [];
    const readMs: number[] = [];
    const writingMs: number[] = [];
    let reviewed = 0;
    for (let turn = 0; turn < ROUNDS; turn += 1) {
      // Alternating which side goes first, so neither always runs on the other's garbage.
      const sides = turn % 2 === 0 ? ['product', 'loop', 'writing'] : ['writing', 'loop', 'product'];
      for (const which of sides) {
        if (which === 'product') {
          await resetProduct(loaded);
          const t0 = performance.now();
          reviewed = await runProduct(loaded);
          productMs.push(performance.now() - t0);
        } else if (which === 'writing') {
          writingMs.push(await runWritingLoop({ ...loaded, chunk: CHUNK }));
        } else {
          const { ms, readMs: read, scores } = await runLoop(loaded);
          loopMs.push(ms);
          readMs.push(read);
          // The product went first in the first turn: its stored scores must be the loop's.
          if (turn === 0) checkSame(await productScores(loaded), scores);
        }
      }
    }
    const best = (xs: number[]) => Math.min(...xs);
    const productRate = reviewed / (best(productMs) / 1000);
    const loopRate = reviewed / (best(loopMs) / 1000);
    // The floor every implementation pays: the calls' records must come out of the database.
    const readLoopRate = reviewed / (Math.min(...loopMs.map((ms, i) => ms + readMs[i]!)) / 1000);
    const writingLoopRate = reviewed / (best(writingMs) / 1000);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return [
      {
        metric: `${label}: calls reviewed by the product (10 criteria)`,
        value: round(productRate),
        unit: 'calls/s',
        note: `${reviewed.toLocaleString('en-US')} calls with a transcript of ${CALLS.toLocaleString('en-US')} stored (loaded in ${round(loadSeconds)} s); best of ${ROUNDS} rounds in turns; measures, reviews, results and aggregates stored`,
      },
      {
        metric: `${label}: the same evaluation in a loop in memory`,
        value: round(loopRate),
        unit: 'calls/s',
        note: 'measureCall + reviewCall over the same calls; scores checked equal',
      },
      {
        metric: `${label}: product time over the loop's`,
        value: round(loopRate / productRate, 2),
        unit: '×',
        budget: `≤ ${TARGET_RATIO}×`,
      },
      {
        metric: `${label}: the loop, reading the records from the database too`,
        value: round(readLoopRate),
        unit: 'calls/s',
        note: `the floor: with its reads (${CHUNK.toLocaleString('en-US')} records a statement, parsed) the loop takes ${round(loopRate / readLoopRate, 2)}× its time in memory`,
      },
      {
        metric: `${label}: product time over the reading loop's`,
        value: round(readLoopRate / productRate, 2),
        unit: '×',
        note: 'what the product adds to reading and evaluating: the writes and the queue',
      },
      {
        metric: `${label}: the loop, reading and writing the same rows by plain SQL`,
        value: round(writingLoopRate),
        unit: 'calls/s',
        note: `the floor with the writes: measures, reviews and results inserted ${WRITE_BATCH} calls a transaction (no aggregates, no queue); ${round(loopRate / writingLoopRate, 2)}× the loop's time in memory`,
      },
      {
        metric: `${label}: product time over the writing loop's`,
        value: round(writingLoopRate / productRate, 2),
        unit: '×',
        note: 'what the product adds to the plain writes: its queue, locks, upserts that keep unchanged rows, aggregates',
      },
    ];
  } finally {
    await loaded.drop();
  }
};

export const runQaBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  for (const kind of DATABASES) rows.push(...(await benchOn(kind)));
  for (const kind of DATABASES) rows.push(...(await runQaOverviewBench(kind)));
  if (Number(process.env['QA_BENCH_WEBHOOK_SECONDS'] ?? 20) > 0)
    for (const kind of DATABASES) {
      rows.push(...(await runQaWebhookBench(kind)));
      if (kind === 'pglite' && PGLITE_RATE > 0) rows.push(...(await runQaWebhookBench(kind, PGLITE_RATE)));
    }
  return rows;
};
