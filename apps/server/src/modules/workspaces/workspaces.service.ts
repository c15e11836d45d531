import { and, asc, eq, sql } from 'drizzle-orm';
import type { Workspace, Workspaces, WorkspaceRole } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { memberships, sessions, users, workspaces } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../lib/http-error.ts';
import { logoPathOf, logoVersionOf } from './workspace-logo.ts';

/** A new workspace with its owner (inside the caller's transaction). Returns its id. */
export const createWorkspace = async (
  db: Db,
  { name, ownerId }: { name: string; ownerId: string },
): Promise<string> => {
  const [workspace] = await db.insert(workspaces).values({ name }).returning({ id: workspaces.id });
  await db.insert(memberships).values({ workspaceId: workspace!.id, userId: ownerId, role: 'owner' });
  return workspace!.id;
};

type WorkspaceUser = { id: string; username: string; clientId: string };

/**
 * The workspace a sign-in opens: the one the user last worked in while still a member, else the
 * earliest they joined; a user who belongs to none gets a new one of their own.
 */
export function workspaceForSignIn(db: Db, user: WorkspaceUser): Promise<string>;
export function workspaceForSignIn(db: Db, user: WorkspaceUser, options: { create: false }): Promise<string | null>;
export async function workspaceForSignIn(
  db: Db,
  user: WorkspaceUser,
  options: { create?: boolean } = {},
): Promise<string | null> {
  const rows = await db
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId));
  const chosen = rows.find((row) => row.workspaceId === user.clientId) ?? rows[0];
  if (chosen) return chosen.workspaceId;
  if (options.create === false) return null;
  return db.transaction(async (tx) => {
    const workspaceId = await createWorkspace(tx, { name: `${user.username}'s workspace`, ownerId: user.id });
    await tx.update(users).set({ clientId: workspaceId }).where(eq(users.id, user.id));
    return workspaceId;
  });
}

const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  slug: workspaces.slug,
  role: memberships.role,
  createdAt: workspaces.createdAt,
  logoVersion: logoVersionOf(sql`${workspaces.id}`),
};
const toWorkspace = (row: {
  id: string;
  name: string;
  slug: string;
  role: WorkspaceRole;
  createdAt: Date;
  logoVersion: string | number | null;
}): Workspace => ({
  id: row.id,
  name: row.name,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  careers_path: `/careers/${row.slug}`,
  logo_path: logoPathOf(row.slug, row.logoVersion),
});

/** Tables whose rows make a workspace "not empty" (what the sample data set fills). */
const filledTables = [
  'agents',
  'calls',
  'mail_threads',
  'chat_threads',
  'knowledge_bases',
  'jobs',
  'onboarding_documents',
  'campaigns',
];

export const isWorkspaceEmpty = async (db: Db, workspaceId: string): Promise<boolean> => {
  const probes = filledTables.map(
    (table) => sql`exists (select 1 from ${sql.identifier(table)} where workspace_id = ${workspaceId})`,
  );
  const [row] = rowsOf<{ filled: boolean }>(await db.execute(sql`select (${sql.join(probes, sql` or `)}) as filled`));
  return !row?.filled;
};

/** The user's workspaces (their role in each) and the session's current one. */
export const listWorkspaces = async (
  db: Db,
  { userId, workspaceId }: { userId: string; workspaceId: string },
): Promise<Workspaces> => {
  const rows = await db
    .select(workspaceColumns)
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
  const list = rows.map(toWorkspace);
  const current = list.find((w) => w.id === workspaceId);
  if (!current) throw notFound('Workspace not found');
  return { current, workspaces: list, is_empty: await isWorkspaceEmpty(db, workspaceId) };
};

/** Moves the session to another workspace of the user's; a workspace they are not in is not found. */
export const switchWorkspace = async (
  db: Db,
  { userId, sessionId, workspaceId }: { userId: string; sessionId: string; workspaceId: string },
) =>
  db.transaction(async (tx) => {
    const [membership] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)))
      .limit(1);
    if (!membership) throw notFound('Workspace not found');
    await tx.update(sessions).set({ workspaceId }).where(eq(sessions.id, sessionId));
    // The next sign-in opens where the user last worked.
    await tx.update(users).set({ clientId: workspaceId }).where(eq(users.id, userId));
  });

export const renameWorkspace = async (db: Db, { workspaceId, name }: { workspaceId: string; name: string }) => {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
};
