import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { createQaStatsDelta } from '../apps/server/src/modules/quality/qa-stats-delta.ts';
import { readStoredReviews } from '../apps/server/src/modules/quality/stored-reviews.ts';
import { BENCH_AGENTS, benchCriteria, createBenchScorecard } from './qa-criteria.ts';

// The overview bench's history (issue #29 item 9): `count` calls over the 90 days up to `now`, each
// reviewed against the bench's 10-criterion scorecard, made by SQL (INSERT ... SELECT over
// generate_series) rather than by the measurer, which the first figure of the qa bench already times.
// The aggregates are then built from the stored reviews by the product's own code: the reader of a
// review's contribution (stored-reviews.ts) and the delta that keeps the per-day aggregates and the
// alerts' 15-minute buckets (qa-stats-delta.ts), as if every review had been written by the measurer;
// a recount straight from the reviews must then equal them before anything is timed.

const DAY = 86_400_000;
const SPAN_DAYS = 90;
/** Reviews read back and added to the aggregates at a time. */
const CHUNK = 20_000;

/**
 * Call i's outcome on criterion `position` (SQL over the integer columns `i` and `position`): a
 * failure rate that grows with the position (2 % to 47 %) and is 1.5 points lower in the newest
 * third (agent version 3, so the trend has something to show); the goodbye criterion (2) does not apply to
 * one call in eleven, the outcome criterion (9) to one in twenty-three (moduli prime to the four agents').
 */
const outcomeSql = (i: string, position: string, count: number) => `case
    when (${position} = 2 and ${i} % 11 = 3) or (${position} = 9 and ${i} % 23 = 7) then 'not_applicable'
    when (${i}::bigint * 7919 + ${position} * 104729) % 1000 < 20 + 50 * ${position} - case when ${i} <= ${Math.ceil(count / 3)} then 15 else 0 end
      then 'failed' else 'passed' end`;

/**
 * Calls (a small record without a transcript: nothing waits to be measured), their reviews with the
 * weighted score the product gives (qaScoreOf: passed weight over decided weight, one decimal), and
 * a result per criterion. Call 1 is the newest; versions 1, 2 and 3 each hold a third of the span,
 * and one call in nineteen names no version.
 */
const insertHistory = async (
  database: Database,
  { workspaceId, scorecardId, count, now }: { workspaceId: string; scorecardId: string; count: number; now: number },
) => {
  const exec = (text: string) => database.rawTransaction((tx) => tx.exec(text));
  // The reviews and results are made by joining the rows they refer to, so their references hold by
  // construction: their foreign keys' per-row checks (most of the time of a plain insert: ten million
  // lookups of a review) are skipped for these two statements, and only there.
  const referencesHold = (text: string) =>
    database.rawTransaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(text);
    });
  const span = SPAN_DAYS * DAY;
  const agents = `(array[${BENCH_AGENTS.map((a) => `'${a}'`).join(',')}])[1 + i % ${BENCH_AGENTS.length}]`;
  const version = `case when i % 19 = 0 then null else 3 - ((i - 1) * 3 / ${count}) end`;
  await exec(`
    insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number,
      start_timestamp, end_timestamp, duration_ms, disconnection_reason, call_successful, sentiment, call_summary, record)
    select '${workspaceId}'::uuid, c.call_id, c.agent_id, 'ended', 'inbound', '+14155550123', '+9198' || lpad(i::text, 8, '0'),
      c.started, c.started + 120000, 120000, 'user_hangup', i % 3 <> 0, 'neutral', 'Call ' || i,
      jsonb_build_object('call_id', c.call_id, 'agent_id', c.agent_id, 'agent_version', c.version, 'start_timestamp', c.started)
    from generate_series(1, ${count}) as i,
      lateral (select 'qa_' || lpad(i::text, 8, '0') as call_id, ${agents} as agent_id, ${version} as version,
        ${now} - 60000 - (i - 1)::bigint * ${span} / ${count} as started) c`);
  // Statistics before each statement that reads the rows just made: without them the results'
  // join took the reviews for a handful of rows and read them once per criterion, in a nested loop;
  // with them it hashes the ten criteria and reads the reviews once, in order.
  await exec('analyze calls, qa_criteria');
  const weights = `(array[${benchCriteria.map((c) => c.weight).join(',')}])`;
  await referencesHold(`
    insert into qa_call_reviews (workspace_id, call_id, scorecard_id, scorecard_version, agent_id, agent_version,
      call_started_at, score, passed, failed)
    select c.workspace_id, c.call_id, '${scorecardId}', 1, c.agent_id, c.agent_version, to_timestamp(c.start_timestamp / 1000.0),
      case when o.decided = 0 then null else round(1000.0 * o.passed_weight / o.decided) / 10 end, o.passed, o.failed
    from (select *, substr(call_id, 4)::int as i from calls where workspace_id = '${workspaceId}') c,
      lateral (select coalesce(sum(${weights}[p + 1]) filter (where outcome = 'passed'), 0) as passed_weight,
          coalesce(sum(${weights}[p + 1]) filter (where outcome <> 'not_applicable'), 0) as decided,
          count(*) filter (where outcome = 'passed')::int as passed, count(*) filter (where outcome = 'failed')::int as failed
        from (select p, ${outcomeSql('c.i', 'p', count)} as outcome from generate_series(0, ${benchCriteria.length - 1}) p) o) o`);
  await exec('analyze qa_call_reviews');
  await referencesHold(`
    insert into qa_review_results (workspace_id, call_id, scorecard_id, criterion_id, outcome, detail, evidence, call_started_at)
    select r.workspace_id, r.call_id, r.scorecard_id, k.id, o.outcome, k.label || ': ' || replace(o.outcome, '_', ' '),
      '[]'::jsonb, r.call_started_at
    from (select *, substr(call_id, 4)::int as i from qa_call_reviews where workspace_id = '${workspaceId}') r
      join qa_criteria k on k.workspace_id = r.workspace_id and k.scorecard_id = r.scorecard_id,
      lateral (select ${outcomeSql('r.i', 'k.position', count)} as outcome) o`);
  await exec('analyze qa_review_results');
};

/** The aggregates of every stored review, built by the product's reader and delta, a chunk of calls at a time. */
const buildAggregates = async (db: Db, workspaceId: string) => {
  let after = '';
  for (;;) {
    const keys = rowsOf<{ call_id: string }>(
      await db.execute(sql`select call_id from qa_call_reviews where workspace_id = ${workspaceId} and call_id > ${after}
        order by call_id limit ${CHUNK}`),
    );
    if (keys.length === 0) return;
    const delta = createQaStatsDelta();
    const reviews = await readStoredReviews(
      db,
      keys.map(({ call_id }) => ({ workspace_id: workspaceId, call_id })),
    );
    for (const review of reviews) delta.add(review, 1);
    await delta.apply(db);
    after = keys.at(-1)!.call_id;
  }
};

/** Rows of `kept` not in `recounted` and the other way round (as multisets), and the rows kept. */
const differences = (
  kept: string,
  recounted: string,
) => `(select count(*) from ((${kept}) except all (${recounted})) d)::int
  + (select count(*) from ((${recounted}) except all (${kept})) d)::int as differ, (select count(*) from (${kept}) k)::int as kept`;

/**
 * The kept aggregates (per day and per 15 minutes) against a count from scratch over the reviews and
 * their results, compared in the database: throws at the first table that differs in any row. The
 * recount is made once per quarter hour (per agent and version) and summed into days, as a quarter
 * hour never straddles two UTC days.
 */
const checkAggregates = async (database: Database, workspaceId: string) => {
  const ws = `workspace_id = '${workspaceId}'`;
  const quarter = (column: string) => `(floor(extract(epoch from ${column}) * 1000 / 900000) * 900000)::bigint`;
  const dayOf = `(to_timestamp(bucket / 1000) at time zone 'UTC')::date`;
  const scores = `select scorecard_id, ${quarter('call_started_at')} as bucket, agent_id, coalesce(agent_version, -1) as agent_version,
      count(*)::int as reviews, count(score)::int as scored, coalesce(sum(score), 0) as score_sum
    from qa_call_reviews where ${ws} group by 1, 2, 3, 4`;
  const criteria = `select x.scorecard_id, x.criterion_id, ${quarter('x.call_started_at')} as bucket, r.agent_id,
      (count(*) filter (where x.outcome = 'passed'))::int as passed, (count(*) filter (where x.outcome = 'failed'))::int as failed
    from qa_review_results x join qa_call_reviews r
      on r.workspace_id = x.workspace_id and r.call_id = x.call_id and r.scorecard_id = x.scorecard_id
    where x.${ws} and x.outcome <> 'not_applicable' group by 1, 2, 3, 4`;
  const tables: Record<string, [string, string]> = {
    qa_score_stats: [
      `select scorecard_id, day, agent_id, agent_version, reviews, scored, score_sum from qa_score_stats
        where ${ws} and (reviews <> 0 or scored <> 0 or score_sum <> 0)`,
      `select scorecard_id, ${dayOf}, agent_id, agent_version, sum(reviews)::int, sum(scored)::int, sum(score_sum)
        from recount_scores group by 1, 2, 3, 4`,
    ],
    qa_score_buckets: [
      `select scorecard_id, bucket, agent_id, scored, score_sum from qa_score_buckets where ${ws} and (scored <> 0 or score_sum <> 0)`,
      `select scorecard_id, bucket, agent_id, sum(scored)::int, sum(score_sum) from recount_scores
        group by 1, 2, 3 having sum(scored) > 0`,
    ],
    qa_criterion_stats: [
      `select scorecard_id, criterion_id, day, agent_id, passed, failed from qa_criterion_stats
        where ${ws} and (passed <> 0 or failed <> 0)`,
      `select scorecard_id, criterion_id, ${dayOf}, agent_id, sum(passed)::int, sum(failed)::int
        from recount_criteria group by 1, 2, 3, 4`,
    ],
    qa_criterion_buckets: [
      `select criterion_id, bucket, agent_id, passed, failed from qa_criterion_buckets where ${ws} and (passed <> 0 or failed <> 0)`,
      `select criterion_id, bucket, agent_id, passed, failed from recount_criteria`,
    ],
  };
  await database.rawTransaction(async (tx) => {
    await tx.exec(`create temporary table recount_scores on commit drop as ${scores};
      create temporary table recount_criteria on commit drop as ${criteria}`);
    for (const [table, [kept, recounted]] of Object.entries(tables)) {
      const [row] = await tx.query<{ differ: number; kept: number }>(`select ${differences(kept, recounted)}`);
      if (!row || row.kept === 0 || row.differ !== 0)
        throw new Error(`${table}: ${row?.kept} rows kept, ${row?.differ} differ from a recount of the reviews`);
    }
  });
};

/**
 * The whole history: the scorecard, `count` calls reviewed with their results, the aggregates, the
 * check, then ANALYZE; answers what was made and the seconds each step took.
 */
export const seedOverviewHistory = async (
  database: Database,
  { workspaceId, count, now }: { workspaceId: string; count: number; now: number },
) => {
  const { db } = database;
  const timer = () => {
    const began = performance.now();
    return () => (performance.now() - began) / 1000;
  };
  const { scorecardId } = await createBenchScorecard(db, workspaceId);
  const insertTime = timer();
  await insertHistory(database, { workspaceId, scorecardId, count, now });
  const insertSeconds = insertTime();
  const aggregateTime = timer();
  await buildAggregates(db, workspaceId);
  const aggregateSeconds = aggregateTime();
  const checkTime = timer();
  await checkAggregates(database, workspaceId);
  const checkSeconds = checkTime();
  await database.rawTransaction((tx) => tx.exec('analyze'));
  const [made] = rowsOf<{ reviews: number; results: number }>(
    await db.execute(sql`select (select count(*) from qa_call_reviews where workspace_id = ${workspaceId})::int as reviews,
      (select count(*) from qa_review_results where workspace_id = ${workspaceId})::int as results`),
  );
  return { scorecardId, ...made!, insertSeconds, aggregateSeconds, checkSeconds };
};
