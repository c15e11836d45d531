import type { CloseJobsResult, Job, JobStatus } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { audited, auditedChange, auditOf, type AuditAction } from '../workspaces/index.ts';
import { getJob } from './jobs.service.ts';

// What the audit log records of jobs, each in the transaction of the write: created (from the form,
// a text, a file or a copy), published, back to draft, closed, deleted; each names the job by its
// title as it was, so the entry reads the same after a rename or the job's deletion.

/** An audit entry naming a job by its title as it is now. */
export const jobAuditOf = (request: FastifyRequest, action: AuditAction, job: Pick<Job, 'job_id' | 'title'>) =>
  auditOf(request, action, { type: 'job', id: job.job_id, name: job.title });

const statusActions: Record<JobStatus, AuditAction> = {
  open: 'job_published',
  draft: 'job_unpublished',
  closed: 'job_closed',
};

/** A write of one job, recorded when it changed the job's status (a plain edit is not in the log). */
export const auditJobStatus = async (
  db: Db,
  request: FastifyRequest,
  jobId: string,
  write: (tx: Tx) => Promise<Job>,
): Promise<Job> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => getJob(tx, { workspaceId, jobId });
  return auditedChange(db, { read, write }, (before, after) =>
    before.status === after.status ? null : jobAuditOf(request, statusActions[after.status], after),
  );
};

/** A job's deletion, recorded with the title it had. */
export const auditJobDeletion = async (
  db: Db,
  request: FastifyRequest,
  jobId: string,
  write: (tx: Tx) => Promise<void>,
): Promise<void> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => getJob(tx, { workspaceId, jobId });
  await auditedChange(db, { read, write }, (job) => jobAuditOf(request, 'job_deleted', job));
};

/** A bulk close, one entry per job it closed. */
export const auditJobsClosed = async (
  db: Db,
  request: FastifyRequest,
  write: (tx: Tx) => Promise<CloseJobsResult>,
): Promise<CloseJobsResult> => {
  const { workspaceId } = request.user();
  const { result } = await audited(
    db,
    async (tx) => {
      const done = await write(tx);
      const closed: Job[] = [];
      for (const jobId of done.closed) closed.push(await getJob(tx, { workspaceId, jobId }));
      return { result: done, closed };
    },
    ({ closed }) => closed.map((job) => jobAuditOf(request, 'job_closed', job)),
  );
  return result;
};
