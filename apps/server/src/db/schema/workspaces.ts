import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaceLogoTypes, workspaceRoles } from '@agentdesk/shared';
import { bytea } from './column-types.ts';
import { users } from './auth.ts';

/** A business: every datum of the product belongs to one (migration 0014). */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The careers site's address, /careers/<slug>: left out of inserts, a trigger sets it from the name (migration 0026). */
    slug: text('slug')
      .unique()
      .notNull()
      .default(sql`null`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The first workspace is the earliest (migration 0019).
  (t) => [index('workspaces_created_idx').on(t.createdAt, t.id)],
);

/** Who works in which workspace, with which role. */
export const memberships = pgTable(
  'memberships',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: workspaceRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('memberships_user_idx').on(t.userId, t.createdAt)],
);

/** The `workspace_id` column every business table carries: required, gone with its workspace. */
export const workspaceIdColumn = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** The workspace's logo (migration 0077): one per workspace, its type told by its bytes. */
export const workspaceLogos = pgTable('workspace_logos', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: workspaceLogoTypes }).notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook signing keys: the newest verifies and is shown; a retired one verifies for 24 h more. */
export const workspaceWebhookKeys = pgTable(
  'workspace_webhook_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceIdColumn(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('workspace_webhook_keys_workspace_idx').on(t.workspaceId, t.createdAt.desc())],
);

/** Single-use invitations to a workspace (migration 0018); the token is kept as a SHA-256 hash. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The workspace's audit log (migrations 0018, 0045): append-only, but for an erasure blanking a candidate's name. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceIdColumn(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    /** The readable name of what the event is about, as it was then (blank once an erased candidate's). */
    target: text('target').notNull().default(''),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    /** The candidate whose name `target` holds, until they are erased. */
    candidateId: text('candidate_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc())],
);
