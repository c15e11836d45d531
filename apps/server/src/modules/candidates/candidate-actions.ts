import { candidateMessages, type ApplicationStage } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordStageEvent, type InWorkspace } from './candidate-records.ts';

// What a recruiter does to applications and candidates: bookmarks, stage changes (one or many,
// each with its history), and on a candidate's request their data exported (erasure:
// candidate-erasure.ts).

export const setBookmark = async (
  db: Db,
  { workspaceId, applicationId, bookmarked }: InWorkspace & { applicationId: string; bookmarked: boolean },
) => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`update job_applications set bookmarked = ${bookmarked} where workspace_id = ${workspaceId} and id = ${applicationId} returning id`,
    ),
  );
  if (rows.length === 0) throw new HttpError(404, candidateMessages.applicationNotFound);
};

/**
 * Moves applications of the workspace to a stage, all or none (404 when one is not the
 * workspace's); each one that changes gets a history entry. A rejection keeps its reason; leaving
 * Rejected clears it.
 */
export const changeStage = async (
  db: Db,
  {
    workspaceId,
    applicationIds,
    stage,
    reason,
    actorId,
  }: InWorkspace & {
    applicationIds: string[];
    stage: ApplicationStage;
    reason?: string | undefined;
    actorId: string | null;
  },
): Promise<string[]> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(applicationIds)];
    const current = rowsOf<{ id: string; job_id: string; stage: ApplicationStage }>(
      await tx.execute(
        sql`select id, job_id, stage from job_applications where workspace_id = ${workspaceId} and id = any(${textArray(ids)}) order by id for update`,
      ),
    );
    if (current.length !== ids.length) throw new HttpError(404, candidateMessages.applicationNotFound);
    const moving = current.filter((row) => row.stage !== stage || stage === 'rejected');
    if (moving.length === 0) return ids;
    const rejection = stage === 'rejected' ? (reason ?? null) : null;
    await tx.execute(sql`update job_applications set stage = ${stage}, rejection_reason = ${rejection},
        stage_changed_at = case when stage = ${stage} then stage_changed_at else now() end
      where workspace_id = ${workspaceId} and id = any(${textArray(moving.map((row) => row.id))})`);
    for (const row of moving) {
      await recordStageEvent(tx, {
        workspaceId,
        applicationId: row.id,
        jobId: row.job_id,
        from: row.stage,
        to: stage,
        reason: rejection,
        actorId,
      });
    }
    return ids;
  });

/** A candidate's résumé file (404 unless it is the workspace's candidate's). */
export const readCandidateResume = async (
  db: Db,
  { workspaceId, candidateId, resumeId }: InWorkspace & { candidateId: string; resumeId: string },
) => {
  const [row] = rowsOf<{ filename: string; content_type: string; bytes: Uint8Array }>(
    await db.execute(
      sql`select filename, content_type, bytes from candidate_resumes where workspace_id = ${workspaceId} and candidate_id = ${candidateId} and id = ${resumeId}`,
    ),
  );
  if (!row) throw new HttpError(404, candidateMessages.resumeNotFound);
  return { filename: row.filename, contentType: row.content_type, bytes: Buffer.from(row.bytes) };
};

const requireCandidate = async (db: Db, { workspaceId, candidateId }: InWorkspace & { candidateId: string }) => {
  const [row] = rowsOf<Record<string, unknown> & { name: string }>(
    await db.execute(
      sql`select id, name, email, phone, location, source, profile, created_at, updated_at from candidates where workspace_id = ${workspaceId} and id = ${candidateId}`,
    ),
  );
  if (!row) throw new HttpError(404, candidateMessages.candidateNotFound);
  return row;
};

/** Everything held about a candidate (a request under data-protection law): a zip of candidate.json and the résumé files. */
export const exportCandidate = async (db: Db, { workspaceId, candidateId }: InWorkspace & { candidateId: string }) => {
  const candidate = await requireCandidate(db, { workspaceId, candidateId });
  const resumes = rowsOf<{
    id: string;
    filename: string;
    content_type: string;
    bytes: Uint8Array;
    text: string | null;
    created_at: string;
  }>(
    await db.execute(
      sql`select id, filename, content_type, bytes, text, created_at from candidate_resumes where workspace_id = ${workspaceId} and candidate_id = ${candidateId} order by created_at, id`,
    ),
  );
  const applications = rowsOf<Record<string, unknown> & { id: string }>(
    await db.execute(sql`select a.id, a.job_id, j.title as job_title, a.source, a.stage, a.rejection_reason, a.bookmarked, a.fit_status, a.fit_score, a.fit, a.fit_error,
        a.screening_call_id, a.screening_questions, a.consented_at, a.created_at, a.stage_changed_at
      from job_applications a join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.candidate_id = ${candidateId} order by a.created_at`),
  );
  const history = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select e.application_id, e.from_stage, e.to_stage, e.reason, e.created_at from application_stage_events e
      where e.workspace_id = ${workspaceId} and e.application_id = any(${textArray(applications.map((a) => a.id))}) order by e.created_at, e.id`),
  );
  const calls = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select l.call_id, l.application_id, k.record from candidate_calls l left join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
      where l.workspace_id = ${workspaceId} and l.candidate_id = ${candidateId} order by l.created_at`),
  );
  const zip = new JSZip();
  const files = resumes.map((resume, index) => ({
    ...resume,
    path: `resumes/${index + 1}-${resume.filename.replace(/[^\w.-]+/g, '_')}`,
  }));
  const document = {
    exported_at: new Date().toISOString(),
    candidate,
    resumes: files.map(({ bytes: _bytes, ...resume }) => resume),
    applications,
    stage_history: history,
    calls,
  };
  zip.file('candidate.json', JSON.stringify(document, null, 2));
  for (const file of files) zip.file(file.path, Buffer.from(file.bytes));
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { filename: `candidate-${candidateId}.zip`, contentType: 'application/zip', bytes };
};
