import type { QaOutcome } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createQaBucketDelta, inKeyOrder } from './qa-bucket-delta.ts';

// The QA page's aggregates (migration 0064), kept as analytics keeps call_stats: the changes a batch
// of reviews makes are summed in memory (an old review's contribution taken away, the new one's
// added) and written in two statements, in the reviews' transaction.

/** What one stored review adds to the aggregates. */
export type ReviewContribution = {
  workspaceId: string;
  scorecardId: string;
  /** When the call started (epoch ms). */
  startedMs: number;
  agentId: string;
  agentVersion: number | null;
  score: number | null;
  results: readonly { criterionId: string; outcome: QaOutcome }[];
};

type ScoreRow = {
  workspace_id: string;
  scorecard_id: string;
  day: string;
  agent_id: string;
  agent_version: number;
  reviews: number;
  scored: number;
  /** The sum of scores in tenths: scores have one decimal, so the sum stays exact. */
  score_tenths: number;
};
type CriterionRow = {
  workspace_id: string;
  scorecard_id: string;
  criterion_id: string;
  day: string;
  agent_id: string;
  passed: number;
  failed: number;
};

export type QaStatsDelta = {
  add: (contribution: ReviewContribution, sign: 1 | -1) => void;
  apply: (db: Db) => Promise<void>;
};

/** The UTC day of a time, as the aggregates key it. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const createQaStatsDelta = (): QaStatsDelta => {
  const scores = new Map<string, ScoreRow>();
  const criteria = new Map<string, CriterionRow>();
  // The alerts' 15-minute buckets change with the days (qa-bucket-delta.ts).
  const buckets = createQaBucketDelta();

  const add: QaStatsDelta['add'] = (c, sign) => {
    buckets.add(c, sign);
    const day = utcDayOf(c.startedMs);
    const agentVersion = c.agentVersion ?? -1;
    const scoreKey = `${c.workspaceId}|${c.scorecardId}|${day}|${c.agentId}|${agentVersion}`;
    const row = scores.get(scoreKey) ?? {
      workspace_id: c.workspaceId,
      scorecard_id: c.scorecardId,
      day,
      agent_id: c.agentId,
      agent_version: agentVersion,
      reviews: 0,
      scored: 0,
      score_tenths: 0,
    };
    row.reviews += sign;
    if (c.score !== null) {
      row.scored += sign;
      row.score_tenths += sign * Math.round(c.score * 10);
    }
    scores.set(scoreKey, row);
    for (const result of c.results) {
      if (result.outcome === 'not_applicable') continue;
      const key = `${c.workspaceId}|${c.scorecardId}|${result.criterionId}|${day}|${c.agentId}`;
      const counts = criteria.get(key) ?? {
        workspace_id: c.workspaceId,
        scorecard_id: c.scorecardId,
        criterion_id: result.criterionId,
        day,
        agent_id: c.agentId,
        passed: 0,
        failed: 0,
      };
      counts[result.outcome] += sign;
      criteria.set(key, counts);
    }
  };

  const apply = async (db: Db) => {
    const scoreRows = inKeyOrder(scores).filter((r) => r.reviews !== 0 || r.scored !== 0 || r.score_tenths !== 0);
    const criterionRows = inKeyOrder(criteria).filter((r) => r.passed !== 0 || r.failed !== 0);
    if (scoreRows.length > 0)
      await db.execute(sql`
        insert into qa_score_stats (workspace_id, scorecard_id, day, agent_id, agent_version, reviews, scored, score_sum)
        select x.workspace_id, x.scorecard_id, x.day, x.agent_id, x.agent_version, x.reviews, x.scored, x.score_tenths::numeric / 10
        from jsonb_to_recordset(${JSON.stringify(scoreRows)}::jsonb) as x(workspace_id uuid, scorecard_id uuid, day date,
          agent_id text, agent_version int, reviews int, scored int, score_tenths bigint)
        on conflict (workspace_id, scorecard_id, day, agent_id, agent_version) do update set
          reviews = qa_score_stats.reviews + excluded.reviews, scored = qa_score_stats.scored + excluded.scored,
          score_sum = qa_score_stats.score_sum + excluded.score_sum`);
    if (criterionRows.length > 0)
      await db.execute(sql`
        insert into qa_criterion_stats (workspace_id, scorecard_id, criterion_id, day, agent_id, passed, failed)
        select x.* from jsonb_to_recordset(${JSON.stringify(criterionRows)}::jsonb) as x(workspace_id uuid,
          scorecard_id uuid, criterion_id uuid, day date, agent_id text, passed int, failed int)
        on conflict (workspace_id, scorecard_id, criterion_id, day, agent_id) do update set
          passed = qa_criterion_stats.passed + excluded.passed, failed = qa_criterion_stats.failed + excluded.failed`);
    scores.clear();
    criteria.clear();
    await buckets.apply(db);
  };

  return { add, apply };
};
