import { randomBytes } from 'node:crypto';
import { jobMessages, jobStatuses, type Job, type JobForm, type JobStatus, type UpdateJobBody } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, toMs, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../lib/time-id-cursor.ts';

type Executor = Db | Tx;

export const newJobId = () => `job_${randomBytes(8).toString('hex')}`;

/** The workspace whose data a call works on: every query below is scoped by it. */
export type InWorkspace = { workspaceId: string };
type OfJob = InWorkspace & { jobId: string };

type JobRow = {
  id: string;
  title: string;
  department: string;
  location: string;
  employment_type: Job['employment_type'];
  workplace_type: Job['workplace_type'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  summary: string;
  responsibilities: string[] | string;
  requirements: string[] | string;
  skills: string[] | string;
  status: JobStatus;
  source: Job['source'];
  copied_from: string | null;
  created_ms: string | number;
  updated_ms: string | number;
  published_ms: string | number | null;
  closed_ms: string | number | null;
  created_text: string;
};

const jobColumns = sql`id, title, department, location, employment_type, workplace_type, salary_min, salary_max, salary_currency, summary,
  responsibilities, requirements, skills, status, source, copied_from,
  ${epochMs(sql`created_at`)} as created_ms, ${epochMs(sql`updated_at`)} as updated_ms, ${epochMs(sql`published_at`)} as published_ms, ${epochMs(sql`closed_at`)} as closed_ms,
  created_at::text as created_text`;

const list = (value: string[] | string): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);

const toJob = (row: JobRow): Job => ({
  job_id: row.id,
  title: row.title,
  department: row.department,
  location: row.location,
  employment_type: row.employment_type,
  workplace_type: row.workplace_type,
  salary_min: row.salary_min,
  salary_max: row.salary_max,
  salary_currency: row.salary_currency,
  summary: row.summary,
  responsibilities: list(row.responsibilities),
  requirements: list(row.requirements),
  skills: list(row.skills),
  status: row.status,
  source: row.source,
  copied_from: row.copied_from,
  created_timestamp: Number(row.created_ms),
  updated_timestamp: Number(row.updated_ms),
  published_timestamp: toMs(row.published_ms),
  closed_timestamp: toMs(row.closed_ms),
});

/** One job of the workspace (locked when asked); 404 when the workspace has none of that id. */
export const getJob = async (db: Executor, { workspaceId, jobId, lock }: OfJob & { lock?: boolean }): Promise<Job> => {
  const [row] = rowsOf<JobRow>(
    await db.execute(sql`select ${jobColumns} from jobs where id = ${jobId} and workspace_id = ${workspaceId}${lock ? sql` for update` : sql``}`),
  );
  if (!row) throw new HttpError(404, jobMessages.notFound);
  return toJob(row);
};

/**
 * A new draft from the form, a read text or file, or a copy. `copiedFrom` is kept only when it
 * names a job of the same workspace (the database also refuses any other).
 */
export const createJob = async (db: Executor, input: InWorkspace & { form: JobForm; source: Job['source']; userId: string | null; copiedFrom?: string }): Promise<Job> => {
  const { form, workspaceId } = input;
  const id = newJobId();
  const copiedFrom = input.copiedFrom === undefined ? sql`null` : sql`(select id from jobs where id = ${input.copiedFrom} and workspace_id = ${workspaceId})`;
  await db.execute(sql`insert into jobs (workspace_id, id, title, department, location, employment_type, workplace_type, salary_min, salary_max, salary_currency,
      summary, responsibilities, requirements, skills, source, copied_from, created_by)
    values (${workspaceId}, ${id}, ${form.title}, ${form.department}, ${form.location}, ${form.employment_type}, ${form.workplace_type}, ${form.salary_min}, ${form.salary_max},
      ${form.salary_currency}, ${form.summary}, ${JSON.stringify(form.responsibilities)}::jsonb, ${JSON.stringify(form.requirements)}::jsonb,
      ${JSON.stringify(form.skills)}::jsonb, ${input.source}, ${copiedFrom}, ${input.userId})`);
  return getJob(db, { workspaceId, jobId: id });
};

/** The workspace's jobs, newest first, with the total of the filter and the counts by status (indexes lead with the workspace). */
export const listJobs = async (db: Db, query: InWorkspace & { status?: JobStatus; search?: string; cursor?: string; limit: number }) => {
  const filters: SQL[] = [sql`workspace_id = ${query.workspaceId}`];
  if (query.status) filters.push(sql`status = ${query.status}`);
  if (query.search) {
    // Titles, departments and locations by substring: a workspace has hundreds of jobs, not millions.
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(sql`(title ilike ${pattern} or department ilike ${pattern} or location ilike ${pattern})`);
  }
  const where = sql.join(filters, sql` and `);
  const after = query.cursor === undefined ? sql`true` : (() => {
    const [createdAt, id] = decodeTimeIdCursor(query.cursor);
    return sql`(created_at, id) < (${createdAt}::timestamptz, ${id})`;
  })();
  const rows = rowsOf<JobRow>(await db.execute(sql`select ${jobColumns} from jobs where ${where} and ${after} order by created_at desc, id desc limit ${query.limit + 1}`));
  const [counted] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from jobs where ${where}`));
  const byStatus = rowsOf<{ status: JobStatus; n: string | number }>(
    await db.execute(sql`select status, count(*) as n from jobs where workspace_id = ${query.workspaceId} group by status`),
  );
  const counts = Object.fromEntries(jobStatuses.map((status) => [status, Number(byStatus.find((row) => row.status === status)?.n ?? 0)])) as Record<JobStatus, number>;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    jobs: page.map(toJob),
    nextCursor: rows.length > query.limit && last ? encodeTimeIdCursor(last.created_text, last.id) : null,
    total: Number(counted?.n ?? 0),
    counts,
  };
};

const columnOf: Partial<Record<keyof UpdateJobBody, string>> = {
  title: 'title',
  department: 'department',
  location: 'location',
  employment_type: 'employment_type',
  workplace_type: 'workplace_type',
  salary_min: 'salary_min',
  salary_max: 'salary_max',
  salary_currency: 'salary_currency',
  summary: 'summary',
};
const listFields = ['responsibilities', 'requirements', 'skills'] as const;

/**
 * PUT: the fields given, checked together with the ones kept (the salary range and its currency),
 * in one transaction holding the job's row. A closed job is not edited; status open publishes.
 */
export const updateJob = async (db: Db, { workspaceId, jobId, changes }: OfJob & { changes: UpdateJobBody }): Promise<Job> =>
  db.transaction(async (tx) => {
    const current = await getJob(tx, { workspaceId, jobId, lock: true });
    if (current.status === 'closed') throw new HttpError(409, jobMessages.closed);
    const merged = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) } as Job;
    if (merged.salary_min !== null && merged.salary_max !== null && merged.salary_min > merged.salary_max) throw new HttpError(400, jobMessages.salaryOrder);
    if ((merged.salary_min !== null || merged.salary_max !== null) && merged.salary_currency === '') throw new HttpError(400, jobMessages.currencyRequired);
    const sets: SQL[] = [sql`updated_at = now()`];
    for (const [field, column] of Object.entries(columnOf)) {
      const value = changes[field as keyof UpdateJobBody];
      if (value !== undefined) sets.push(sql`${sql.identifier(column)} = ${value}`);
    }
    for (const field of listFields) {
      const value = changes[field];
      if (value !== undefined) sets.push(sql`${sql.identifier(field)} = ${JSON.stringify(value)}::jsonb`);
    }
    if (changes.status !== undefined) {
      sets.push(sql`status = ${changes.status}`);
      if (changes.status === 'open') sets.push(sql`published_at = coalesce(published_at, now())`);
    }
    await tx.execute(sql`update jobs set ${sql.join(sets, sql`, `)} where id = ${jobId} and workspace_id = ${workspaceId}`);
    return getJob(tx, { workspaceId, jobId });
  });

/** SPEC §4 close: the job stops taking candidates; closing a closed job changes nothing. */
export const closeJob = async (db: Db, { workspaceId, jobId }: OfJob): Promise<Job> =>
  db.transaction(async (tx) => {
    const current = await getJob(tx, { workspaceId, jobId, lock: true });
    if (current.status === 'closed') return current;
    await tx.execute(sql`update jobs set status = 'closed', closed_at = now(), updated_at = now() where id = ${jobId} and workspace_id = ${workspaceId}`);
    return getJob(tx, { workspaceId, jobId });
  });

/** SPEC §4 copy: a new draft with the same description, to hire for the role again. */
export const copyJob = async (db: Db, { workspaceId, jobId, userId }: OfJob & { userId: string }): Promise<Job> => {
  const { job_id: _id, status: _status, source: _source, copied_from: _from, created_timestamp: _c, updated_timestamp: _u, published_timestamp: _p, closed_timestamp: _x, ...form } =
    await getJob(db, { workspaceId, jobId });
  return createJob(db, { workspaceId, form, source: 'copy', userId, copiedFrom: jobId });
};
