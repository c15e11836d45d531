import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

export type { AuditAction };

export type AuditEntry = {
  workspaceId: string;
  /** Who did it: a signed-in user (their e-mail is looked up), or an e-mail alone (a failed sign-in). */
  actor: { userId: string | null; email?: string };
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
};

/** Appends one event to a workspace's audit log (inside the caller's transaction when given one). */
export const recordAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditEvents).values({
    workspaceId: entry.workspaceId,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email ?? (entry.actor.userId ? sql`coalesce((select email from users where id = ${entry.actor.userId}), '')` : ''),
    action: entry.action,
    target: entry.target ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
  });
};

/** An audit entry for what the signed-in user of a request did in their workspace. */
export const auditOf = (request: FastifyRequest, action: AuditAction, target = '', details: Record<string, unknown> = {}): AuditEntry => {
  const { userId, workspaceId } = request.user();
  // Behind a proxy the address comes from X-Forwarded-For (the app trusts its proxy).
  return { workspaceId, actor: { userId }, action, target, details, ip: request.ip };
};
