import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Member, WorkspaceRole } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { memberships, sessions, users, workspaces } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { isWorkspaceEmpty } from './workspaces.service.ts';

type Scope = { db: Db; workspaceId: string };

export const listMembers = async ({ db, workspaceId }: Scope): Promise<Member[]> => {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map((row) => ({
    user_id: row.userId,
    username: row.username,
    email: row.email,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
  }));
};

/** The member row, locked for the change; 404 for a user who is not a member of this workspace. */
const lockMember = async (tx: Db, workspaceId: string, userId: string) => {
  const [row] = await tx
    .select({ role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .for('update', { of: memberships })
    .limit(1);
  if (!row) throw notFound('Member not found');
  return row;
};

const ownerCount = async (tx: Db, workspaceId: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')));
  return row?.n ?? 0;
};

// Owners are changed one at a time per workspace: the workspace row's lock orders concurrent changes,
// so two owners demoting each other at once cannot leave the workspace without one.
const lockWorkspace = (tx: Db, workspaceId: string) =>
  tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');

/**
 * The member whose password an owner or admin resets, locked for the reset: not oneself (Change
 * password), never the owner, an admin only by the owner. With this workspace's name, and how many
 * other workspaces of the account a password set here would open (those with data or other members;
 * the empty workspace of their own that sign-up made does not count).
 */
export const lockMemberForPasswordReset = async (
  tx: Db,
  {
    workspaceId,
    actorUserId,
    actorRole,
    userId,
  }: Omit<Scope, 'db'> & { actorUserId: string; actorRole: WorkspaceRole; userId: string },
) => {
  if (userId === actorUserId) throw badRequest('To change your own password, use Change password');
  const member = await lockMember(tx, workspaceId, userId);
  if (member.role === 'owner') {
    throw forbidden('The owner’s password is not reset here: the owner changes it on Change password');
  }
  if (member.role === 'admin' && actorRole !== 'owner') throw forbidden('Only the owner can reset an admin’s password');
  const others = await tx
    .select({ id: memberships.workspaceId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.workspaceId, workspaceId)));
  let otherWorkspaces = 0;
  for (const { id } of others) {
    const [company] = await tx
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, id), ne(memberships.userId, userId)));
    if ((company?.n ?? 0) > 0 || !(await isWorkspaceEmpty(tx, id))) otherWorkspaces += 1;
  }
  const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return { email: member.email, otherWorkspaces, workspaceName: workspace?.name ?? '' };
};

/** Changes a member's role (admin, member, viewer); an owner's role changes only by a transfer. */
export const changeMemberRole = ({
  db,
  workspaceId,
  actorRole,
  userId,
  role,
}: Scope & { actorRole: WorkspaceRole; userId: string; role: WorkspaceRole }) =>
  db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const member = await lockMember(tx, workspaceId, userId);
    if (member.role === 'owner') throw conflict("An owner's role changes only by transferring ownership");
    if (member.role === 'admin' && actorRole !== 'owner' && role !== 'admin')
      throw forbidden('Only the owner can change an admin’s role');
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
    return { email: member.email, from: member.role, to: role };
  });

/** Ends a membership: its sessions in this workspace stop at once (the session lookup joins memberships). */
const endMembership = async (tx: Db, workspaceId: string, userId: string) => {
  await tx.delete(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  // Sessions that worked here are revoked too: the notice reaches every API process.
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, workspaceId)));
};

export const removeMember = ({
  db,
  workspaceId,
  actorUserId,
  actorRole,
  userId,
}: Scope & { actorUserId: string; actorRole: WorkspaceRole; userId: string }) =>
  db.transaction(async (tx) => {
    if (userId === actorUserId) throw badRequest('To leave the workspace, use Leave workspace');
    await lockWorkspace(tx, workspaceId);
    const member = await lockMember(tx, workspaceId, userId);
    if (member.role === 'owner') throw conflict('An owner cannot be removed; transfer ownership first');
    if (member.role === 'admin' && actorRole !== 'owner') throw forbidden('Only the owner can remove an admin');
    await endMembership(tx, workspaceId, userId);
    return { email: member.email, role: member.role };
  });

export const leaveWorkspace = ({ db, workspaceId, userId }: Scope & { userId: string }) =>
  db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const member = await lockMember(tx, workspaceId, userId);
    if (member.role === 'owner' && (await ownerCount(tx, workspaceId)) <= 1) {
      throw conflict('A workspace always keeps an owner: transfer ownership before leaving');
    }
    await endMembership(tx, workspaceId, userId);
  });

/** The owner makes another member the owner and becomes an admin. */
export const transferOwnership = ({ db, workspaceId, ownerId, userId }: Scope & { ownerId: string; userId: string }) =>
  db.transaction(async (tx) => {
    if (userId === ownerId) throw badRequest('You already own this workspace');
    await lockWorkspace(tx, workspaceId);
    const member = await lockMember(tx, workspaceId, userId);
    await tx
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
    await tx
      .update(memberships)
      .set({ role: 'admin' })
      .where(
        and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, ownerId), ne(memberships.userId, userId)),
      );
    return { email: member.email };
  });

/** Deletes the workspace and everything in it (every business table cascades from it). */
export const deleteWorkspace = ({ db, workspaceId, confirmName }: Scope & { confirmName: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!row) throw notFound('Workspace not found');
    if (confirmName.trim() !== row.name) throw badRequest("Type the workspace's name exactly to delete it");
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.workspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return { name: row.name };
  });
