import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { readJobDescription } from '../modules/jobs/job-text.ts';
import { updateJob } from '../modules/jobs/job-updates.service.ts';
import { closeJob, createJob } from '../modules/jobs/jobs.service.ts';
import { hiringRoles, postingOf } from './hiring-roles.ts';

const DAY_MS = 86_400_000;

/**
 * Loads the sample job descriptions (seed/hiring-roles.ts) into a workspace (only a fresh one:
 * deleted or closed ones stay so), each written some days before `now`, published the day after
 * and, when closed, closed a while later.
 */
export const seedJobs = async ({
  db,
  workspaceId,
  userId,
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  userId: string | null;
  now?: number;
}): Promise<number> => {
  for (const role of hiringRoles) {
    const job = await createJob(db, {
      workspaceId,
      form: readJobDescription(postingOf(role, now)),
      source: 'text',
      userId,
    });
    if (role.status !== 'draft')
      await updateJob(db, { workspaceId, jobId: job.job_id, changes: { status: 'open' }, userId });
    if (role.status === 'closed') await closeJob(db, { workspaceId, jobId: job.job_id, userId });
    const created = new Date(now - role.daysAgo * DAY_MS).toISOString();
    const published = new Date(now - (role.daysAgo - 1) * DAY_MS).toISOString();
    const closed = new Date(now - Math.floor(role.daysAgo / 3) * DAY_MS).toISOString();
    await db.execute(sql`update jobs set created_at = ${created}::timestamptz,
        published_at = case when published_at is null then null else ${published}::timestamptz end,
        posted_at = case when posted_at is null then null else ${published}::timestamptz end,
        closed_at = case when closed_at is null then null else ${closed}::timestamptz end,
        updated_at = case when closed_at is not null then ${closed}::timestamptz when published_at is not null then ${published}::timestamptz else ${created}::timestamptz end
      where id = ${job.job_id} and workspace_id = ${workspaceId}`);
  }
  return hiringRoles.length;
};
