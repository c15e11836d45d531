import { and, eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';
import { messageIdsOf, storeInboundMail, type InboundEnvelope, type InboundResult } from './inbound-mail.ts';
import { existingWorkspaceId, firstWorkspaceId, workspaceTagOf } from './workspace-address.ts';

// Which workspaces an inbound mail belongs to (each workspace's address: workspace-address.ts):
//  1. a recipient `local+<workspace id>@domain` names that workspace;
//  2. a recipient that names no workspace (the bare address, or any other) is read as the address of
//     the workspace whose outgoing Message-ID the mail answers (In-Reply-To, References): a contact
//     answering mail that went out from the bare address reaches the workspace that sent it;
//  3. failing that, it is the first workspace's address, as all mail was before workspaces.
// A recipient naming a workspace that does not exist is refused before the mail is sent (RCPT TO,
// inbound-smtp.ts): nothing of it is stored, in no workspace.

/** Workspaces that sent one of these Message-IDs (normally one: our Message-IDs are random). */
const answeredWorkspaces = async (db: Db, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ workspaceId: mailMessages.workspaceId })
    .from(mailMessages)
    .where(and(eq(mailMessages.direction, 'out'), inArray(mailMessages.messageId, ids)));
  return rows.map((row) => row.workspaceId);
};

/** The workspaces a mail to these recipients, answering these Message-IDs, is delivered to (none: no mailbox). */
export const routeInboundMail = async ({
  db,
  recipients,
  answeredIds,
}: {
  db: Db;
  recipients: string[];
  answeredIds: string[];
}): Promise<string[]> => {
  const chosen = new Set<string>();
  let hasUntagged = false;
  for (const recipient of recipients) {
    const tag = workspaceTagOf(recipient);
    if (tag === null) hasUntagged = true;
    else {
      const workspaceId = await existingWorkspaceId(db, tag);
      if (workspaceId) chosen.add(workspaceId);
    }
  }
  if (hasUntagged) {
    const answered = await answeredWorkspaces(db, answeredIds);
    const first = answered.length === 0 ? await firstWorkspaceId(db) : null;
    for (const workspaceId of first ? [first] : answered) chosen.add(workspaceId);
  }
  return [...chosen];
};

/** No workspace takes this mail: the listener refuses it (550). */
export class NoMailboxError extends Error {}

/** Stores an inbound mail in each workspace it is for; what happened in each. */
export const deliverInboundMail = async (options: {
  db: Db;
  parsed: ParsedMail;
  raw: Buffer;
  envelope: InboundEnvelope;
  now?: Date;
}): Promise<(InboundResult & { workspaceId: string })[]> => {
  const { db, parsed, envelope } = options;
  // What it answers: In-Reply-To and the newest References (a long chain names old mail first).
  const answeredIds = [...messageIdsOf(parsed.inReplyTo), ...messageIdsOf(parsed.references).slice(-49)];
  const workspaces = await routeInboundMail({ db, recipients: envelope.to, answeredIds });
  if (workspaces.length === 0) throw new NoMailboxError('No mailbox here for this mail');
  const results: (InboundResult & { workspaceId: string })[] = [];
  for (const workspaceId of workspaces)
    results.push({ ...(await storeInboundMail({ ...options, workspaceId })), workspaceId });
  return results;
};
