import type { ProviderConnection, ProviderSync } from '@agentdesk/shared';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { agentProviderConnections } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { firstWorkspaceId } from '../workspaces/index.ts';
import { upsertAgents } from './agents.service.ts';
import { fetchProviderAgents, ProviderError, type ProviderApi } from './provider-agents.ts';

/**
 * What the sync needs: where the provider's API is, how often a connected workspace syncs, and the
 * box its keys are sealed in.
 */
export type AgentSyncSettings = { api: ProviderApi; intervalMs: number; box: SecretBox };

type ConnectionRow = typeof agentProviderConnections.$inferSelect;

const notConnected: ProviderConnection = {
  connected: false,
  from_environment: false,
  key_hint: null,
  connected_at: null,
  synced_at: null,
  sync_error: null,
};

/** The key is never sent back: its last four characters tell an admin which one is in use. */
const toConnection = (row: ConnectionRow | undefined): ProviderConnection =>
  row === undefined
    ? notConnected
    : {
        connected: true,
        from_environment: row.fromEnvironment,
        key_hint: `…${row.keyHint}`,
        connected_at: row.connectedAt.getTime(),
        synced_at: row.syncedAt?.getTime() ?? null,
        sync_error: row.syncError,
      };

/** The key of a connection: opened from its seal (a key from before sealing, as stored until the start seals it). */
export const connectionKey = (box: SecretBox, row: { apiKeySealed: string | null; apiKey: string | null }) => {
  if (row.apiKeySealed === null) return row.apiKey ?? '';
  try {
    return box.open(row.apiKeySealed);
  } catch {
    throw new ProviderError(409, unreadableKey);
  }
};

const unreadableKey =
  "The workspace's provider API key was sealed with another ENCRYPTION_KEY: enter it again on the Integrations page.";

/** What a key is stored as: sealed, and its last four characters. */
export const storedKey = (box: SecretBox, apiKey: string) => ({
  apiKey: null,
  apiKeySealed: box.seal(apiKey),
  keyHint: apiKey.slice(-4),
});

export const connectionRow = async (db: Db, workspaceId: string) => {
  const [row] = await db
    .select()
    .from(agentProviderConnections)
    .where(eq(agentProviderConnections.workspaceId, workspaceId))
    .limit(1);
  return row;
};

const nextSyncAt = (settings: AgentSyncSettings) => new Date(Date.now() + settings.intervalMs);

export const getProviderConnection = async ({
  db,
  workspaceId,
}: {
  db: Db;
  workspaceId: string;
}): Promise<ProviderConnection> => toConnection(await connectionRow(db, workspaceId));

/**
 * Keeps the provider's API key for the workspace once it has listed the agents with it (a key the
 * provider refuses is not kept: 422), and stores those agents, in one transaction.
 */
export const connectProvider = async ({
  db,
  workspaceId,
  apiKey,
  settings,
}: {
  db: Db;
  workspaceId: string;
  apiKey: string;
  settings: AgentSyncSettings;
}): Promise<ProviderSync> => {
  const records = await fetchProviderAgents(settings.api, apiKey);
  const counts = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(agentProviderConnections)
      .values({
        workspaceId,
        ...storedKey(settings.box, apiKey),
        connectedAt: now,
        syncedAt: now,
        syncError: null,
        nextSyncAt: nextSyncAt(settings),
      })
      .onConflictDoUpdate({
        target: agentProviderConnections.workspaceId,
        set: {
          ...storedKey(settings.box, apiKey),
          fromEnvironment: false,
          connectedAt: now,
          syncedAt: now,
          syncError: null,
          nextSyncAt: nextSyncAt(settings),
        },
      });
    return upsertAgents({ db: tx, workspaceId, records });
  });
  return { connection: toConnection(await connectionRow(db, workspaceId)), ...counts };
};

/** Forgets the key; the agents stay as they are (their calls name them). The environment's key is changed in the environment (409). */
export const disconnectProvider = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<boolean> => {
  if ((await connectionRow(db, workspaceId))?.fromEnvironment)
    throw conflict(
      "This key is the server's own (RETELL_API_KEY): unset it there, or connect a key of the workspace's own.",
    );
  const removed = await db
    .delete(agentProviderConnections)
    .where(eq(agentProviderConnections.workspaceId, workspaceId))
    .returning({ workspaceId: agentProviderConnections.workspaceId });
  return removed.length > 0;
};

/**
 * Lists the provider's agents with the workspace's key and stores them. A failure is kept on the
 * connection (the Agents page shows it) and the next periodic attempt stays scheduled.
 */
const syncWith = async (db: Db, workspaceId: string, apiKey: string, settings: AgentSyncSettings) => {
  try {
    const records = await fetchProviderAgents(settings.api, apiKey);
    return await db.transaction(async (tx) => {
      await tx
        .update(agentProviderConnections)
        .set({ syncedAt: new Date(), syncError: null })
        .where(eq(agentProviderConnections.workspaceId, workspaceId));
      return upsertAgents({ db: tx, workspaceId, records });
    });
  } catch (error) {
    if (error instanceof ProviderError)
      await db
        .update(agentProviderConnections)
        .set({ syncError: error.message })
        .where(eq(agentProviderConnections.workspaceId, workspaceId));
    throw error;
  }
};

/** An admin's "Sync now". 409 when no key is set. */
export const syncProviderAgents = async ({
  db,
  workspaceId,
  settings,
}: {
  db: Db;
  workspaceId: string;
  settings: AgentSyncSettings;
}): Promise<ProviderSync> => {
  const row = await connectionRow(db, workspaceId);
  if (row === undefined) throw conflict('The provider is not connected: give its API key first.');
  const counts = await syncWith(db, workspaceId, connectionKey(settings.box, row), settings);
  return { connection: toConnection(await connectionRow(db, workspaceId)), ...counts };
};

/**
 * The periodic sync's step: claims the workspace whose sync is most overdue by moving its next
 * sync on (so another process, or this one after a restart, does not take it again), then syncs
 * it. Null when none is due. A failure is kept on the connection and does not stop the others.
 */
export const syncOneDue = async ({
  db,
  settings,
}: {
  db: Db;
  settings: AgentSyncSettings;
}): Promise<{ workspaceId: string } | null> => {
  const [due] = rowsOf<{ workspace_id: string; api_key: string | null; api_key_sealed: string | null }>(
    await db.execute(sql`
      UPDATE agent_provider_connections SET next_sync_at = ${nextSyncAt(settings).toISOString()}::timestamptz
      WHERE workspace_id = (
        SELECT workspace_id FROM agent_provider_connections WHERE next_sync_at <= now() ORDER BY next_sync_at LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING workspace_id, api_key, api_key_sealed`),
  );
  if (due === undefined) return null;
  const apiKey = connectionKey(settings.box, { apiKeySealed: due.api_key_sealed, apiKey: due.api_key });
  await syncWith(db, due.workspace_id, apiKey, settings).catch((error: unknown) => {
    if (!(error instanceof ProviderError)) throw error;
  });
  return { workspaceId: due.workspace_id };
};

/**
 * An explicitly set RETELL_API_KEY is the first workspace's provider key, as the environment's
 * webhook key is: its connection is made once that workspace exists (due at once), and follows a
 * changed key; a key an admin connected there stays. False while there is no workspace yet.
 */
export const ensureEnvironmentConnection = async ({
  db,
  apiKey,
  box,
}: {
  db: Db;
  apiKey: string;
  box: SecretBox;
}): Promise<boolean> => {
  const workspaceId = await firstWorkspaceId(db);
  if (workspaceId === null) return false;
  const row = await connectionRow(db, workspaceId);
  if (row === undefined) {
    await db
      .insert(agentProviderConnections)
      .values({ workspaceId, ...storedKey(box, apiKey), fromEnvironment: true })
      .onConflictDoNothing();
  } else if (row.fromEnvironment && connectionKey(box, row) !== apiKey) {
    await db
      .update(agentProviderConnections)
      .set({ ...storedKey(box, apiKey), nextSyncAt: sql`now()` })
      .where(eq(agentProviderConnections.workspaceId, workspaceId));
  }
  return true;
};

/**
 * Seals the keys stored in the clear before migration 0061, once, at start (the migration cannot:
 * SQL does not hold the encryption key). Returns how many it sealed.
 */
export const sealStoredKeys = async ({ db, box }: { db: Db; box: SecretBox }): Promise<number> => {
  const plain = await db
    .select({ workspaceId: agentProviderConnections.workspaceId, apiKey: agentProviderConnections.apiKey })
    .from(agentProviderConnections)
    .where(isNotNull(agentProviderConnections.apiKey));
  for (const { workspaceId, apiKey } of plain) {
    if (apiKey === null) continue;
    await db
      .update(agentProviderConnections)
      .set(storedKey(box, apiKey))
      .where(eq(agentProviderConnections.workspaceId, workspaceId));
  }
  return plain.length;
};
