import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryPrepared, statementName, type Db } from '../db/client.ts';
import { defineQueue, type ClaimOptions } from '../lib/durable-queue.ts';
import type { Recorded } from '../lib/queue-worker.ts';
import { platformOf, summaryOf } from '../mail/mail-store.ts';

// A triggered campaign's recipients as the sender's queue (lib/durable-queue.ts), and how a batch of
// their outcomes is recorded.

export type ClaimedRow = {
  /** The campaign's workspace: the outbox mail and the Sent copy carry it. */
  workspace_id: string;
  id: string;
  campaign_id: string;
  email: string;
  info: string;
  attempts: number;
  message_id: string;
  campaign_name: string;
  attachment_uri: string;
  intent: string;
  send_static_content: boolean;
  subject: string;
  body: string;
};

/** A sent (or locally kept) mail as it is recorded. */
export type SentMail = { subject: string; text: string; from: string };

/** Recipients claimed at once for each thread, at most. */
const MAX_BATCH = 25;

/**
 * Each thread's part of a claim: a quarter of its share (at most MAX_BATCH), so that a campaign
 * takes a few claims and none holds many rows on one lease.
 */
export const batchSizeFor = (due: number, threads: number) =>
  Math.min(MAX_BATCH, Math.max(1, Math.ceil(due / (threads * 4))));

/** A campaign's recipients as a queue: 'sending' while claimed, its lease in lease_until, in list order. */
export const recipients = defineQueue<ClaimedRow>({
  table: 'campaign_recipients',
  key: { id: 'uuid' },
  status: { column: 'status', waiting: ['pending'], claimed: 'sending', done: 'sent', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: true },
  order: sql`position`,
  join: { from: sql`campaigns c`, on: sql`c.id = q.campaign_id and c.workspace_id = q.workspace_id` },
  returning: sql`q.workspace_id, q.id, q.campaign_id, q.email, q.info, q.message_id,
    c.campaign_name, c.attachment_uri, c.intent, c.send_static_content, c.subject, c.body`,
  settleSet: sql`sent_at = case when v.outcome = 'done' then now() else q.sent_at end`,
});

const dialect = new PgDialect();

/**
 * Runs one of the sender's statements as a named statement: PostgreSQL parses and plans it once per
 * connection, where planning the record's statement anew cost more than running it for a few mails.
 */
const runNamed = async <R>(db: Db, prefix: string, statement: SQL): Promise<R[]> => {
  const query = dialect.sqlToQuery(statement);
  return queryPrepared<R>(db, { name: statementName(prefix, query.sql), text: query.sql, values: query.params });
};

/** Claims a batch of a campaign's recipients (recipients.claim, as a named statement). */
export const claimRecipients = async (db: Db, options: ClaimOptions): Promise<ClaimedRow[]> =>
  recipients.claimed(await runNamed(db, 'campaign_claim', recipients.claimStatement(options)));

/**
 * Settles recipients and, for those delivered, writes the outbox copy and the Sent folder's (a
 * thread with the recipient and the message, as mail/mail-store.ts records one) in one statement:
 * one round trip for every mail the threads hand in together. A row whose lease expired and that
 * another worker claimed again (attempts moved on) is not settled here, and that worker records it.
 * With `asyncCommit` its commit does not wait for the disk (synchronous_commit off, for this
 * statement alone): the record only spares a resend, so a PostgreSQL crash that lost the last
 * fraction of a second of them would resend those mails with their same Message-IDs, as a killed
 * sender does its mail in hand. Only for a PostgreSQL server of its own: a killed sender loses
 * nothing there, while PGlite lives in the sender's process and would lose the records with it.
 */
export const recordCampaignMails = async (
  db: Db,
  settled: readonly Recorded<ClaimedRow, SentMail>[],
  { asyncCommit }: { asyncCommit: boolean },
) => {
  const delivered = settled.flatMap(({ item: row, result, payload: mail }) =>
    result.outcome === 'done' && mail
      ? [
          {
            id: row.id,
            outbox_id: randomUUID(),
            thread_id: randomUUID(),
            workspace_id: row.workspace_id,
            email: row.email,
            subject: mail.subject,
            text: mail.text,
            from_address: mail.from,
            message_id: row.message_id,
            attempts: row.attempts,
            status: result.status === 'local' ? 'local' : 'sent',
            platform: platformOf(row.email),
            summary: summaryOf(mail.text),
          },
        ]
      : [],
  );
  const statement = sql`with settled as (${recipients.settleStatement(settled)}),
    mails as (
      select m.* from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as m(id uuid, outbox_id uuid,
        thread_id uuid, workspace_id uuid, email text, subject text, text text, from_address text, message_id text,
        attempts integer, status text, platform text, summary text)
      join settled s on s.id = m.id
    ), outbox as (
      insert into outbox_mails
        (id, workspace_id, kind, to_address, subject, text_body, status, attempts, message_id, from_address, sent_at)
      select outbox_id, workspace_id, 'campaign', email, subject, text, status, attempts, message_id, from_address,
        now()
      from mails
    ), threads as (
      insert into mail_threads
        (id, workspace_id, subject, contact_name, contact_email, platform, state, summary, last_message_at,
        created_at)
      select thread_id, workspace_id, subject, '', email, platform, 'closed', summary, now(), now() from mails
    )
    insert into mail_messages (workspace_id, thread_id, direction, message_id, from_address, from_name, to_address,
      subject, text_body, outbox_mail_id, created_at)
    select workspace_id, thread_id, 'out', message_id, from_address, '', email, subject, text, outbox_id, now()
    from mails
    where (select set_config('synchronous_commit', ${asyncCommit ? 'off' : 'on'}, true)) is not null`;
  await runNamed(db, 'campaign_record', statement);
};
