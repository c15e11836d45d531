import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { addResume, mergeCandidate, recordStageEvent, upsertApplication } from '../modules/candidates/index.ts';
import { appliedDaysAgo, currentStageOf, resumeFileOf, sampleCandidates, stageHistoryOf } from './candidates-sample.ts';

// The sample candidates (seed/candidates-sample.ts) in a workspace: each applied to their sample
// job with their résumé (read and scored by the background scorer once the server runs), went
// through their stages (moved by the workspace's owner), and is linked to the zara calls made to
// their number.

const DAY_MS = 86_400_000;

/** Adds the sample candidates to the workspace's sample jobs; answers how many applications. */
export const seedCandidates = async ({
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
  const jobs = rowsOf<{ id: string; title: string }>(
    await db.execute(sql`select id, title from jobs where workspace_id = ${workspaceId}`),
  );
  const jobIdOf = new Map(jobs.map((job) => [job.title, job.id]));
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  let added = 0;
  await db.transaction(async (tx) => {
    for (const candidate of sampleCandidates) {
      const jobId = jobIdOf.get(candidate.jobTitle);
      if (jobId === undefined) continue;
      const at = daysAgo(appliedDaysAgo(candidate));
      const { name, email, phone, location, source } = candidate;
      const { candidateId } = await mergeCandidate(tx, {
        workspaceId,
        facts: { name, email, phone, location, source },
        at,
      });
      const resumeId = await addResume(tx, {
        workspaceId,
        candidateId,
        file: resumeFileOf(candidate, now),
        text: null,
        at,
      });
      const { applicationId } = await upsertApplication(tx, {
        workspaceId,
        jobId,
        candidateId,
        resumeId,
        source,
        consentedAt: source === 'careers' ? at : null,
        at,
      });
      // The first step (new, on the day they applied) is the application's own.
      const moves = stageHistoryOf(candidate).slice(1);
      for (const move of moves) {
        await recordStageEvent(tx, {
          workspaceId,
          applicationId,
          jobId,
          from: move.from,
          to: move.to,
          reason: move.reason,
          actorId: userId,
          at: daysAgo(move.daysAgo),
        });
      }
      const { stage, reason } = currentStageOf(candidate);
      const changedAt = daysAgo(moves.at(-1)?.daysAgo ?? appliedDaysAgo(candidate)).toISOString();
      await tx.execute(sql`update job_applications set stage = ${stage}, rejection_reason = ${reason}, bookmarked = ${candidate.bookmarked ?? false},
          stage_changed_at = ${changedAt}::timestamptz
        where workspace_id = ${workspaceId} and id = ${applicationId}`);
      added += 1;
    }
  });
  return added;
};

/**
 * Links the workspace's candidates to the zara calls made to or from their numbers (none twice), and
 * each application to its screening call.
 */
export const linkCandidateCalls = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<void> => {
  await db.execute(sql`insert into candidate_calls (workspace_id, candidate_id, call_id, application_id, created_at)
    select c.workspace_id, c.id, k.call_id,
      (select a.id from job_applications a where a.workspace_id = c.workspace_id and a.candidate_id = c.id order by a.created_at desc limit 1),
      to_timestamp(k.start_timestamp / 1000.0)
    from candidates c join calls k on k.workspace_id = c.workspace_id and k.agent_id = 'zara' and (k.to_number = c.phone or k.from_number = c.phone)
    where c.workspace_id = ${workspaceId} and c.phone is not null
    on conflict do nothing`);
  // Each application's latest finished screening (the analysis says how it ended) is its screening
  // call, as when the product places one: the candidate's page shows it as screened, with its outcome.
  await db.execute(sql`update job_applications a
    set screening_call_id = s.call_id, screening_requested_at = s.started_at, screening_questions = '[]'::jsonb
    from (select distinct on (l.application_id) l.application_id, k.call_id, to_timestamp(k.start_timestamp / 1000.0) as started_at
        from candidate_calls l join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        where l.workspace_id = ${workspaceId} and l.application_id is not null
          and k.record->'metadata'->>'call_type' = 'zara_screening'
          and k.record->'call_analysis'->'custom_analysis_data' ? 'screening_outcome'
        order by l.application_id, k.start_timestamp desc, k.call_id desc) s
    where a.workspace_id = ${workspaceId} and a.id = s.application_id and a.screening_call_id is null`);
};
