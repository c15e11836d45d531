import type { Db } from '../db/client.ts';
import { readJobDescription } from '../modules/jobs/job-text.ts';
import { closeJob, createJob, updateJob } from '../modules/jobs/jobs.service.ts';
import { hiringRoles, postingOf } from './hiring-roles.ts';

/** Loads zara's sample job descriptions (seed/hiring-roles.ts) into a workspace (only a fresh one: deleted or closed ones stay so). */
export const seedJobs = async ({ db, workspaceId, userId }: { db: Db; workspaceId: string; userId: string | null }): Promise<number> => {
  for (const role of hiringRoles) {
    const job = await createJob(db, { workspaceId, form: readJobDescription(postingOf(role)), source: 'text', userId });
    if (role.status !== 'draft') await updateJob(db, { workspaceId, jobId: job.job_id, changes: { status: 'open' }, userId });
    if (role.status === 'closed') await closeJob(db, { workspaceId, jobId: job.job_id, userId });
  }
  return hiringRoles.length;
};
