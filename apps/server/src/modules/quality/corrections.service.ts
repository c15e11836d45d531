import type { QaCorrection, QaCriterionAgreement, QaOutcome, QaVerdict } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../lib/http-error.ts';

// People correct the machine (issue #29, item 5): one current correction per call, scorecard and
// criterion, replaced when marked again, withdrawn on request; and how often people agreed with
// each criterion's automatic results. A re-review keeps the correction (see 0065_qa_corrections.sql):
// it counts towards the agreement only while the result is still the outcome it judged.

export type ResultKey = { workspaceId: string; callId: string; scorecardId: string; criterionId: string };

/** The correction's columns as the API shows them, from `q` (qa_corrections) and `x` (its result, if any). */
export const correctionColumns = sql`q.verdict, q.note, u.username as corrected_by_name,
  to_char(q.corrected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as corrected_at,
  q.judged_outcome, q.judged_scorecard_version, (x.outcome is not distinct from q.judged_outcome) as is_current`;

/** The correction of a result as a jsonb object, null when there is none (a call's reviews embed it). */
export const correctionOfResult = sql`(select jsonb_build_object('verdict', c.verdict, 'note', c.note,
    'corrected_by_name', c.corrected_by_name, 'corrected_at', c.corrected_at, 'judged_outcome', c.judged_outcome,
    'judged_scorecard_version', c.judged_scorecard_version, 'is_current', c.is_current)
  from (select ${correctionColumns} from qa_corrections q left join users u on u.id = q.corrected_by
    where q.workspace_id = x.workspace_id and q.call_id = x.call_id and q.scorecard_id = x.scorecard_id
      and q.criterion_id = x.criterion_id) c)`;

type CorrectionRow = Omit<QaCorrection, 'call_id' | 'scorecard_id' | 'criterion_id'>;

const readCorrection = async (db: Db, key: ResultKey): Promise<QaCorrection | null> => {
  const [row] = rowsOf<CorrectionRow>(
    await db.execute(sql`select ${correctionColumns}
      from qa_corrections q left join users u on u.id = q.corrected_by
      left join qa_review_results x on x.workspace_id = q.workspace_id and x.call_id = q.call_id
        and x.scorecard_id = q.scorecard_id and x.criterion_id = q.criterion_id
      where q.workspace_id = ${key.workspaceId} and q.call_id = ${key.callId}
        and q.scorecard_id = ${key.scorecardId} and q.criterion_id = ${key.criterionId}`),
  );
  if (!row) return null;
  return { call_id: key.callId, scorecard_id: key.scorecardId, criterion_id: key.criterionId, ...row };
};

/** What a correction is about, named: the scorecard, the criterion and (when there is one) the result. */
export type CorrectedResult = {
  scorecardName: string;
  criterionLabel: string;
  outcome: QaOutcome | null;
  scorecardVersion: number | null;
};

/**
 * The call, scorecard and criterion of the workspace (404 for each one it does not hold, and for a
 * criterion of another scorecard), with the call's result for the criterion, locked for the write.
 */
export const findResult = async (db: Db, key: ResultKey): Promise<CorrectedResult> => {
  const { workspaceId, callId, scorecardId, criterionId } = key;
  const [call] = rowsOf(
    await db.execute(sql`select 1 from calls where workspace_id = ${workspaceId} and call_id = ${callId}`),
  );
  if (!call) throw notFound(`Call '${callId}' not found`);
  const [named] = rowsOf<{ scorecard_name: string; criterion_label: string | null }>(
    await db.execute(sql`select s.name as scorecard_name, k.label as criterion_label from qa_scorecards s
      left join qa_criteria k on k.workspace_id = s.workspace_id and k.scorecard_id = s.id and k.id = ${criterionId}
      where s.workspace_id = ${workspaceId} and s.id = ${scorecardId}`),
  );
  if (!named) throw notFound('Scorecard not found');
  if (named.criterion_label === null) throw notFound('Criterion not found');
  const [result] = rowsOf<{ outcome: QaOutcome; scorecard_version: number }>(
    await db.execute(sql`select x.outcome, r.scorecard_version from qa_review_results x
      join qa_call_reviews r on r.workspace_id = x.workspace_id and r.call_id = x.call_id
        and r.scorecard_id = x.scorecard_id
      where x.workspace_id = ${workspaceId} and x.call_id = ${callId} and x.scorecard_id = ${scorecardId}
        and x.criterion_id = ${criterionId}
      for share of x`),
  );
  return {
    scorecardName: named.scorecard_name,
    criterionLabel: named.criterion_label,
    outcome: result?.outcome ?? null,
    scorecardVersion: result?.scorecard_version ?? null,
  };
};

export const noResult = 'This call has no result for that criterion';

/**
 * Marks the call's current result right or wrong (replacing the correction before), naming the
 * outcome and version it judged; 404 when the call has no result for the criterion.
 */
export const correctResult = async (
  db: Db,
  { key, userId, verdict, note }: { key: ResultKey; userId: string; verdict: QaVerdict; note: string | null },
): Promise<{ correction: QaCorrection; about: CorrectedResult }> => {
  const about = await findResult(db, key);
  if (about.outcome === null || about.scorecardVersion === null) throw notFound(noResult);
  await db.execute(sql`insert into qa_corrections (workspace_id, call_id, scorecard_id, criterion_id, verdict, note,
      judged_outcome, judged_scorecard_version, corrected_by)
    values (${key.workspaceId}, ${key.callId}, ${key.scorecardId}, ${key.criterionId}, ${verdict}, ${note},
      ${about.outcome}, ${about.scorecardVersion}, ${userId})
    on conflict (workspace_id, call_id, scorecard_id, criterion_id) do update set verdict = excluded.verdict,
      note = excluded.note, judged_outcome = excluded.judged_outcome,
      judged_scorecard_version = excluded.judged_scorecard_version, corrected_by = excluded.corrected_by,
      corrected_at = now()`);
  return { correction: (await readCorrection(db, key))!, about };
};

/** Withdraws the correction of a result (which may have been reviewed away since); 404 when there is none. */
export const withdrawCorrection = async (
  db: Db,
  key: ResultKey,
): Promise<{ correction: QaCorrection; about: CorrectedResult }> => {
  const about = await findResult(db, key);
  const correction = await readCorrection(db, key);
  if (!correction) throw notFound('This result has no correction to withdraw');
  await db.execute(sql`delete from qa_corrections where workspace_id = ${key.workspaceId} and call_id = ${key.callId}
    and scorecard_id = ${key.scorecardId} and criterion_id = ${key.criterionId}`);
  return { correction, about };
};

type AgreementRow = { criterion_id: string; label: string; corrections: number; agreed: number; outdated: number };

/**
 * Per criterion of the scorecard, in its order: the corrections of results that are still what was
 * judged, how many of them agreed, and those of an older result. Reads the scorecard's corrections
 * by their index, each joined to its result by the result's key: never the reviews as a whole.
 */
export const scorecardAgreement = async (
  db: Db,
  { workspaceId, scorecardId }: { workspaceId: string; scorecardId: string },
): Promise<QaCriterionAgreement[]> => {
  const [scorecard] = rowsOf(
    await db.execute(sql`select 1 from qa_scorecards where workspace_id = ${workspaceId} and id = ${scorecardId}`),
  );
  if (!scorecard) throw notFound('Scorecard not found');
  const rows = rowsOf<AgreementRow>(
    await db.execute(sql`select k.id as criterion_id, k.label,
        (count(q.criterion_id) filter (where x.outcome = q.judged_outcome))::int as corrections,
        (count(q.criterion_id) filter (where x.outcome = q.judged_outcome and q.verdict = 'right'))::int as agreed,
        (count(q.criterion_id) filter (where x.outcome is distinct from q.judged_outcome))::int as outdated
      from qa_criteria k
      left join qa_corrections q on q.workspace_id = k.workspace_id and q.scorecard_id = k.scorecard_id
        and q.criterion_id = k.id
      left join qa_review_results x on x.workspace_id = q.workspace_id and x.call_id = q.call_id
        and x.scorecard_id = q.scorecard_id and x.criterion_id = q.criterion_id
      where k.workspace_id = ${workspaceId} and k.scorecard_id = ${scorecardId}
      group by k.id, k.label, k.position
      order by k.position`),
  );
  return rows.map((row) => ({
    ...row,
    agreement_rate: row.corrections === 0 ? null : row.agreed / row.corrections,
  }));
};
