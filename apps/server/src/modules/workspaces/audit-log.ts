import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import type { Tx } from '../../db/sql-helpers.ts';

export type { AuditAction };

/**
 * What an event is about, named in words that outlive it: the kind of thing, which one, and its
 * name as it is now (a job's title, an alert rule's name). When the name is a candidate's (or the
 * event is about one), `candidateId` says whose: erasing the candidate blanks it (forgetCandidate).
 */
export type AuditTarget = { type: AuditTargetType; id?: string; name?: string; candidateId?: string | null };

export type AuditEntry = {
  workspaceId: string;
  /**
   * Who did it: a signed-in user (their e-mail is looked up), or an e-mail alone (a failed sign-in);
   * no one for what came from outside (a candidate's booking, the recruiting agent's).
   */
  actor: { userId: string | null; email?: string };
  action: AuditAction;
  /** A thing with its name, or a bare text (the e-mail of an invited or removed member, a URL). */
  target?: string | AuditTarget;
  details?: Record<string, unknown>;
  ip?: string;
};

const emailOf = (userId: string) => sql`coalesce((select email from users where id = ${userId}), '')`;

const rowOf = (entry: AuditEntry) => {
  // A bare text names no kind of thing (an invited address, a hook's URL).
  const target: Partial<AuditTarget> = typeof entry.target === 'object' ? entry.target : { name: entry.target ?? '' };
  const { userId: actorUserId } = entry.actor;
  return {
    workspaceId: entry.workspaceId,
    actorUserId,
    actorEmail: entry.actor.email ?? (actorUserId ? emailOf(actorUserId) : ''),
    action: entry.action,
    target: target.name ?? '',
    targetType: target.type ?? '',
    targetId: target.id ?? '',
    candidateId: target.candidateId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? '',
  };
};

/** Appends events to a workspace's audit log (inside the caller's transaction when given one). */
export const recordAudit = async (db: Db, entries: AuditEntry | AuditEntry[]): Promise<void> => {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length > 0) await db.insert(auditEvents).values(list.map(rowOf));
};

/**
 * Runs a write and records what it did in the same transaction: the entries are made from the
 * write's result (none when it changed nothing), so the log never holds a write that was undone,
 * nor misses one that was kept.
 */
export const audited = <T>(
  db: Db,
  write: (tx: Tx) => Promise<T>,
  entriesOf: (result: T) => AuditEntry | AuditEntry[] | null,
): Promise<T> =>
  db.transaction(async (tx) => {
    const result = await write(tx);
    const entries = entriesOf(result);
    if (entries !== null) await recordAudit(tx, entries);
    return result;
  });

/**
 * A write recorded from what it changed: `read` takes the thing as it was, in the write's
 * transaction, and the entries are made from it and the write's result (none when nothing changed).
 */
export const auditedChange = async <Before, After>(
  db: Db,
  { read, write }: { read: (tx: Tx) => Promise<Before>; write: (tx: Tx) => Promise<After> },
  entriesOf: (before: Before, after: After) => AuditEntry | AuditEntry[] | null,
): Promise<After> => {
  const change = async (tx: Tx) => ({ before: await read(tx), after: await write(tx) });
  const { after } = await audited(db, change, (done) => entriesOf(done.before, done.after));
  return after;
};

/** Blanks an erased candidate's name wherever the log held it (in the erasure's transaction). */
export const forgetCandidate = async (db: Db, erased: { workspaceId: string; candidateId: string }): Promise<void> => {
  await db
    .update(auditEvents)
    .set({ target: '', candidateId: null })
    .where(and(eq(auditEvents.workspaceId, erased.workspaceId), eq(auditEvents.candidateId, erased.candidateId)));
};

/** An audit entry for what the signed-in user of a request did in their workspace. */
export const auditOf = (
  request: FastifyRequest,
  action: AuditAction,
  target: string | AuditTarget = '',
  details: Record<string, unknown> = {},
): AuditEntry => {
  const { userId, workspaceId } = request.user();
  // Behind a proxy the address comes from X-Forwarded-For (the app trusts its proxy).
  return { workspaceId, actor: { userId }, action, target, details, ip: request.ip };
};
