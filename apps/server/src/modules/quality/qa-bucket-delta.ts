import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReviewContribution } from './qa-stats-delta.ts';

// The 15-minute QA buckets the alert rules read (migration 0067, #29 item 6): scores per scorecard
// and passes and failures per criterion, by the quarter hour the call started and its agent. Kept
// with the per-day aggregates (qa-stats-delta.ts), in the reviews' transaction.

/** The width of a bucket: the alerts' counters' (call_stats) 15 minutes. */
export const QA_BUCKET_MS = 15 * 60_000;

type ScoreBucket = {
  workspace_id: string;
  scorecard_id: string;
  bucket: number;
  agent_id: string;
  scored: number;
  score_tenths: number;
};
type CriterionBucket = {
  workspace_id: string;
  criterion_id: string;
  bucket: number;
  agent_id: string;
  passed: number;
  failed: number;
};

/** Rows in key order: concurrent batches then lock the rows they share in the same order (qa-stats-delta.ts too). */
export const inKeyOrder = <T>(rows: Map<string, T>): T[] => [...rows.keys()].sort().map((key) => rows.get(key)!);

export const createQaBucketDelta = () => {
  const scores = new Map<string, ScoreBucket>();
  const criteria = new Map<string, CriterionBucket>();

  const add = (c: ReviewContribution, sign: 1 | -1) => {
    const bucket = Math.floor(c.startedMs / QA_BUCKET_MS) * QA_BUCKET_MS;
    if (c.score !== null) {
      const key = `${c.workspaceId}|${c.scorecardId}|${bucket}|${c.agentId}`;
      const row = scores.get(key) ?? {
        workspace_id: c.workspaceId,
        scorecard_id: c.scorecardId,
        bucket,
        agent_id: c.agentId,
        scored: 0,
        score_tenths: 0,
      };
      row.scored += sign;
      row.score_tenths += sign * Math.round(c.score * 10);
      scores.set(key, row);
    }
    for (const result of c.results) {
      if (result.outcome === 'not_applicable') continue;
      const key = `${c.workspaceId}|${result.criterionId}|${bucket}|${c.agentId}`;
      const row = criteria.get(key) ?? {
        workspace_id: c.workspaceId,
        criterion_id: result.criterionId,
        bucket,
        agent_id: c.agentId,
        passed: 0,
        failed: 0,
      };
      row[result.outcome] += sign;
      criteria.set(key, row);
    }
  };

  const apply = async (db: Db) => {
    const scoreRows = inKeyOrder(scores).filter((r) => r.scored !== 0 || r.score_tenths !== 0);
    const criterionRows = inKeyOrder(criteria).filter((r) => r.passed !== 0 || r.failed !== 0);
    scores.clear();
    criteria.clear();
    if (scoreRows.length > 0)
      await db.execute(sql`
        insert into qa_score_buckets (workspace_id, scorecard_id, bucket, agent_id, scored, score_sum)
        select x.workspace_id, x.scorecard_id, x.bucket, x.agent_id, x.scored, x.score_tenths::numeric / 10
        from jsonb_to_recordset(${JSON.stringify(scoreRows)}::jsonb) as x(workspace_id uuid, scorecard_id uuid,
          bucket bigint, agent_id text, scored int, score_tenths bigint)
        on conflict (workspace_id, scorecard_id, bucket, agent_id) do update set
          scored = qa_score_buckets.scored + excluded.scored, score_sum = qa_score_buckets.score_sum + excluded.score_sum`);
    if (criterionRows.length > 0)
      await db.execute(sql`
        insert into qa_criterion_buckets (workspace_id, criterion_id, bucket, agent_id, passed, failed)
        select x.* from jsonb_to_recordset(${JSON.stringify(criterionRows)}::jsonb) as x(workspace_id uuid,
          criterion_id uuid, bucket bigint, agent_id text, passed int, failed int)
        on conflict (workspace_id, criterion_id, bucket, agent_id) do update set
          passed = qa_criterion_buckets.passed + excluded.passed, failed = qa_criterion_buckets.failed + excluded.failed`);
  };

  return { add, apply };
};
