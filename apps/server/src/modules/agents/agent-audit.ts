import type { WorkspaceAgent } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { auditedChange, auditOf, type AuditAction } from '../workspaces/index.ts';
import { getAgent } from './agents.service.ts';

// What the audit log records of the workspace's agents, each named as it is now: added by hand,
// and changed by an admin (renamed, a role given or taken, reviewed), in the write's transaction.

export const agentAuditOf = (request: FastifyRequest, action: AuditAction, agent: WorkspaceAgent, details = {}) =>
  auditOf(request, action, { type: 'agent', id: agent.agent_id, name: agent.agent_name }, details);

/** What a change did, in words the log shows; empty when it changed nothing. */
const changesOf = (before: WorkspaceAgent, after: WorkspaceAgent): Record<string, unknown> => ({
  ...(before.agent_name !== after.agent_name ? { renamed_from: before.agent_name } : {}),
  ...(before.role !== after.role ? { role: after.role } : {}),
  ...(before.needs_review && !after.needs_review ? { reviewed: true } : {}),
});

/** An admin's change of an agent, recorded with what it changed. */
export const auditAgentChange = async (
  db: Db,
  request: FastifyRequest,
  agentId: string,
  write: (tx: Tx) => Promise<WorkspaceAgent>,
): Promise<WorkspaceAgent> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => getAgent({ db: tx, workspaceId, agentId });
  return auditedChange(db, { read, write }, (before, agent) => {
    const changes = changesOf(before, agent);
    return Object.keys(changes).length === 0 ? null : agentAuditOf(request, 'agent_changed', agent, changes);
  });
};
