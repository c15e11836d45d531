import type { ProviderAccount } from '@agentdesk/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentProviderConnections } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { audited, auditedChange, type AuditEntry } from '../workspaces/index.ts';
import {
  connectionKey,
  connectionRow,
  storedKey,
  ensureEnvironmentConnection,
  type AgentSyncSettings,
} from './agent-provider.service.ts';
import { upsertAgents } from './agents.service.ts';
import { fetchProviderAgents } from './provider-agents.ts';

/** The account a workspace's own calls are placed with: its key (opened), caller number and agents. */
export type OwnProviderAccount = { apiKey: string; fromNumber: string; agents: Record<string, string> };

type StoredProviderAccount = Omit<ProviderAccount, 'uses_environment_account'>;

/** What the Integrations page shows of the account: never the key, its last four characters only. */
export const getProviderAccount = async (db: Db, workspaceId: string): Promise<StoredProviderAccount> => {
  const row = await connectionRow(db, workspaceId);
  const isOwn = row !== undefined && !row.fromEnvironment;
  return {
    key_hint: isOwn ? row.keyHint : null,
    from_number: isOwn ? row.fromNumber : null,
    call_agents: isOwn ? row.callAgents : {},
  };
};

/**
 * The workspace's own account when it can place calls (a key an admin gave, and a caller number);
 * null otherwise (the environment's account, or none, is then looked at: calls/voice-provider.ts).
 */
export const ownProviderAccount = async (
  db: Db,
  box: SecretBox,
  workspaceId: string,
): Promise<OwnProviderAccount | null> => {
  const row = await connectionRow(db, workspaceId);
  if (row === undefined || row.fromEnvironment || row.fromNumber === null) return null;
  return { apiKey: connectionKey(box, row), fromNumber: row.fromNumber, agents: row.callAgents };
};

export type SaveProviderAccountInput = {
  db: Db;
  workspaceId: string;
  /** A new key (checked with the provider by listing its agents, which are synced); absent: the key kept. */
  apiKey: string | undefined;
  fromNumber: string;
  callAgents: Record<string, string>;
  settings: AgentSyncSettings;
  /** The audit entry of the change, made from whether the workspace had a key of its own before. */
  auditEntry: (hadOwnKey: boolean) => AuditEntry;
};

const noKeyYet = "Give the provider's API key: this workspace has none of its own yet.";

/**
 * Sets the workspace's provider account in one transaction with its audit entry. A new key is
 * tried first (the provider lists its agents with it, outside the transaction): a key the provider
 * refuses is not kept (422), and the agents it lists are stored with it.
 */
export const saveProviderAccount = async (input: SaveProviderAccountInput): Promise<StoredProviderAccount> => {
  const { db, workspaceId, apiKey, fromNumber, callAgents, settings } = input;
  const records = apiKey === undefined ? null : await fetchProviderAgents(settings.api, apiKey);
  const ownKeyOf = (row: Awaited<ReturnType<typeof connectionRow>>) => row !== undefined && !row.fromEnvironment;
  const write = async (tx: Tx) => {
    const table = agentProviderConnections;
    if (apiKey === undefined || records === null) {
      const updated = await tx
        .update(table)
        .set({ fromNumber, callAgents })
        .where(and(eq(table.workspaceId, workspaceId), eq(table.fromEnvironment, false)))
        .returning({ workspaceId: table.workspaceId });
      if (updated.length === 0) throw new HttpError(422, noKeyYet);
      return;
    }
    const now = new Date();
    const values = {
      ...storedKey(settings.box, apiKey),
      fromEnvironment: false,
      fromNumber,
      callAgents,
      connectedAt: now,
      syncedAt: now,
      syncError: null,
      nextSyncAt: new Date(now.getTime() + settings.intervalMs),
    };
    await tx
      .insert(table)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: table.workspaceId, set: values });
    await upsertAgents({ db: tx, workspaceId, records });
  };
  await auditedChange(db, { read: async (tx) => ownKeyOf(await connectionRow(tx, workspaceId)), write }, (hadOwnKey) =>
    input.auditEntry(hadOwnKey),
  );
  return getProviderAccount(db, workspaceId);
};

/**
 * Forgets the workspace's key (its agents stay), with its audit entry. The first workspace goes back
 * to the environment's account when RETELL_API_KEY is set. False when it had no key of its own.
 */
export const clearProviderAccount = async (input: {
  db: Db;
  workspaceId: string;
  environmentKey: string | undefined;
  box: SecretBox;
  auditEntry: AuditEntry;
}): Promise<boolean> => {
  const { db, workspaceId, environmentKey, box } = input;
  const table = agentProviderConnections;
  const removing = (tx: Tx) =>
    tx
      .delete(table)
      .where(and(eq(table.workspaceId, workspaceId), eq(table.fromEnvironment, false)))
      .returning({ workspaceId: table.workspaceId });
  const removed = await audited(db, removing, (rows) => (rows.length > 0 ? input.auditEntry : null));
  if (removed.length === 0) return false;
  if (environmentKey !== undefined) await ensureEnvironmentConnection({ db, apiKey: environmentKey, box });
  return true;
};
