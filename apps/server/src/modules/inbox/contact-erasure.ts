import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';

/**
 * Everything the inbox holds of a contact who is erased, in the erasure's transaction: the mail
 * conversations with their address (with every message in them), the chats and WhatsApp calls with
 * their number or address, the drafts to them and the mail of theirs held in quarantine. Returns how
 * many conversations went.
 */
export const forgetContact = async (
  tx: Tx,
  { workspaceId, email, phone }: { workspaceId: string; email: string | null; phone: string | null },
): Promise<number> => {
  const address = (email ?? '').toLowerCase();
  const numbers = phone ? [phone, phone.replace(/^\+/, '')] : [];
  const count = (result: unknown) => rowsOf<{ id: string }>(result).length;
  let conversations = 0;
  if (address !== '') {
    conversations += count(
      await tx.execute(
        sql`delete from mail_threads where workspace_id = ${workspaceId} and lower(contact_email) = ${address}
          returning id`,
      ),
    );
    await tx.execute(
      sql`delete from mail_drafts where workspace_id = ${workspaceId} and lower(to_address) = ${address}`,
    );
    await tx.execute(
      sql`delete from mail_quarantine where workspace_id = ${workspaceId} and lower(envelope_from) = ${address}`,
    );
  }
  const byNumber =
    numbers.length > 0
      ? sql`contact_ref in (${sql.join(
          numbers.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql`false`;
  const byAddress = address !== '' ? sql`lower(contact_email) = ${address}` : sql`false`;
  conversations += count(
    await tx.execute(
      sql`delete from chat_threads where workspace_id = ${workspaceId} and (${byNumber} or ${byAddress}) returning id`,
    ),
  );
  conversations += count(
    await tx.execute(sql`delete from whatsapp_calls where workspace_id = ${workspaceId} and ${byNumber} returning id`),
  );
  return conversations;
};
