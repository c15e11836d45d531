import type { InboxPulse } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runSql } from './inbox.queries.ts';

/**
 * The newest moment of each tab of a workspace's inbox (epoch ms; mails include the Quarantine
 * folder), read from indexes that lead with the workspace: the SPA waits on it (a long poll woken
 * by the database's notices for that workspace) and refetches a tab when it moves, so mail, calls
 * and chats that arrive show up without a reload, whichever server process stored them.
 */
export const readInboxPulse = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<InboxPulse> => {
  const [row] = await runSql<{ mails: number | null; calls: number | null; chats: number | null }>(
    db,
    sql`select
      greatest(
        (select extract(epoch from max(last_message_at)) * 1000 from mail_threads where workspace_id = ${workspaceId} and has_inbound),
        (select extract(epoch from max(received_at)) * 1000 from mail_quarantine where workspace_id = ${workspaceId})
      )::float8 as mails,
      greatest(
        (select max(start_timestamp) from calls where workspace_id = ${workspaceId}),
        (select max(start_timestamp) from whatsapp_calls where workspace_id = ${workspaceId})
      )::float8 as calls,
      (select extract(epoch from max(last_message_at)) * 1000 from chat_threads where workspace_id = ${workspaceId})::float8 as chats`,
  );
  return { mails: Number(row?.mails ?? 0), calls: Number(row?.calls ?? 0), chats: Number(row?.chats ?? 0) };
};

/** Whether the client saw exactly this pulse (a client that says nothing has seen nothing). */
export const isSamePulse = (pulse: InboxPulse, seen: Partial<InboxPulse>): boolean =>
  seen.mails === pulse.mails && seen.calls === pulse.calls && seen.chats === pulse.chats;
