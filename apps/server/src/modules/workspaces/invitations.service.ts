import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Invitation, InvitationPreview, WorkspaceRole } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { invitations, memberships, sessions, users, workspaces } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

type InvitationRow = typeof invitations.$inferSelect;
type AssignableRole = Exclude<WorkspaceRole, 'owner'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const statusOf = (row: InvitationRow, now = Date.now()): Invitation['status'] =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'pending';

const toInvitation = (row: InvitationRow & { inviter: string | null }): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: statusOf(row),
  invited_by: row.inviter,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

const withInviter = { row: invitations, inviter: users.username };

export const listInvitations = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<Invitation[]> => {
  const rows = await db
    .select(withInviter)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.workspaceId, workspaceId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(500);
  return rows.map(({ row, inviter }) => toInvitation({ ...row, inviter }));
};

/**
 * A new invitation (a pending one to the same address is replaced). Returns it with the token,
 * which the caller mails and shows once; only its hash is kept.
 */
export const createInvitation = ({
  db,
  workspaceId,
  invitedBy,
  email,
  role,
}: {
  db: Db;
  workspaceId: string;
  invitedBy: string;
  email: string;
  role: AssignableRole;
}): Promise<{ invitation: Invitation; token: string; workspaceName: string }> =>
  db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, workspaceId), eq(users.email, email)))
      .limit(1);
    if (member) throw conflict(`${email} is already a member of this workspace`);
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.workspaceId, workspaceId),
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const token = newToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        workspaceId,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    const [names] = await tx
      .select({ workspace: workspaces.name, inviter: users.username })
      .from(workspaces)
      .leftJoin(users, eq(users.id, invitedBy))
      .where(eq(workspaces.id, workspaceId));
    return {
      invitation: toInvitation({ ...row!, inviter: names?.inviter ?? null }),
      token,
      workspaceName: names?.workspace ?? '',
    };
  });

/** A pending invitation of the workspace, locked; 404 for another workspace's or a settled one. */
const lockPending = async (tx: Db, workspaceId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('Invitation not found');
  if (row.acceptedAt) throw conflict('This invitation was already accepted');
  if (row.revokedAt) throw conflict('This invitation was revoked');
  return row;
};

/** A fresh link and seven more days; the previous link stops working. */
export const resendInvitation = ({ db, workspaceId, id }: { db: Db; workspaceId: string; id: string }) =>
  db.transaction(async (tx) => {
    await lockPending(tx, workspaceId, id);
    const token = newToken();
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(invitations.id, id))
      .returning();
    const [names] = await tx
      .select({ workspace: workspaces.name, inviter: users.username })
      .from(workspaces)
      .leftJoin(users, eq(users.id, row!.invitedBy ?? sql`null`))
      .where(eq(workspaces.id, workspaceId));
    return {
      invitation: toInvitation({ ...row!, inviter: names?.inviter ?? null }),
      token,
      workspaceName: names?.workspace ?? '',
    };
  });

export const revokeInvitation = ({ db, workspaceId, id }: { db: Db; workspaceId: string; id: string }) =>
  db.transaction(async (tx) => {
    const row = await lockPending(tx, workspaceId, id);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    return { email: row.email };
  });

/** The invitation a link names, if it can still be used; otherwise a 400 saying why. */
const usableInvitation = async (db: Db, token: string, options: { lock?: boolean } = {}) => {
  const query = db
    .select({ row: invitations, workspaceName: workspaces.name, inviter: users.username })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  const [found] = options.lock ? await query.for('update', { of: invitations }) : await query;
  if (!found) throw badRequest('This invitation link is not valid. Ask for a new invitation.');
  const status = statusOf(found.row);
  if (status === 'accepted')
    throw badRequest('This invitation was already used. Sign in to reach the workspace, or ask for a new invitation.');
  if (status === 'revoked') throw badRequest('This invitation was withdrawn. Ask for a new invitation.');
  if (status === 'expired') throw badRequest('This invitation has expired. Ask for a new invitation.');
  return found;
};

export const previewInvitation = async ({ db, token }: { db: Db; token: string }): Promise<InvitationPreview> => {
  const { row, workspaceName, inviter } = await usableInvitation(db, token);
  return { workspace_name: workspaceName, email: row.email, role: row.role, invited_by: inviter };
};

/**
 * Spends the invitation for the user (whose e-mail must be the invited one): they join with the
 * invited role. Inside the caller's transaction (sign-up joins through it). Returns the workspace.
 */
export const acceptInvitation = async (
  tx: Db,
  { token, user }: { token: string; user: { id: string; email: string } },
) => {
  const { row } = await usableInvitation(tx, token, { lock: true });
  if (row.email !== user.email)
    throw forbidden(`This invitation is for ${row.email}. Sign in with that address to accept it.`);
  const spent = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: user.id })
    .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)))
    .returning({ id: invitations.id });
  if (spent.length === 0) throw badRequest('This invitation was already used. Ask for a new invitation.');
  await tx
    .insert(memberships)
    .values({ workspaceId: row.workspaceId, userId: user.id, role: row.role })
    .onConflictDoNothing();
  await tx.update(users).set({ clientId: row.workspaceId }).where(eq(users.id, user.id));
  return { workspaceId: row.workspaceId, role: row.role, invitationId: row.id };
};

/** Moves a session into a workspace its user just joined. */
export const moveSession = (db: Db, { sessionId, workspaceId }: { sessionId: string; workspaceId: string }) =>
  db.update(sessions).set({ workspaceId }).where(eq(sessions.id, sessionId));
