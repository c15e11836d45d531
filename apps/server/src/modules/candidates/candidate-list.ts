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
    skills: Array.isArray(row.skills) ? row.skills.filter((skill): skill is string => typeof skill === 'string').slice(0, SHOWN_SKILLS) : [],
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

/** 404 unless the workspace has the job. */
export const requireJob = async (db: Db | Tx, { workspaceId, jobId }: InWorkspace & { jobId: string }) => {
  const [job] = rowsOf<{ title: string }>(await db.execute(sql`select title from jobs where workspace_id = ${workspaceId} and id = ${jobId}`));
  if (!job) throw new HttpError(404, candidateMessages.jobNotFound);
  return job;
};

/** The filters as conditions on a and c. */
export const filterConditions = (workspaceId: string, filters: CandidateFilters): SQL => {
  const conditions: SQL[] = [sql`a.workspace_id = ${workspaceId}`, sql`a.job_id = ${filters.job_id}`];
  if (filters.min_score !== undefined) conditions.push(sql`a.fit_score >= ${filters.min_score}`);
  if (filters.max_score !== undefined) conditions.push(sql`a.fit_score <= ${filters.max_score}`);
  if (filters.skill !== undefined) conditions.push(sql`c.skill_keys @> array[${canonicalSkill(filters.skill) ?? filters.skill.toLowerCase()}]::text[]`);
  if (filters.stage !== undefined) conditions.push(sql`a.stage = ${filters.stage}`);
  if (filters.bookmarked !== undefined) conditions.push(sql`a.bookmarked = ${filters.bookmarked}`);
  if (filters.source !== undefined) conditions.push(sql`a.source = ${filters.source}`);
  if (filters.application_ids !== undefined) conditions.push(sql`a.id = any(${textArray(filters.application_ids)})`);
  return sql.join(conditions, sql` and `);
};

const hasFilters = (filters: CandidateFilters) =>
  [filters.min_score, filters.max_score, filters.skill, filters.stage, filters.bookmarked, filters.source, filters.application_ids].some((value) => value !== undefined);

/** The job's applications by stage (job_stage_counts, kept by a trigger). */
const stageCounts = async (db: Db, workspaceId: string, jobId: string): Promise<Record<ApplicationStage, number>> => {
  const counts = Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  const rows = rowsOf<{ stage: ApplicationStage; n: number }>(await db.execute(sql`select stage, n from job_stage_counts where workspace_id = ${workspaceId} and job_id = ${jobId}`));
  for (const row of rows) counts[row.stage] = Number(row.n);
  return counts;
};

/** One page of the job's ranked candidates, the filtered total and the counts by stage. */
export const listCandidates = async (db: Db, { workspaceId, filters, cursor, limit }: InWorkspace & { filters: CandidateFilters; cursor?: string | undefined; limit: number }) => {
  await requireJob(db, { workspaceId, jobId: filters.job_id });
  const where = filterConditions(workspaceId, filters);
  const after = cursor === undefined ? sql`true` : (() => {
    const { value, id } = decodeSortKeyCursor(cursor, { sort: CURSOR_SORT, kind: 'integer' });
    return sql`(${RANK}, a.id) < (${Number(value)}, ${id})`;
  })();
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`select ${itemColumns} from ${itemTables} where ${where} and ${after} order by ${RANK} desc, a.id desc limit ${limit + 1}`),
  );
  const counts = await stageCounts(db, workspaceId, filters.job_id);
  const total = hasFilters(filters)
    ? Number(rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id where ${where}`))[0]?.n ?? 0)
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeSortKeyCursor(CURSOR_SORT, String(last.fit_score ?? -1), last.id) : null;
  return { candidates: page.map(toItem), nextCursor, total, stageCounts: counts };
};
