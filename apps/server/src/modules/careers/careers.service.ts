import { careersMessages, jobMessages, type Job, type JobApplication } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../lib/time-id-cursor.ts';
import { getJob, publishDraft, type InWorkspace } from '../jobs/index.ts';

// The signed-in side of the careers site: SPEC §7 post-to-ats, which is publishing (one action puts a
// job on the careers site and its feeds), and the applications its Apply form brought, each
// workspace's own (another workspace's job is not found).

type OfJob = InWorkspace & { jobId: string };

/**
 * SPEC §7 post-to-ats: publishes a draft, which puts it on the careers site at once, the same action
 * as Publish; an open job is there already. A closed job is refused for good (409).
 */
export const postJobToCareers = async (
  db: Db,
  { workspaceId, jobId, userId }: OfJob & { userId: string | null },
): Promise<{ job: Job; wasPosted: boolean }> =>
  db.transaction(async (tx) => {
    const current = await getJob(tx, { workspaceId, jobId, lock: true });
    if (current.status === 'closed') throw new HttpError(409, jobMessages.closed);
    if (current.status === 'open') return { job: current, wasPosted: true };
    return { job: await publishDraft(tx, { workspaceId, jobId, userId }), wasPosted: false };
  });

type ApplicationRow = {
  id: string;
  job_id: string;
  name: string;
  email: string;
  phone: string;
  resume_filename: string;
  resume_content_type: string;
  resume_bytes: number;
  consented_ms: string | number;
  created_ms: string | number;
  created_text: string;
};

const toApplication = (row: ApplicationRow): JobApplication => ({
  application_id: row.id,
  job_id: row.job_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  resume_filename: row.resume_filename,
  resume_content_type: row.resume_content_type,
  resume_bytes: Number(row.resume_bytes),
  consented_timestamp: Number(row.consented_ms),
  created_timestamp: Number(row.created_ms),
});

/** A job's applications, newest first (job_applications_job_idx), with how many it has. */
export const listJobApplications = async (
  db: Db,
  { workspaceId, jobId, cursor, limit }: OfJob & { cursor?: string; limit: number },
) => {
  const job = await getJob(db, { workspaceId, jobId });
  const after =
    cursor === undefined
      ? sql`true`
      : (() => {
          const [createdAt, id] = decodeTimeIdCursor(cursor);
          return sql`(a.created_at, a.id) < (${createdAt}::timestamptz, ${id})`;
        })();
  const rows = rowsOf<ApplicationRow>(
    await db.execute(sql`select a.id, a.job_id, c.name, coalesce(c.email, '') as email, coalesce(c.phone, '') as phone,
        coalesce(r.filename, '') as resume_filename, coalesce(r.content_type, '') as resume_content_type, coalesce(octet_length(r.bytes), 0) as resume_bytes,
        ${epochMs(sql`coalesce(a.consented_at, a.created_at)`)} as consented_ms, ${epochMs(sql`a.created_at`)} as created_ms, a.created_at::text as created_text
      from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      left join candidate_resumes r on r.workspace_id = a.workspace_id and r.id = a.resume_id
      where a.workspace_id = ${workspaceId} and a.job_id = ${jobId} and ${after}
      order by a.created_at desc, a.id desc limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    applications: page.map(toApplication),
    nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.created_text, last.id) : null,
    total: job.applicant_count,
  };
};

/** One application's résumé file; 404 for another workspace's or another job's. */
export const readResume = async (db: Db, { workspaceId, jobId, applicationId }: OfJob & { applicationId: string }) => {
  await getJob(db, { workspaceId, jobId });
  const [row] = rowsOf<{ resume_filename: string; resume_content_type: string; resume: Buffer | Uint8Array }>(
    await db.execute(sql`select r.filename as resume_filename, r.content_type as resume_content_type, r.bytes as resume
      from job_applications a join candidate_resumes r on r.workspace_id = a.workspace_id and r.id = a.resume_id
      where a.workspace_id = ${workspaceId} and a.job_id = ${jobId} and a.id = ${applicationId}`),
  );
  if (!row) throw new HttpError(404, careersMessages.applicationNotFound);
  return { filename: row.resume_filename, contentType: row.resume_content_type, bytes: Buffer.from(row.resume) };
};
