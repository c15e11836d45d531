import type { QaCorrection } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { auditOf, type AuditEntry } from '../workspaces/index.ts';
import type { CorrectedResult, ResultKey } from './corrections.service.ts';

// What the audit log records of corrections: a result marked right or wrong, and a correction
// withdrawn, each naming the call as the call's other changes do (its contact: the candidate, else
// the number; its agent and start) and the scorecard and criterion. The note is not copied into
// the log, which is append-only: it may quote the caller, and an erased call's notes must go.

type CallNames = {
  contact_number: string | null;
  start_timestamp: string | number;
  agent_name: string | null;
  candidate_id: string | null;
  candidate_name: string | null;
};

/** The call's names as the audit log shows them, read in the write's transaction. */
export const readCallNames = async (db: Db, { workspaceId, callId }: ResultKey): Promise<CallNames | undefined> =>
  rowsOf<CallNames>(
    await db.execute(sql`select c.start_timestamp,
        case when c.direction = 'inbound' then c.from_number else c.to_number end as contact_number,
        (select a.agent_name from agents a where a.workspace_id = c.workspace_id and a.agent_id = c.agent_id)
          as agent_name,
        k.id as candidate_id, k.name as candidate_name
      from calls c left join lateral (
        select k.id, k.name from candidate_calls l
        join candidates k on k.workspace_id = l.workspace_id and k.id = l.candidate_id
        where l.workspace_id = c.workspace_id and l.call_id = c.call_id order by l.created_at limit 1
      ) k on true
      where c.workspace_id = ${workspaceId} and c.call_id = ${callId}`),
  )[0];

/** The entry for a correction made (qa_result_corrected) or withdrawn (qa_correction_withdrawn). */
export const correctionAuditOf = (
  request: FastifyRequest,
  action: 'qa_result_corrected' | 'qa_correction_withdrawn',
  { names, correction, about }: { names: CallNames | undefined; correction: QaCorrection; about: CorrectedResult },
): AuditEntry => {
  const target = {
    type: 'call',
    id: correction.call_id,
    name: names?.candidate_name ?? names?.contact_number ?? '',
    candidateId: names?.candidate_id ?? null,
  } as const;
  return auditOf(request, action, target, {
    agent: names?.agent_name ?? '',
    started_at: names === undefined ? '' : new Date(Number(names.start_timestamp)).toISOString(),
    scorecard_id: correction.scorecard_id,
    scorecard: about.scorecardName,
    criterion_id: correction.criterion_id,
    criterion: about.criterionLabel,
    verdict: correction.verdict,
    judged_outcome: correction.judged_outcome,
    ...(action === 'qa_result_corrected' ? { has_note: correction.note !== null } : {}),
  });
};
