import {
  isRuleCriterion,
  qaScoreOf,
  reviewCall,
  type CallMeasures,
  type ProviderCall,
  type QaCriterion,
  type QaCriterionResult,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { createQaStatsDelta } from './qa-stats-delta.ts';
import { queueReviewDeliveries, reviewKeyOf, type ScorecardHook } from './review-webhooks.ts';
import { deleteReviews, readStoredReviews, type StoredReview } from './stored-reviews.ts';

/** A call the measurer has just measured (measures null: no transcript, or measuring failed). */
export type MeasuredCall = {
  workspace_id: string;
  call_id: string;
  agent_id: string | null;
  agent_version: number | null;
  start_timestamp: number | string;
  record: ProviderCall;
  measures: CallMeasures | null;
};

type ScorecardRow = ScorecardHook & {
  workspace_id: string;
  id: string;
  agent_ids: string[];
  agent_versions: number[] | null;
  version: number;
  criteria: QaCriterion[];
};

type NewReview = {
  workspace_id: string;
  call_id: string;
  scorecard_id: string;
  scorecard_version: number;
  agent_id: string;
  agent_version: number | null;
  started_ms: number;
  score: number | null;
  passed: number;
  failed: number;
  results: QaCriterionResult[];
};

/** Whether a scorecard reviews a call of this agent and version. */
export const appliesTo = (
  scorecard: Pick<ScorecardRow, 'agent_ids' | 'agent_versions'>,
  call: { agent_id: string | null; agent_version: number | null },
): boolean =>
  call.agent_id !== null &&
  scorecard.agent_ids.includes(call.agent_id) &&
  (scorecard.agent_versions === null ||
    (call.agent_version !== null && scorecard.agent_versions.includes(call.agent_version)));

/**
 * The scorecards of these workspaces with their criteria in order, locked for share: a scorecard
 * saved meanwhile waits for this transaction, so no result names a criterion it has just removed.
 */
const readScorecards = async (db: Db, workspaceIds: string[]): Promise<ScorecardRow[]> =>
  rowsOf<ScorecardRow>(
    await db.execute(sql`select s.workspace_id, s.id, s.agent_ids, s.agent_versions, s.version, s.webhook_url,
        s.webhook_secret,
        coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'position', c.position, 'label', c.label,
          'weight', c.weight, 'config', c.config) order by c.position)
          from qa_criteria c where c.workspace_id = s.workspace_id and c.scorecard_id = s.id), '[]'::jsonb) as criteria
      from qa_scorecards s
      where s.workspace_id in (select (jsonb_array_elements_text(${JSON.stringify(workspaceIds)}::jsonb))::uuid)
      order by s.workspace_id, s.id for share of s`),
  );

const reviewOne = (call: MeasuredCall, scorecard: ScorecardRow): NewReview | null => {
  if (call.measures === null) return null;
  let results: QaCriterionResult[];
  try {
    results = reviewCall(call.record, call.measures, scorecard.criteria.filter(isRuleCriterion));
  } catch {
    // A transcript the rules cannot read gets no review (its measures said what they could).
    return null;
  }
  return {
    workspace_id: call.workspace_id,
    call_id: call.call_id,
    scorecard_id: scorecard.id,
    scorecard_version: scorecard.version,
    agent_id: call.agent_id ?? '',
    agent_version: call.agent_version,
    started_ms: Number(call.start_timestamp),
    score: qaScoreOf(results),
    passed: results.filter((r) => r.outcome === 'passed').length,
    failed: results.filter((r) => r.outcome === 'failed').length,
    results,
  };
};

type KeyRow = { workspace_id: string; call_id: string; scorecard_id: string; reviewed_at?: string | Date };

/**
 * Writes the reviews and their results; answers when each review rewritten (its head or any result)
 * was written, by key, and the keys of those whose results changed (review-webhooks.ts).
 */
const writeReviews = async (
  db: Db,
  reviews: NewReview[],
): Promise<{ reviewedAt: Map<string, string>; resultsChanged: Set<string> }> => {
  const changed = new Map<string, string>();
  if (reviews.length === 0) return { reviewedAt: changed, resultsChanged: new Set() };
  const note = (rows: KeyRow[]) => {
    for (const row of rows)
      changed.set(reviewKeyOf(row), row.reviewed_at ? new Date(row.reviewed_at).toISOString() : '');
  };
  const heads = reviews.map(({ results: _results, ...head }) => head);
  // Rewritten only when something changed, so reviewing a call twice leaves it as it was.
  const headsWritten =
    await db.execute(sql`insert into qa_call_reviews (workspace_id, call_id, scorecard_id, scorecard_version, agent_id,
      agent_version, call_started_at, score, passed, failed)
    select x.workspace_id, x.call_id, x.scorecard_id, x.scorecard_version, x.agent_id, x.agent_version,
      to_timestamp(x.started_ms / 1000.0), x.score, x.passed, x.failed
    from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as x(workspace_id uuid, call_id text, scorecard_id uuid,
      scorecard_version int, agent_id text, agent_version int, started_ms bigint, score numeric, passed int, failed int)
    on conflict (workspace_id, call_id, scorecard_id) do update set scorecard_version = excluded.scorecard_version,
      agent_id = excluded.agent_id, agent_version = excluded.agent_version, call_started_at = excluded.call_started_at,
      score = excluded.score, passed = excluded.passed, failed = excluded.failed, reviewed_at = now()
    where (qa_call_reviews.scorecard_version, qa_call_reviews.agent_id, qa_call_reviews.agent_version,
        qa_call_reviews.call_started_at, qa_call_reviews.score, qa_call_reviews.passed, qa_call_reviews.failed)
      is distinct from (excluded.scorecard_version, excluded.agent_id, excluded.agent_version,
        excluded.call_started_at, excluded.score, excluded.passed, excluded.failed)
    returning workspace_id, call_id, scorecard_id, reviewed_at`);
  note(rowsOf<KeyRow>(headsWritten));
  const results = reviews.flatMap((review) =>
    review.results.map((result) => ({
      workspace_id: review.workspace_id,
      call_id: review.call_id,
      scorecard_id: review.scorecard_id,
      criterion_id: result.criterion_id,
      outcome: result.outcome,
      detail: result.detail,
      evidence: result.evidence,
      started_ms: review.started_ms,
    })),
  );
  // Results of criteria the scorecard no longer holds (or no longer judges) go.
  const resultsGone = await db.execute(sql`delete from qa_review_results x
    using jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as k(workspace_id uuid, call_id text, scorecard_id uuid)
    where x.workspace_id = k.workspace_id and x.call_id = k.call_id and x.scorecard_id = k.scorecard_id
      and x.criterion_id not in (select (jsonb_array_elements(${JSON.stringify(results)}::jsonb)->>'criterion_id')::uuid)
    returning x.workspace_id, x.call_id, x.scorecard_id`);
  const resultKeys = rowsOf<KeyRow>(resultsGone);
  if (results.length > 0)
    resultKeys.push(
      ...rowsOf<KeyRow>(
        await db.execute(sql`insert into qa_review_results (workspace_id, call_id, scorecard_id, criterion_id, outcome,
      detail, evidence, call_started_at)
    select x.workspace_id, x.call_id, x.scorecard_id, x.criterion_id, x.outcome, x.detail, x.evidence,
      to_timestamp(x.started_ms / 1000.0)
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(workspace_id uuid, call_id text, scorecard_id uuid,
      criterion_id uuid, outcome text, detail text, evidence jsonb, started_ms bigint)
    on conflict (workspace_id, call_id, scorecard_id, criterion_id) do update set outcome = excluded.outcome,
      detail = excluded.detail, evidence = excluded.evidence, call_started_at = excluded.call_started_at
    where (qa_review_results.outcome, qa_review_results.detail, qa_review_results.evidence,
        qa_review_results.call_started_at)
      is distinct from (excluded.outcome, excluded.detail, excluded.evidence, excluded.call_started_at)
    returning workspace_id, call_id, scorecard_id`),
      ),
    );
  // A review whose results alone changed is written now too.
  const resultsOnly = [...new Map(resultKeys.map((key) => [reviewKeyOf(key), key])).values()].filter(
    (key) => !changed.has(reviewKeyOf(key)),
  );
  if (resultsOnly.length > 0)
    note(
      rowsOf<KeyRow>(
        await db.execute(sql`update qa_call_reviews r set reviewed_at = now()
          from jsonb_to_recordset(${JSON.stringify(resultsOnly)}::jsonb) as k(workspace_id uuid, call_id text, scorecard_id uuid)
          where r.workspace_id = k.workspace_id and r.call_id = k.call_id and r.scorecard_id = k.scorecard_id
          returning r.workspace_id, r.call_id, r.scorecard_id, r.reviewed_at`),
      ),
    );
  return { reviewedAt: changed, resultsChanged: new Set(resultKeys.map(reviewKeyOf)) };
};

/**
 * The written reviews a receiver has not seen: new ones, and those whose score, counts or results
 * changed. A review computed again alike (a new version of the scorecard that decides the same)
 * announces nothing.
 */
const reviewsToAnnounce = (
  written: readonly NewReview[],
  stored: readonly StoredReview[],
  resultsChanged: ReadonlySet<string>,
): NewReview[] => {
  const before = new Map(
    stored.map((review) => [`${review.workspaceId}|${review.callId}|${review.scorecardId}`, review]),
  );
  return written.filter((review) => {
    const key = reviewKeyOf(review);
    const old = before.get(key);
    if (!old || resultsChanged.has(key) || old.score !== review.score) return true;
    const count = (outcome: string) => old.results.filter((result) => result.outcome === outcome).length;
    return count('passed') !== review.passed || count('failed') !== review.failed;
  });
};

/**
 * Reviews a batch of just-measured calls against every scorecard of their workspace that applies
 * to them, in the measuring's transaction: each review is written (or replaced, or removed when
 * no scorecard applies any more or the call has no measures) together with its results and the
 * aggregates' change, and each changed review of a scorecard with a webhook queues its call_reviewed
 * delivery. Answers how many reviews it wrote and how many deliveries it queued.
 */
export const reviewMeasuredCalls = async (
  db: Db,
  calls: readonly MeasuredCall[],
): Promise<{ reviews: number; deliveries: number }> => {
  const none = { reviews: 0, deliveries: 0 };
  if (calls.length === 0) return none;
  const workspaceIds = [...new Set(calls.map((call) => call.workspace_id))].sort();
  const scorecards = await readScorecards(db, workspaceIds);
  // No scorecard, no review to write or to replace (a scorecard's reviews go with it).
  if (scorecards.length === 0) return none;
  // Only the keys: the calls carry their records, which the database need not parse again.
  const stored = await readStoredReviews(
    db,
    calls.map(({ workspace_id, call_id }) => ({ workspace_id, call_id })),
  );
  const written: NewReview[] = [];
  for (const call of calls)
    for (const scorecard of scorecards) {
      if (scorecard.workspace_id !== call.workspace_id || !appliesTo(scorecard, call)) continue;
      const review = reviewOne(call, scorecard);
      if (review) written.push(review);
    }
  const kept = new Set(written.map((r) => `${r.workspace_id}|${r.call_id}|${r.scorecard_id}`));
  const removed = stored.filter((review) => !kept.has(`${review.workspaceId}|${review.callId}|${review.scorecardId}`));

  const delta = createQaStatsDelta();
  for (const review of stored) delta.add(review, -1);
  for (const review of written)
    delta.add(
      {
        workspaceId: review.workspace_id,
        scorecardId: review.scorecard_id,
        startedMs: review.started_ms,
        agentId: review.agent_id,
        agentVersion: review.agent_version,
        score: review.score,
        results: review.results.map((r) => ({ criterionId: r.criterion_id, outcome: r.outcome })),
      },
      1,
    );
  await deleteReviews(db, removed);
  const { reviewedAt, resultsChanged } = await writeReviews(db, written);
  await delta.apply(db);
  const hooks = new Map(scorecards.map((scorecard) => [scorecard.id, scorecard]));
  const deliveries = await queueReviewDeliveries(db, reviewsToAnnounce(written, stored, resultsChanged), {
    hookOf: (scorecardId) => hooks.get(scorecardId),
    reviewedAtOf: reviewedAt,
  });
  return { reviews: written.length, deliveries };
};
