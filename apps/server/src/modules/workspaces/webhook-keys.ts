import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { workspaceWebhookKeys, workspaces } from '../../db/schema.ts';
import { recordAudit, type AuditEntry } from './audit-log.ts';

/** How long a rotated-out key keeps verifying deliveries. */
export const WEBHOOK_KEY_GRACE_MS = 24 * 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/** The workspace that received deliveries before workspaces existed: the earliest one. */
export const firstWorkspaceId = async (db: Db): Promise<string | null> => {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(1);
  return row?.id ?? null;
};

/** A workspace's signing key and when it was made. */
export type WebhookKey = { secret: string; createdAt: Date };

/** The workspace's current signing key, made on first use (a workspace the migration moved data into has none yet). */
export const currentWebhookKey = async (db: Db, workspaceId: string): Promise<{ secret: string; createdAt: Date }> => {
  const [current] = await db
    .select({ secret: workspaceWebhookKeys.secret, createdAt: workspaceWebhookKeys.createdAt })
    .from(workspaceWebhookKeys)
    .where(and(eq(workspaceWebhookKeys.workspaceId, workspaceId), isNull(workspaceWebhookKeys.retiredAt)))
    .orderBy(desc(workspaceWebhookKeys.createdAt))
    .limit(1);
  if (current) return current;
  const [made] = await db
    .insert(workspaceWebhookKeys)
    .values({ workspaceId, secret: newSecret() })
    .returning({ secret: workspaceWebhookKeys.secret, createdAt: workspaceWebhookKeys.createdAt });
  return made!;
};

/** Retires the current key (it verifies for the grace period more) and makes a new one, recording `audit` with it. */
export const rotateWebhookKey = (db: Db, workspaceId: string, audit: AuditEntry): Promise<WebhookKey> =>
  db.transaction(async (tx) => {
    await tx
      .update(workspaceWebhookKeys)
      // The database's clock, which the verification compares with.
      .set({ retiredAt: sql`now()` })
      .where(and(eq(workspaceWebhookKeys.workspaceId, workspaceId), isNull(workspaceWebhookKeys.retiredAt)));
    const [made] = await tx
      .insert(workspaceWebhookKeys)
      .values({ workspaceId, secret: newSecret() })
      .returning({ secret: workspaceWebhookKeys.secret, createdAt: workspaceWebhookKeys.createdAt });
    await recordAudit(tx, audit);
    return made!;
  });

/** Until when the workspace's last rotated-out key still verifies; null when none does. */
export const previousWebhookKeyValidUntil = async (db: Db, workspaceId: string): Promise<Date | null> => {
  const [row] = await db
    .select({ retiredAt: workspaceWebhookKeys.retiredAt })
    .from(workspaceWebhookKeys)
    .where(
      and(
        eq(workspaceWebhookKeys.workspaceId, workspaceId),
        gt(workspaceWebhookKeys.retiredAt, sql`now() - make_interval(secs => ${WEBHOOK_KEY_GRACE_MS / 1000})`),
      ),
    )
    .orderBy(desc(workspaceWebhookKeys.retiredAt))
    .limit(1);
  return row?.retiredAt ? new Date(row.retiredAt.getTime() + WEBHOOK_KEY_GRACE_MS) : null;
};

/**
 * Every key a delivery to the workspace may be signed with: its current key, keys retired less
 * than the grace period ago, and, for the first workspace, the environment's key.
 */
export const verifyingWebhookKeys = async (
  db: Db,
  { workspaceId, environmentKey }: { workspaceId: string; environmentKey: string },
): Promise<string[]> => {
  const rows = await db
    .select({ secret: workspaceWebhookKeys.secret })
    .from(workspaceWebhookKeys)
    .where(
      and(
        eq(workspaceWebhookKeys.workspaceId, workspaceId),
        or(
          isNull(workspaceWebhookKeys.retiredAt),
          gt(workspaceWebhookKeys.retiredAt, sql`now() - make_interval(secs => ${WEBHOOK_KEY_GRACE_MS / 1000})`),
        ),
      ),
    );
  const keys = rows.map((row) => row.secret);
  if ((await firstWorkspaceId(db)) === workspaceId) keys.push(environmentKey);
  return keys;
};

/**
 * The workspace a webhook delivery is for: the one its address names (`?workspace=<id>`), or the
 * first workspace when it names none (addresses from before workspaces). Null when there is none.
 */
export const webhookWorkspace = async (db: Db, named: string | undefined): Promise<string | null> => {
  if (named === undefined) return firstWorkspaceId(db);
  if (!UUID.test(named)) return null;
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, named)).limit(1);
  return row?.id ?? null;
};

/**
 * Who a signed delivery is for (the workspace its address names, `?workspace=<id>`, else the first
 * workspace) and the keys that verify it: what `signedWebhook` needs of the workspaces. One round
 * trip, so the lookup adds little to an ingest (bench/workspaces.bench.ts measures it).
 */
export const webhookAddressee =
  ({ db, environmentKey }: { db: Db; environmentKey: string }) =>
  async (request: { query: unknown }): Promise<{ workspaceId: string; keys: string[] } | null> => {
    const named = (request.query as { workspace?: unknown } | undefined)?.workspace;
    // Named twice (or otherwise not as one string) names no workspace: never the first by default.
    if (named !== undefined && typeof named !== 'string') return null;
    if (named !== undefined && !UUID.test(named)) return null;
    const first = sql`(select id from workspaces order by created_at, id limit 1)`;
    const [row] = rowsOf<{ id: string; is_first: boolean; keys: string[] }>(
      await db.execute(sql`select w.id, w.id = ${first} as is_first,
          array(select k.secret from workspace_webhook_keys k where k.workspace_id = w.id
                and (k.retired_at is null or k.retired_at > now() - make_interval(secs => ${WEBHOOK_KEY_GRACE_MS / 1000}))) as keys
        from workspaces w where w.id = ${named === undefined ? first : sql`${named}::uuid`}`),
    );
    if (!row) return null;
    return { workspaceId: row.id, keys: row.is_first ? [...row.keys, environmentKey] : row.keys };
  };
