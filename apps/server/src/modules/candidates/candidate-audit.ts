import type { ApplicationStage, Erasure } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import { audited, auditedChange, auditOf, forgetCandidate, recordAudit } from '../workspaces/index.ts';
import type { InWorkspace } from './candidate-records.ts';

// What the audit log records of candidates: stage moves, exports of one candidate's data, and
// erasures. An entry holding a candidate's name says whose it is, so that their erasure blanks it
// there too (the log then reads "an erased candidate"); the erasure's own entry holds no name.

type Named = { id: string; candidate_id: string; candidate_name: string; job_title: string; stage: ApplicationStage };

const namedApplications = async (db: Db, { workspaceId, applicationIds }: InWorkspace & { applicationIds: string[] }) =>
  rowsOf<Named>(
    await db.execute(sql`select a.id, a.candidate_id, c.name as candidate_name, j.title as job_title, a.stage
      from job_applications a
      join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.id = any(${textArray(applicationIds)}) order by a.id`),
  );

const stageMoveOf = (request: FastifyRequest, application: Named, stage: ApplicationStage) => {
  const { id, candidate_name: name, candidate_id: candidateId } = application;
  const details = { job: application.job_title, from: application.stage, to: stage };
  return auditOf(request, 'candidate_stage_changed', { type: 'application', id, name, candidateId }, details);
};

/** A stage change of applications, one entry per application it moved (from, to, the job). */
export const auditStageChange = async <T>(
  db: Db,
  request: FastifyRequest,
  { applicationIds, stage }: { applicationIds: string[]; stage: ApplicationStage },
  write: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => namedApplications(tx, { workspaceId, applicationIds });
  return auditedChange(db, { read, write }, (before) =>
    before.filter((moved) => moved.stage !== stage).map((moved) => stageMoveOf(request, moved, stage)),
  );
};

/**
 * A candidate's erasure: their name leaves every entry that held it, and the erasure is recorded
 * without it (how many applications, and how many calls were erased or kept anonymised).
 */
export const auditErasure = async (
  db: Db,
  request: FastifyRequest,
  candidateId: string,
  write: (tx: Tx) => Promise<Erasure>,
): Promise<Erasure> => {
  const { workspaceId } = request.user();
  return audited(
    db,
    async (tx) => {
      const erasure = await write(tx);
      await forgetCandidate(tx, { workspaceId, candidateId });
      return erasure;
    },
    (erasure) =>
      auditOf(
        request,
        'candidate_erased',
        { type: 'candidate', id: candidateId },
        {
          applications: erasure.applications,
          calls: erasure.calls,
          calls_choice: erasure.calls_choice,
          interviews_cancelled: erasure.interviews_cancelled,
        },
      ),
  );
};

/** The export of everything held about a candidate (after it was made: the export itself writes nothing). */
export const recordCandidateExport = async (db: Db, request: FastifyRequest, candidateId: string): Promise<void> => {
  const { workspaceId } = request.user();
  const [candidate] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from candidates where workspace_id = ${workspaceId} and id = ${candidateId}`),
  );
  const target = { type: 'candidate', id: candidateId, name: candidate?.name ?? '', candidateId } as const;
  await recordAudit(db, auditOf(request, 'export', target));
};
