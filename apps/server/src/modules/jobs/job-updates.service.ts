import { jobMessages, type Job, type UpdateJobBody } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { assertPostable } from './job-posting-settings.ts';
import { getJob, type OfJob } from './jobs.service.ts';

// Changing a job: a PUT's fields and its status (publishing puts the job on the careers site and its
// feeds, unpublishing takes it off), and publishing a draft (the careers module's post-to-ats). A job
// is published only when its posting has every property Google requires (job-posting-settings.ts).

const columnOf: Partial<Record<keyof UpdateJobBody, string>> = {
  title: 'title',
  department: 'department',
  location: 'location',
  employment_type: 'employment_type',
  workplace_type: 'workplace_type',
  salary_min: 'salary_min',
  salary_max: 'salary_max',
  salary_currency: 'salary_currency',
  salary_period: 'salary_period',
  summary: 'summary',
  openings: 'openings',
  hiring_manager: 'hiring_manager',
};
const listFields = ['responsibilities', 'requirements', 'skills', 'nice_to_have', 'benefits'] as const;

/** What a PUT did to where the job is: published (on the careers site), unpublished (off it), or neither. */
export type StatusChange = 'published' | 'unpublished' | null;

/**
 * The columns a change of status sets: publishing puts the job on the careers site and its feeds
 * (posted_at, now) and keeps the first publication's date; unpublishing takes it off.
 */
const statusColumns = (status: 'draft' | 'open'): SQL[] =>
  status === 'open'
    ? [sql`status = 'open'`, sql`published_at = coalesce(published_at, now())`, sql`posted_at = now()`]
    : [sql`status = 'draft'`, sql`posted_at = null`];

/**
 * PUT: the fields given, checked together with the ones kept (the salary range and its currency),
 * in one transaction holding the job's row. A closed job is not edited; status open publishes (the
 * job is on the careers site at once), status draft unpublishes (it is off the site at once).
 */
export const updateJob = async (
  db: Db,
  { workspaceId, jobId, changes, userId }: OfJob & { changes: UpdateJobBody; userId: string | null },
): Promise<{ job: Job; statusChange: StatusChange }> =>
  db.transaction(async (tx) => {
    const current = await getJob(tx, { workspaceId, jobId, lock: true });
    if (current.status === 'closed') throw new HttpError(409, jobMessages.closed);
    const merged = {
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    };
    if (merged.salary_min !== null && merged.salary_max !== null && merged.salary_min > merged.salary_max)
      throw new HttpError(400, jobMessages.salaryOrder);
    if ((merged.salary_min !== null || merged.salary_max !== null) && merged.salary_currency === '')
      throw new HttpError(400, jobMessages.currencyRequired);
    const sets: SQL[] = [sql`updated_at = now()`, sql`updated_by = ${userId}`];
    if (changes.seniority !== undefined) sets.push(sql`seniority = ${changes.seniority ?? ''}`);
    if (changes.application_deadline !== undefined)
      sets.push(sql`application_deadline = ${changes.application_deadline}::date`);
    for (const [field, column] of Object.entries(columnOf)) {
      const value = changes[field as keyof UpdateJobBody];
      if (value !== undefined) sets.push(sql`${sql.identifier(column)} = ${value}`);
    }
    for (const field of listFields) {
      const value = changes[field];
      if (value !== undefined) sets.push(sql`${sql.identifier(field)} = ${JSON.stringify(value)}::jsonb`);
    }
    const isStatusChanged = changes.status !== undefined && changes.status !== current.status;
    if (isStatusChanged) sets.push(...statusColumns(changes.status!));
    // An open job's edits are on the careers site at once: they too must leave a postable job.
    if (merged.status === 'open' || changes.status === 'open') await assertPostable(tx, workspaceId, merged);
    await tx.execute(
      sql`update jobs set ${sql.join(sets, sql`, `)} where id = ${jobId} and workspace_id = ${workspaceId}`,
    );
    const statusChange: StatusChange = isStatusChanged
      ? changes.status === 'open'
        ? 'published'
        : 'unpublished'
      : null;
    return { job: await getJob(tx, { workspaceId, jobId }), statusChange };
  });

/**
 * Publishes a draft of the workspace (its row held by the caller's transaction): on the careers site
 * and its feeds at once.
 */
export const publishDraft = async (tx: Tx, options: OfJob & { userId: string | null }): Promise<Job> => {
  const { workspaceId, jobId, userId } = options;
  await assertPostable(tx, workspaceId, await getJob(tx, { workspaceId, jobId }));
  const sets = [sql`updated_at = now()`, sql`updated_by = ${userId}`, ...statusColumns('open')];
  await tx.execute(sql`update jobs set ${sql.join(sets, sql`, `)}
    where id = ${jobId} and workspace_id = ${workspaceId} and status = 'draft'`);
  return getJob(tx, { workspaceId, jobId });
};
