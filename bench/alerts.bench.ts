import { alertMetrics, alertWindows } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { alertRules } from '../apps/server/src/db/schema.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { createAlertEvaluator } from '../apps/server/src/modules/alerts/alert-evaluation.ts';
import { measureRules } from '../apps/server/src/modules/alerts/alert-measure.ts';
import { contributionOf } from '../apps/server/src/modules/analytics/call-contribution.ts';
import { createStatsDelta } from '../apps/server/src/modules/analytics/call-stats.ts';
import { iterateCalls } from '../apps/server/src/seed/call-generator.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';
import { compareInTurns, side } from './compare.ts';

// Alert evaluation (#15 item 7): 100 rules over the aggregates of 1,000,000 calls on PostgreSQL. A
// round reads every rule's value (three statements over the 15-minute and hourly aggregates) and
// settles states; timed in turns with the same three statements alone (the floor: the raw reads).

const COUNT = Number(process.env['ALERTS_BENCH_COUNT'] ?? 1_000_000);
const RULES = 100;
const ROUNDS = 30;
const TARGET_MS = 100;

export const runAlertsBench = async (): Promise<BenchRow[]> => {
  const bench = await createBenchDatabase('agentdesk_bench_alerts');
  const database = await openDatabase({ kind: 'postgres', url: bench.url });
  try {
    await migrate(database);
    const { db } = database;
    const workspaceId = await createBenchWorkspace(db);
    // The aggregates of COUNT calls over 90 days ending now (the calls themselves are not read by alerts).
    const began = performance.now();
    let delta = createStatsDelta({ workspaceId });
    let pending = 0;
    for (const call of iterateCalls({
      count: COUNT,
      seed: 7,
      now: Date.now(),
      days: 90,
      transcriptDetail: 'compact',
    })) {
      delta.add(contributionOf(call), 1);
      pending += 1;
      if (pending === 20_000) {
        await delta.apply(db);
        delta = createStatsDelta({ workspaceId });
        pending = 0;
      }
    }
    await delta.apply(db);
    const loadSeconds = (performance.now() - began) / 1000;
    await db.execute(sql`ANALYZE`);

    const agentsOf = ['zara', 'loan-qualifier', 'loan-documents', 'pos-qualifier', null];
    await db.insert(alertRules).values(
      Array.from({ length: RULES }, (_, index) => {
        const metric = alertMetrics[index % alertMetrics.length]!;
        return {
          workspaceId,
          name: `Rule ${index}`,
          metric,
          comparator: index % 2 === 0 ? ('above' as const) : ('below' as const),
          threshold: 50,
          windowMinutes: alertWindows[index % alertWindows.length]!,
          agentId: metric === 'webhook_failures' ? null : agentsOf[index % agentsOf.length]!,
          emails: ['ops@example.com'],
          webhookSecret: 'whsec_bench',
        };
      }),
    );
    const evaluator = createAlertEvaluator({
      db,
      mailer: { enqueue: async () => ({ id: '', messageId: '', isLocal: true }), kick: () => undefined },
      log: pino({ level: 'silent' }),
      intervalMs: 60_000,
      onDeliveriesQueued: () => undefined,
    });
    // The first round settles the states (firing ones queue their notices); later rounds are the steady state.
    const firstChanges = await evaluator.evaluateNow();
    const rules = await db.select().from(alertRules);
    // A round and its reads alone are a whole and its part (a round answers the states it changed, the
    // reads the measured values), so there is no answer to check alike: timed in turns, the same warm-up.
    const times = await compareInTurns({
      rounds: ROUNDS,
      sides: {
        round: side(() => evaluator.evaluateNow()),
        reads: side(() => measureRules(db, rules, Date.now())),
      },
      same: [],
    });
    const roundsMs = times.round;
    const rawMs = times.reads;
    const [stats] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from call_stats`));
    return [
      {
        metric: `aggregates of ${COUNT.toLocaleString('en-US')} calls`,
        value: stats!.n,
        unit: 'rows',
        note: `loaded in ${round(loadSeconds, 1)} s`,
      },
      { metric: 'rules', value: RULES, unit: '', note: `first round changed ${firstChanges} states` },
      {
        metric: 'evaluation round, median',
        value: round(percentile(roundsMs, 50), 1),
        unit: 'ms',
        budget: `${TARGET_MS} ms`,
      },
      {
        metric: 'evaluation round, p95',
        value: round(percentile(roundsMs, 95), 1),
        unit: 'ms',
        budget: `${TARGET_MS} ms`,
      },
      {
        metric: 'the three reads alone (floor), median',
        value: round(percentile(rawMs, 50), 1),
        unit: 'ms',
        note: 'in turns with the rounds',
      },
      { metric: 'round / reads', value: round(percentile(roundsMs, 50) / percentile(rawMs, 50), 2), unit: '×' },
    ];
  } finally {
    await database.close();
    await bench.drop();
  }
};
