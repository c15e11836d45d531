import type { Call } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { auditedChange, auditOf, type AuditEntry } from '../workspaces/index.ts';

// What the audit log records of a call's Actions tab: its notes and its end reason changed, each
// only when it did change. The call is named by its contact: the candidate it was with (blanked if
// they are erased), else the number called or calling; with its agent and start.

type CallNames = {
  notes: string | null;
  end_reason: string | null;
  contact_number: string | null;
  start_timestamp: string | number;
  agent_name: string | null;
  candidate_id: string | null;
  candidate_name: string | null;
};

type OfCall = { workspaceId: string; callId: string };

const callNames = async (db: Db, { workspaceId, callId }: OfCall): Promise<CallNames | undefined> =>
  rowsOf<CallNames>(
    await db.execute(sql`select c.notes, c.end_reason, c.start_timestamp,
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

const entriesOf = (request: FastifyRequest, callId: string, before: CallNames | undefined, after: Call) => {
  if (before === undefined) return [];
  const name = before.candidate_name ?? before.contact_number ?? '';
  const target = { type: 'call', id: callId, name, candidateId: before.candidate_id } as const;
  const startedAt = new Date(Number(before.start_timestamp)).toISOString();
  const details = { agent: before.agent_name ?? '', started_at: startedAt };
  const entries: AuditEntry[] = [];
  if ((after.notes ?? '') !== (before.notes ?? '')) {
    entries.push(auditOf(request, 'call_notes_changed', target, { ...details, cleared: (after.notes ?? '') === '' }));
  }
  if (after.end_reason !== before.end_reason) {
    entries.push(auditOf(request, 'call_end_reason_changed', target, { ...details, to: after.end_reason }));
  }
  return entries;
};

/** An update of a call's notes or end reason, recorded for what it changed. */
export const auditCallUpdate = async (
  db: Db,
  request: FastifyRequest,
  callId: string,
  write: (tx: Tx) => Promise<Call>,
): Promise<Call> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => callNames(tx, { workspaceId, callId });
  return auditedChange(db, { read, write }, (before, after) => entriesOf(request, callId, before, after));
};
