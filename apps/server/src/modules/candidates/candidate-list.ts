import {
  applicationStages,
  candidateMessages,
  type ApplicationStage,
  type CandidateFitItem,
  type CandidateSource,
  type FitStatus,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, textArray, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../../lib/sort-key-cursor.ts';
import type { InWorkspace } from './candidate-records.ts';
import { canonicalSkill } from './skill-synonyms.ts';

// A job's candidates ranked by fit score (GET /candidate-fit-score/candidate-fit-scores): unscored
// last, ties by id, on the index job_applications_rank_idx (migration 0030); keyset cursors.

export type CandidateFilters = {
  job_id: string;
  min_score?: number | undefined;
  max_score?: number | undefined;
  skill?: string | undefined;
  stage?: ApplicationStage | undefined;
  bookmarked?: boolean | undefined;
  source?: CandidateSource | undefined;
  application_ids?: string[] | undefined;
};

const CURSOR_SORT = 'fit';
export const RANK = sql`coalesce(a.fit_score, -1)`;

/** The columns of a list row (joined: a the application, c the candidate, k the screening call). */
export const itemColumns = sql`a.id, a.candidate_id, a.job_id, c.name, c.email, c.phone, c.location,
  coalesce(nullif(c.profile->'work_history'->0->>'title', ''), left(c.profile->>'summary', 160), '') as headline,
  (c.profile->>'years_of_experience')::float8 as years, coalesce(c.profile->'skills', '[]'::jsonb) as skills,
  a.source, a.stage, a.rejection_reason, a.bookmarked, a.fit_status, a.fit_score,
  k.record->'call_analysis'->'custom_analysis_data'->>'screening_score' as screening_score,
  ${epochMs(sql`a.created_at`)} as applied_ms, ${epochMs(sql`a.stage_changed_at`)} as stage_ms`;

/** The tables a list row reads. */
export const itemTables = sql`job_applications a
  join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
  left join calls k on k.workspace_id = a.workspace_id and k.call_id = a.screening_call_id`;

export type ItemRow = {
  id: string;
  candidate_id: string;
  job_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  location: string;
  headline: string;
  years: number | null;
  skills: unknown;
  source: CandidateSource;
  stage: ApplicationStage;
  rejection_reason: string | null;
  bookmarked: boolean;
  fit_status: FitStatus;
  fit_score: number | null;
  screening_score: string | null;
  applied_ms: string | number;
  stage_ms: string | number;
};

const SHOWN_SKILLS = 8;

export const toItem = (row: ItemRow): CandidateFitItem => {
  const screening = row.screening_score === null ? Number.NaN : Number(row.screening_score);
  return {
    application_id: row.id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    headline: row.headline,
    years_of_experience: row.years === null ? null : Number(row.years),
    skills: Array.isArray(row.skills)
      ? row.skills.filter((skill): skill is string => typeof skill === 'string').slice(0, SHOWN_SKILLS)
      : [],
    source: row.source,
    stage: row.stage,
    rejection_reason: row.rejection_reason,
    bookmarked: row.bookmarked,
    fit_status: row.fit_status,
    score: row.fit_score === null ? null : Number(row.fit_score),
    screening_score: Number.isFinite(screening) ? screening : null,
    applied_timestamp: Number(row.applied_ms),
    stage_changed_timestamp: Number(row.stage_ms),
  };
};

const jobTitleSql = (workspaceId: string, jobId: string) =>
  sql`select title from jobs where workspace_id = ${workspaceId} and id = ${jobId}`;

/** 404 unless the workspace has the job. */
export const requireJob = async (db: Db | Tx, { workspaceId, jobId }: InWorkspace & { jobId: string }) => {
  const [job] = rowsOf<{ title: string }>(await db.execute(jobTitleSql(workspaceId, jobId)));
  if (!job) throw new HttpError(404, candidateMessages.jobNotFound);
  return job;
};

/** The filters as conditions on a and c. */
export const filterConditions = (workspaceId: string, filters: CandidateFilters): SQL => {
  const conditions: SQL[] = [sql`a.workspace_id = ${workspaceId}`, sql`a.job_id = ${filters.job_id}`];
  // On the rank (job_applications_rank_idx's expression), so the index bounds the range: a score
  // is never negative, and an unscored application (-1) stays out of either bound.
  if (filters.min_score !== undefined) conditions.push(sql`${RANK} >= ${filters.min_score}`);
  if (filters.max_score !== undefined)
    conditions.push(sql`${RANK} <= ${filters.max_score} and a.fit_score is not null`);
  if (filters.skill !== undefined)
    conditions.push(
      sql`c.skill_keys @> array[${canonicalSkill(filters.skill) ?? filters.skill.toLowerCase()}]::text[]`,
    );
  if (filters.stage !== undefined) conditions.push(sql`a.stage = ${filters.stage}`);
  if (filters.bookmarked !== undefined) conditions.push(sql`a.bookmarked = ${filters.bookmarked}`);
  if (filters.source !== undefined) conditions.push(sql`a.source = ${filters.source}`);
  if (filters.application_ids !== undefined) conditions.push(sql`a.id = any(${textArray(filters.application_ids)})`);
  return sql.join(conditions, sql` and `);
};

/** Whether the total needs counting: without filters, or with a stage alone, the stage counts give it. */
const isCounted = (filters: CandidateFilters) =>
  [
    filters.min_score,
    filters.max_score,
    filters.skill,
    filters.bookmarked,
    filters.source,
    filters.application_ids,
  ].some((value) => value !== undefined);

type ListPage = InWorkspace & { filters: CandidateFilters; cursor?: string | undefined; limit: number };

/**
 * The statements of one page as listCandidates runs them: the job (requireJob's) first, then at
 * once the page's rows (one more than the limit: is there a next page), the counts by stage
 * (job_stage_counts, kept by a trigger), and the filtered total when it needs counting (without
 * filters the counts add up to it; with a stage alone it is that stage's). The bench runs the same
 * statements directly.
 */
export const candidateListStatements = ({ workspaceId, filters, cursor, limit }: ListPage) => {
  const where = filterConditions(workspaceId, filters);
  const after =
    cursor === undefined
      ? sql`true`
      : (() => {
          const { value, id } = decodeSortKeyCursor(cursor, { sort: CURSOR_SORT, kind: 'integer' });
          return sql`(${RANK}, a.id) < (${Number(value)}, ${id})`;
        })();
  return {
    job: jobTitleSql(workspaceId, filters.job_id),
    rows: sql`select ${itemColumns} from ${itemTables} where ${where} and ${after} order by ${RANK} desc, a.id desc limit ${limit + 1}`,
    stageCounts: sql`select stage, n from job_stage_counts where workspace_id = ${workspaceId} and job_id = ${filters.job_id}`,
    // The candidate is read only for a skill (every application has its candidate).
    total: isCounted(filters)
      ? sql`select count(*) as n from job_applications a ${filters.skill === undefined ? sql`` : sql`join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id`} where ${where}`
      : null,
  };
};

/** One page of the job's ranked candidates, the filtered total and the counts by stage. */
export const listCandidates = async (db: Db, page: ListPage) => {
  // The job first: an unknown job is a 404 whatever the cursor says.
  await requireJob(db, { workspaceId: page.workspaceId, jobId: page.filters.job_id });
  const statements = candidateListStatements(page);
  // The rows, the counts and the total at once: a filtered page waits for the slower of its
  // page and its count, not for both in turn.
  const [rows, stageRows, counted] = await Promise.all([
    db.execute(statements.rows).then((result) => rowsOf<ItemRow>(result)),
    db.execute(statements.stageCounts).then((result) => rowsOf<{ stage: ApplicationStage; n: number }>(result)),
    statements.total
      ? db.execute(statements.total).then((result) => Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0))
      : null,
  ]);
  const counts = Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  for (const row of stageRows) counts[row.stage] = Number(row.n);
  const total =
    counted ??
    (page.filters.stage === undefined
      ? Object.values(counts).reduce((sum, n) => sum + n, 0)
      : counts[page.filters.stage]);
  const { limit } = page;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeSortKeyCursor(CURSOR_SORT, String(last.fit_score ?? -1), last.id) : null;
  return { candidates: items.map(toItem), nextCursor, total, stageCounts: counts };
};
