import { randomBytes } from 'node:crypto';
import {
  jobLimits,
  jobMessages,
  type CloseJobsResult,
  type Job,
  type JobAuthor,
  type JobForm,
  type JobStatus,
  type PayPeriod,
  type Seniority,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, toMs, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';

type Executor = Db | Tx;

export const newJobId = () => `job_${randomBytes(8).toString('hex')}`;

/** The workspace whose data a call works on: every query below is scoped by it. */
export type InWorkspace = { workspaceId: string };
export type OfJob = InWorkspace & { jobId: string };

export type JobRow = {
  id: string;
  title: string;
  department: string;
  location: string;
  employment_type: Job['employment_type'];
  workplace_type: Job['workplace_type'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: PayPeriod;
  summary: string;
  responsibilities: string[] | string;
  requirements: string[] | string;
  skills: string[] | string;
  seniority: Seniority | '';
  nice_to_have: string[] | string;
  benefits: string[] | string;
  application_deadline: string | null;
  openings: number;
  hiring_manager: string;
  slug: string;
  workspace_slug: string;
  posted_ms: string | number | null;
  applicant_count: number;
  created_by: string | null;
  created_by_name: string | null;
  updated_by: string | null;
  updated_by_name: string | null;
  status: JobStatus;
  source: Job['source'];
  copied_from: string | null;
  created_ms: string | number;
  updated_ms: string | number;
  published_ms: string | number | null;
  closed_ms: string | number | null;
};

/** A job's columns, read from `jobs j` (its authors' names by primary key). */
export const jobColumns = sql`j.id, j.title, j.department, j.location, j.employment_type, j.workplace_type,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.summary,
  j.responsibilities, j.requirements, j.skills, j.seniority, j.nice_to_have, j.benefits, j.application_deadline::text as application_deadline, j.openings,
  j.hiring_manager, j.slug, (select slug from workspaces where id = j.workspace_id) as workspace_slug, ${epochMs(sql`j.posted_at`)} as posted_ms, j.applicant_count, j.status, j.source, j.copied_from,
  j.created_by, (select username from users where id = j.created_by) as created_by_name, j.updated_by, (select username from users where id = j.updated_by) as updated_by_name,
  ${epochMs(sql`j.created_at`)} as created_ms, ${epochMs(sql`j.updated_at`)} as updated_ms, ${epochMs(sql`j.published_at`)} as published_ms, ${epochMs(sql`j.closed_at`)} as closed_ms`;

const authorOf = (id: string | null, name: string | null): JobAuthor | null =>
  id === null || name === null ? null : { user_id: id, username: name };

const list = (value: string[] | string): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

export const toJob = (row: JobRow): Job => ({
  job_id: row.id,
  title: row.title,
  department: row.department,
  location: row.location,
  employment_type: row.employment_type,
  workplace_type: row.workplace_type,
  salary_min: row.salary_min,
  salary_max: row.salary_max,
  salary_currency: row.salary_currency,
  salary_period: row.salary_period,
  summary: row.summary,
  responsibilities: list(row.responsibilities),
  requirements: list(row.requirements),
  skills: list(row.skills),
  seniority: row.seniority === '' ? null : row.seniority,
  nice_to_have: list(row.nice_to_have),
  benefits: list(row.benefits),
  application_deadline: row.application_deadline,
  openings: row.openings,
  hiring_manager: row.hiring_manager,
  slug: row.slug,
  careers_path: `/careers/${row.workspace_slug}/${row.slug}`,
  applicant_count: row.applicant_count,
  created_by: authorOf(row.created_by, row.created_by_name),
  updated_by: authorOf(row.updated_by, row.updated_by_name),
  status: row.status,
  source: row.source,
  copied_from: row.copied_from,
  created_timestamp: Number(row.created_ms),
  updated_timestamp: Number(row.updated_ms),
  published_timestamp: toMs(row.published_ms),
  posted_timestamp: toMs(row.posted_ms),
  closed_timestamp: toMs(row.closed_ms),
});

/** One job of the workspace (locked when asked); 404 when the workspace has none of that id. */
export const getJob = async (db: Executor, { workspaceId, jobId, lock }: OfJob & { lock?: boolean }): Promise<Job> => {
  const [row] = rowsOf<JobRow>(
    await db.execute(
      sql`select ${jobColumns} from jobs j where j.id = ${jobId} and j.workspace_id = ${workspaceId}${lock ? sql` for update of j` : sql``}`,
    ),
  );
  if (!row) throw new HttpError(404, jobMessages.notFound);
  return toJob(row);
};

/**
 * A new draft from the form, a read text or file, or a copy. `copiedFrom` is kept only when it
 * names a job of the same workspace (the database also refuses any other).
 */
export const createJob = async (
  db: Executor,
  input: InWorkspace & { form: JobForm; source: Job['source']; userId: string | null; copiedFrom?: string },
): Promise<Job> => {
  const { form, workspaceId } = input;
  const id = newJobId();
  const copiedFrom =
    input.copiedFrom === undefined
      ? sql`null`
      : sql`(select id from jobs where id = ${input.copiedFrom} and workspace_id = ${workspaceId})`;
  await db.execute(sql`insert into jobs (workspace_id, id, title, department, location, employment_type, workplace_type, salary_min, salary_max, salary_currency,
      salary_period, summary, responsibilities, requirements, skills, seniority, nice_to_have, benefits,
      application_deadline, openings, hiring_manager,
      source, copied_from, created_by, updated_by)
    values (${workspaceId}, ${id}, ${form.title}, ${form.department}, ${form.location}, ${form.employment_type}, ${form.workplace_type}, ${form.salary_min}, ${form.salary_max},
      ${form.salary_currency}, ${form.salary_period ?? 'year'}, ${form.summary},
      ${JSON.stringify(form.responsibilities)}::jsonb, ${JSON.stringify(form.requirements)}::jsonb,
      ${JSON.stringify(form.skills)}::jsonb, ${form.seniority ?? ''}, ${JSON.stringify(form.nice_to_have)}::jsonb, ${JSON.stringify(form.benefits)}::jsonb,
      ${form.application_deadline}::date, ${form.openings}, ${form.hiring_manager}, ${input.source}, ${copiedFrom}, ${input.userId}, ${input.userId})`);
  return getJob(db, { workspaceId, jobId: id });
};

/** Closes these jobs of the workspace that are not closed yet; the one statement both closes use. */
const setClosed = async (
  tx: Tx,
  { workspaceId, jobIds, userId }: InWorkspace & { jobIds: string[]; userId: string | null },
): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`update jobs set status = 'closed', closed_at = now(), updated_at = now(), updated_by = ${userId}
      where workspace_id = ${workspaceId} and id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and status <> 'closed' returning id`),
  ).map((row) => row.id);

/** SPEC §4 close: the job stops taking candidates; closing a closed job changes nothing. */
export const closeJob = async (
  db: Db,
  { workspaceId, jobId, userId }: OfJob & { userId: string | null },
): Promise<Job> =>
  db.transaction(async (tx) => {
    const current = await getJob(tx, { workspaceId, jobId, lock: true });
    if (current.status === 'closed') return current;
    await setClosed(tx, { workspaceId, jobIds: [jobId], userId });
    return getJob(tx, { workspaceId, jobId });
  });

/**
 * Bulk close, in one transaction: each draft or open job of the workspace among the ids is closed;
 * the answer says which were closed, which were already, and which the workspace has not (another
 * workspace's ids among them, left untouched).
 */
export const closeJobs = async (
  db: Db,
  { workspaceId, jobIds, userId }: InWorkspace & { jobIds: string[]; userId: string | null },
): Promise<CloseJobsResult> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(jobIds)];
    const found = rowsOf<{ id: string; status: JobStatus }>(
      await tx.execute(
        sql`select id, status from jobs where workspace_id = ${workspaceId} and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
      ),
    );
    const closed = new Set(await setClosed(tx, { workspaceId, jobIds: ids, userId }));
    const statusOf = new Map(found.map((row) => [row.id, row.status]));
    return {
      closed: ids.filter((id) => closed.has(id)),
      already_closed: ids.filter((id) => statusOf.get(id) === 'closed'),
      not_found: ids.filter((id) => !statusOf.has(id)),
    };
  });

/** PostgreSQL's refusal to drop a row others still reference (an application made meanwhile). */
const isStillReferenced = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
};

/**
 * Deletes a job nobody applied to, whatever its status (copies of it keep theirs, without the
 * link); a job with applications is kept (409): it is closed instead.
 */
export const deleteJob = async (db: Db, { workspaceId, jobId }: OfJob): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      const job = await getJob(tx, { workspaceId, jobId, lock: true });
      const [applied] = rowsOf<{ found: boolean }>(
        await tx.execute(
          sql`select exists (select 1 from job_applications where workspace_id = ${workspaceId} and job_id = ${jobId}) as found`,
        ),
      );
      if (job.applicant_count > 0 || applied?.found === true) throw new HttpError(409, jobMessages.hasApplicants);
      await tx.execute(sql`delete from jobs where id = ${jobId} and workspace_id = ${workspaceId}`);
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new HttpError(409, jobMessages.hasApplicants);
    throw error;
  }
};

/** What a recruiter wrote of a job: the form's fields. */
export const formOf = (job: Job): JobForm => ({
  title: job.title,
  department: job.department,
  location: job.location,
  employment_type: job.employment_type,
  workplace_type: job.workplace_type,
  salary_min: job.salary_min,
  salary_max: job.salary_max,
  salary_currency: job.salary_currency,
  salary_period: job.salary_period,
  summary: job.summary,
  responsibilities: job.responsibilities,
  requirements: job.requirements,
  skills: job.skills,
  seniority: job.seniority,
  nice_to_have: job.nice_to_have,
  benefits: job.benefits,
  application_deadline: job.application_deadline,
  openings: job.openings,
  hiring_manager: job.hiring_manager,
});

/** SPEC §4 copy: a new draft titled "Copy of <title>" with the same description, to hire for the role again. */
export const copyJob = async (db: Db, { workspaceId, jobId, userId }: OfJob & { userId: string }): Promise<Job> => {
  const form = formOf(await getJob(db, { workspaceId, jobId }));
  form.title = `Copy of ${form.title}`.slice(0, jobLimits.titleMax);
  return createJob(db, { workspaceId, form, source: 'copy', userId, copiedFrom: jobId });
};
