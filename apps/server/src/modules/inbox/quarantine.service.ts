import type { QuarantinedMailDetail } from '@agentdesk/shared';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Db } from '../../db/client.ts';
import { mailQuarantine } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { dangerOf, firstAddress, storeInboundMail } from '../../mail/inbound-mail.ts';

// The Quarantine folder: inbound mail held back for a dangerous attachment (see inbound-mail.ts),
// each workspace's own. It can be read as plain text, released into that workspace's inbox without
// its attachments, or deleted.

const MAX_PREVIEW_CHARS = 100_000;
const missing = () => notFound('No quarantined mail with this id');

type QuarantineRecord = typeof mailQuarantine.$inferSelect;
type HeldMail = { db: Db; workspaceId: string; id: string };

const held = ({ workspaceId, id }: Omit<HeldMail, 'db'>) =>
  and(eq(mailQuarantine.workspaceId, workspaceId), eq(mailQuarantine.id, id));

// PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
const rawOf = (row: QuarantineRecord) => Buffer.from(row.raw);
const parse = (row: QuarantineRecord) => simpleParser(rawOf(row), { skipImageLinks: true });

export const getQuarantinedMail = async ({ db, workspaceId, id }: HeldMail): Promise<QuarantinedMailDetail> => {
  const [row] = await db.select().from(mailQuarantine).where(held({ workspaceId, id }));
  if (!row) throw missing();
  const parsed = await parse(row);
  const from = firstAddress(parsed.from);
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
    .flatMap((list) => list.value.map((a) => a.address ?? ''))
    .filter(Boolean);
  return {
    type: 'quarantined',
    id: row.id,
    email: row.envelopeFrom,
    subject: row.subject,
    reason: row.reason,
    size_bytes: row.sizeBytes,
    time: row.receivedAt.getTime(),
    from_name: from?.name ?? '',
    from_address: from?.address ?? row.envelopeFrom,
    to: to.length > 0 ? to : row.envelopeTo,
    // Plain text only: the held mail's HTML is never rendered.
    text: (parsed.text ?? '').slice(0, MAX_PREVIEW_CHARS),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '(unnamed)',
      content_type: attachment.contentType,
      size_bytes: attachment.size,
      is_dangerous: dangerOf({ attachments: [attachment] }) !== null,
    })),
  };
};

/**
 * Moves a held mail into its workspace's inbox, stored as safe mail is (text and HTML, no
 * attachments), in one transaction with its removal from quarantine; released twice, the second
 * finds nothing.
 */
export const releaseQuarantinedMail = async ({ db, workspaceId, id }: HeldMail): Promise<{ thread_id: string }> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailQuarantine).where(held({ workspaceId, id })).for('update');
    if (!row) throw missing();
    const result = await storeInboundMail({
      db: tx,
      workspaceId,
      parsed: await parse(row),
      raw: rawOf(row),
      envelope: { from: row.envelopeFrom, to: row.envelopeTo },
      now: row.receivedAt,
      isReleased: true,
    });
    await tx.delete(mailQuarantine).where(held({ workspaceId, id }));
    if (result.outcome === 'quarantined') throw new Error('a released mail was quarantined again');
    return { thread_id: result.threadId };
  });

export const deleteQuarantinedMail = async ({ db, workspaceId, id }: HeldMail): Promise<void> => {
  const deleted = await db.delete(mailQuarantine).where(held({ workspaceId, id })).returning({ id: mailQuarantine.id });
  if (deleted.length === 0) throw missing();
};
