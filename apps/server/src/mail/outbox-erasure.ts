import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import type { Tx } from '../db/sql-helpers.ts';

type MentioningRow = {
  id: string;
  status: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  ical_content: string | null;
};

/** An iCalendar text with its folded lines joined (RFC 5545 §3.1), so a folded name reads whole. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

/**
 * A workspace's outbox when a person is erased, in the erasure's transaction. Every mail to their
 * address goes: one still queued is thereby cancelled, never sent. A queued mail to someone else that
 * names them goes too (an interview's invitation for an interviewer: the interview is called off).
 * A mail to someone else already sent, failed or kept locally stays as the record of what was sent,
 * with their name, address and number replaced. `mentions` are the whole texts that identify them
 * (their address, their full name, their number). Returns how many queued mails were cancelled.
 */
export const forgetInOutbox = async (
  tx: Tx,
  {
    workspaceId,
    email,
    mentions,
    redact,
  }: { workspaceId: string; email: string | null; mentions: string[]; redact: (text: string) => string },
): Promise<number> => {
  let cancelled = 0;
  if (email) {
    const gone = rowsOf<{ status: string }>(
      await tx.execute(
        sql`delete from outbox_mails where workspace_id = ${workspaceId} and lower(to_address) = ${email.toLowerCase()}
          returning status`,
      ),
    );
    cancelled += gone.filter((row) => row.status === 'pending').length;
  }
  const needles = mentions.map((text) => text.trim().toLowerCase()).filter((text) => text.length >= 3);
  if (needles.length === 0) return cancelled;
  const unfoldedIcs = sql`coalesce(regexp_replace(ical_content, E'\\r?\\n[ \\t]', '', 'g'), '')`;
  const haystack = sql`lower(subject || ' ' || text_body || ' ' || coalesce(html_body, '') || ' ' || ${unfoldedIcs})`;
  const mentioning = rowsOf<MentioningRow>(
    await tx.execute(sql`select id::text as id, status, subject, text_body, html_body, ical_content from outbox_mails
      where workspace_id = ${workspaceId} and (${sql.join(
        needles.map((needle) => sql`strpos(${haystack}, ${needle}) > 0`),
        sql` or `,
      )})
      order by id for update`),
  );
  for (const row of mentioning) {
    if (row.status === 'pending') {
      await tx.execute(sql`delete from outbox_mails where id = ${row.id}::uuid`);
      cancelled += 1;
      continue;
    }
    await tx.execute(sql`update outbox_mails set subject = ${redact(row.subject)}, text_body = ${redact(row.text_body)},
        html_body = ${row.html_body === null ? null : redact(row.html_body)},
        ical_content = ${row.ical_content === null ? null : redact(unfold(row.ical_content))}
      where id = ${row.id}::uuid`);
  }
  return cancelled;
};
