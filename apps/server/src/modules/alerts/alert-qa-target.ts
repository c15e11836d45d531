import { alertTargetIssue, type AlertMetric } from '@agentdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qaCriteria, qaScorecards } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';

// A QA rule (#29 item 6) watches one of the workspace's scorecards and, for a failure rate, one of
// that scorecard's criteria: another workspace's are not found (404), a criterion of another
// scorecard is refused (422), and what a metric requires it to name is checked again after a change.

export type QaTarget = { metric: AlertMetric; scorecardId: string | null; criterionId: string | null };

/** 400 when the metric and what the rule names do not go together (the create schema says the same). */
export const assertTargetShape = (target: QaTarget) => {
  const issue = alertTargetIssue({
    metric: target.metric,
    scorecard_id: target.scorecardId,
    criterion_id: target.criterionId,
  });
  if (issue) throw badRequest(`${issue.path}: ${issue.message}`);
};

/** The scorecard and criterion a rule names exist in the workspace, the criterion on that scorecard. */
export const assertQaTarget = async (db: Db, workspaceId: string, target: QaTarget) => {
  assertTargetShape(target);
  if (target.scorecardId !== null) {
    const [scorecard] = await db
      .select({ id: qaScorecards.id })
      .from(qaScorecards)
      .where(and(eq(qaScorecards.workspaceId, workspaceId), eq(qaScorecards.id, target.scorecardId)))
      .limit(1);
    if (!scorecard) throw notFound('Scorecard not found');
  }
  if (target.criterionId !== null) {
    const [criterion] = await db
      .select({ scorecardId: qaCriteria.scorecardId })
      .from(qaCriteria)
      .where(and(eq(qaCriteria.workspaceId, workspaceId), eq(qaCriteria.id, target.criterionId)))
      .limit(1);
    if (!criterion) throw notFound('Criterion not found');
    if (criterion.scorecardId !== target.scorecardId)
      throw new HttpError(422, `Criterion '${target.criterionId}' is not one of this scorecard's criteria`);
  }
};

/**
 * What a changed rule names: the fields given, else what it named while its metric still needs
 * them (a rule moved to another kind of metric lets go of its scorecard and criterion).
 */
export const nextQaTarget = (
  current: { scorecardId: string | null; criterionId: string | null },
  metric: AlertMetric,
  body: { scorecard_id?: string | null | undefined; criterion_id?: string | null | undefined },
): QaTarget => ({
  metric,
  scorecardId:
    body.scorecard_id !== undefined
      ? body.scorecard_id
      : metric === 'qa_score' || metric === 'qa_criterion_failure_rate'
        ? current.scorecardId
        : null,
  criterionId:
    body.criterion_id !== undefined
      ? body.criterion_id
      : metric === 'qa_criterion_failure_rate'
        ? current.criterionId
        : null,
});

/**
 * What a QA rule watches, as its e-mail names it ("Scorecard: Screening quality; criterion:
 * Recording disclosure."): the rule's metric alone does not say which scorecard's score fell. Empty
 * for other metrics, and for a scorecard deleted meanwhile.
 */
export const describeQaTarget = async (
  db: Db,
  rule: { workspaceId: string; scorecardId: string | null; criterionId: string | null },
): Promise<string> => {
  if (rule.scorecardId === null) return '';
  const [names] = await db
    .select({ scorecard: qaScorecards.name, criterion: qaCriteria.label })
    .from(qaScorecards)
    .leftJoin(
      qaCriteria,
      and(eq(qaCriteria.workspaceId, qaScorecards.workspaceId), eq(qaCriteria.id, rule.criterionId ?? qaScorecards.id)),
    )
    .where(and(eq(qaScorecards.workspaceId, rule.workspaceId), eq(qaScorecards.id, rule.scorecardId)))
    .limit(1);
  if (!names) return '';
  return `Scorecard: ${names.scorecard}${names.criterion === null ? '' : `; criterion: ${names.criterion}`}.\n`;
};
