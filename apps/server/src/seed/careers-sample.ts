import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { epochMs } from '../db/sql-helpers.ts';
import { postJobToCareers } from '../modules/careers/index.ts';

// The careers site of the sample data: every open sample job is posted there, the moment it was
// published, as a recruiter does. Its applicants are sample candidates (seed/candidates-seed.ts:
// those whose source is the careers site applied through its Apply form).

/** Posts the workspace's open jobs to its careers site; answers how many. */
export const seedCareers = async ({ db, workspaceId }: { db: Db; workspaceId: string; now?: number }): Promise<number> => {
  const open = rowsOf<{ id: string; published_ms: string | number }>(
    await db.execute(sql`select id, ${epochMs(sql`published_at`)} as published_ms from jobs where workspace_id = ${workspaceId} and status = 'open' order by created_at, id`),
  );
  for (const job of open) await postJobToCareers(db, { workspaceId, jobId: job.id, at: new Date(Number(job.published_ms)) });
  return open.length;
};
