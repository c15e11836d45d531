import {
  qaScoreOf,
  reviewCall,
  type CallMeasures,
  type ProviderCall,
  type QaCriterion,
  type QaCriterionResult,
  type QaQuestionState,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { createQaStatsDelta } from './qa-stats-delta.ts';
import { writeReviews, type NewReview } from './review-writes.ts';
import { isQuestionCriterion, questionKeyOf, readQuestionStates, type QuestionAsk } from './question-answers.ts';
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

/** What the model said about a question criterion of a call (no_model where none is set up). */
type QuestionStateOf = (call: MeasuredCall, criterion: QaCriterion) => QaQuestionState;

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

const reviewOne = (call: MeasuredCall, scorecard: ScorecardRow, questionStateOf: QuestionStateOf): NewReview | null => {
  if (call.measures === null) return null;
  let results: QaCriterionResult[];
  let isAwaitingModel = false;
  try {
    results = reviewCall(call.record, call.measures, scorecard.criteria, (criterion) => {
      const state = questionStateOf(call, criterion);
      if (state.state === 'pending') isAwaitingModel = true;
      return state;
    });
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
    awaiting_model: isAwaitingModel,
  };
};

/** The question criteria of the reviews about to be made, each named by what it asks of its call. */
const questionsAsked = (pairs: readonly { call: MeasuredCall; scorecard: ScorecardRow }[]): QuestionAsk[] =>
  pairs.flatMap(({ call, scorecard }) =>
    call.measures === null
      ? []
      : scorecard.criteria.filter(isQuestionCriterion).map((criterion) => ({
          workspace_id: call.workspace_id,
          call_id: call.call_id,
          criterion_id: criterion.id,
          question_key: questionKeyOf(call.record, criterion.config),
        })),
  );

/**
 * The written reviews a receiver has not seen: new ones, and those whose score, counts or results
 * changed. A review computed again alike (a new version of the scorecard that decides the same)
 * announces nothing; one with a question still waiting for the model is announced once answered.
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
    if (review.awaiting_model) return false;
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
 * delivery. With `judgesQuestions` (a language model is set up), question criteria take the model's
 * answers, and a question not asked yet (or changed) is queued for the judge; without it they are
 * not judged, and say so. Answers how many reviews it wrote, deliveries it queued and questions it asked.
 */
export const reviewMeasuredCalls = async (
  db: Db,
  calls: readonly MeasuredCall[],
  { judgesQuestions = false }: { judgesQuestions?: boolean } = {},
): Promise<{ reviews: number; deliveries: number; questions: number }> => {
  const none = { reviews: 0, deliveries: 0, questions: 0 };
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
  const pairs = calls.flatMap((call) =>
    scorecards
      .filter((scorecard) => scorecard.workspace_id === call.workspace_id && appliesTo(scorecard, call))
      .map((scorecard) => ({ call, scorecard })),
  );
  const questions = judgesQuestions ? await readQuestionStates(db, questionsAsked(pairs)) : null;
  const questionStateOf: QuestionStateOf = (call, criterion) =>
    questions === null
      ? { state: 'no_model' }
      : questions.stateOf({ workspace_id: call.workspace_id, call_id: call.call_id, criterion_id: criterion.id });
  const written: NewReview[] = [];
  for (const { call, scorecard } of pairs) {
    const review = reviewOne(call, scorecard, questionStateOf);
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
  const { reviewedAt, resultsChanged } = await writeReviews(
    db,
    written,
    new Set(stored.map((review) => `${review.workspaceId}|${review.callId}|${review.scorecardId}`)),
  );
  await delta.apply(db);
  const hooks = new Map(scorecards.map((scorecard) => [scorecard.id, scorecard]));
  const deliveries = await queueReviewDeliveries(db, reviewsToAnnounce(written, stored, resultsChanged), {
    hookOf: (scorecardId) => hooks.get(scorecardId),
    reviewedAtOf: reviewedAt,
  });
  return { reviews: written.length, deliveries, questions: questions?.queued ?? 0 };
};
