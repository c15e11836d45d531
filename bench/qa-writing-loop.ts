import {
  type CallMeasures,
  isRuleCriterion,
  measureCall,
  type ProviderCall,
  type QaCriterion,
  type QaCriterionResult,
  qaScoreOf,
  reviewCall,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { MEASURES_VERSION } from '../apps/server/src/modules/calls/index.ts';

// The qa bench's floor with the writes (qa.bench.ts): what any implementation pays to read the calls,
// evaluate them and store the rows the product stores, with nothing of the product's own.

/** Calls a transaction (the product's batch on PostgreSQL). */
export const WRITE_BATCH = 200;

type Evaluated = {
  call_id: string;
  agent_id: string;
  agent_version: number | null;
  started_ms: number;
  measures: CallMeasures;
  results: QaCriterionResult[];
};

/**
 * The floor with the writes: the same evaluation, its calls read as the loop reads them, and the
 * rows the product stores (measures, reviews, results; not the aggregates) written by plain
 * inserts, WRITE_BATCH calls a transaction. Answers its time (ms); untimed, it starts from nothing stored.
 */
export const runWritingLoop = async ({
  database,
  workspaceId,
  scorecardId,
  criteria,
  chunk: chunkSize,
}: {
  database: Database;
  workspaceId: string;
  scorecardId: string;
  criteria: QaCriterion[];
  /** Calls read a statement, as the loop reads them. */
  chunk: number;
}): Promise<number> => {
  const { db } = database;
  await db.execute(sql`truncate qa_review_results, qa_call_reviews, qa_score_stats, qa_criterion_stats, call_measures`);
  const rules = criteria.filter(isRuleCriterion);
  const write = (batch: Evaluated[]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into call_measures (workspace_id, call_id, measures_version, measures)
        select ${workspaceId}, x.call_id, ${MEASURES_VERSION}, x.measures
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(call_id text, measures jsonb)`);
      await tx.execute(sql`insert into qa_call_reviews (workspace_id, call_id, scorecard_id, scorecard_version, agent_id,
          agent_version, call_started_at, score, passed, failed)
        select ${workspaceId}, x.call_id, ${scorecardId}, 1, x.agent_id, x.agent_version, to_timestamp(x.started_ms / 1000.0),
          x.score, x.passed, x.failed
        from jsonb_to_recordset(${JSON.stringify(
          batch.map(({ measures: _, results, ...call }) => ({
            ...call,
            score: qaScoreOf(results),
            passed: results.filter((r) => r.outcome === 'passed').length,
            failed: results.filter((r) => r.outcome === 'failed').length,
          })),
        )}::jsonb) as x(call_id text, agent_id text, agent_version int, started_ms bigint, score numeric, passed int, failed int)`);
      await tx.execute(sql`insert into qa_review_results (workspace_id, call_id, scorecard_id, criterion_id, outcome, detail,
          evidence, call_started_at)
        select ${workspaceId}, x.call_id, ${scorecardId}, x.criterion_id, x.outcome, x.detail, x.evidence,
          to_timestamp(x.started_ms / 1000.0)
        from jsonb_to_recordset(${JSON.stringify(
          batch.flatMap(({ call_id, started_ms, results }) =>
            results.map(({ criterion_id, outcome, detail, evidence }) => ({
              call_id,
              started_ms,
              criterion_id,
              outcome,
              detail,
              evidence,
            })),
          ),
        )}::jsonb) as x(call_id text, started_ms bigint, criterion_id uuid, outcome text, detail text, evidence jsonb)`);
    });
  const began = performance.now();
  let after = '';
  for (;;) {
    const chunk = rowsOf<{
      call_id: string;
      record: ProviderCall;
      agent_id: string;
      agent_version: number | null;
      start_timestamp: string;
    }>(
      await db.execute(sql`select call_id, record, agent_id, agent_version, start_timestamp from calls
        where workspace_id = ${workspaceId} and call_id > ${after} order by call_id limit ${chunkSize}`),
    ).filter(({ record }) => Array.isArray(record.transcript_object) && record.transcript_object.length > 0);
    if (chunk.length === 0) return performance.now() - began;
    for (let from = 0; from < chunk.length; from += WRITE_BATCH)
      await write(
        chunk.slice(from, from + WRITE_BATCH).map(({ call_id, record, agent_id, agent_version, start_timestamp }) => {
          const measures = measureCall(record);
          return {
            call_id,
            agent_id,
            agent_version,
            started_ms: Number(start_timestamp),
            measures,
            results: reviewCall(record, measures, rules),
          };
        }),
      );
    after = chunk.at(-1)!.call_id;
  }
};
