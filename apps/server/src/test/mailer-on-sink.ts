import type { Db } from '../db/client.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { silentLog } from './silent-log.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase } from './test-app.ts';

export const TEST_MAIL_FROM = 'AgentDesk <no-reply@agentdesk.local>';

export type MailerOnSink = {
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** The test database's queries (the outbox_mails rows). */
  db: Db;
  mailer: Mailer;
  /** Another mailer on the same database and sink (a second process, or the same one restarted). */
  newMailer: (options?: { isLocal?: boolean }) => Mailer;
  close: () => Promise<void>;
};

/**
 * The outbox on its own test database, sending to a real SMTP sink. Its poll is an hour away:
 * only kicks (and explicit deliverDue calls) deliver within a test.
 */
export const openMailerOnSink = async (): Promise<MailerOnSink> => {
  const sink = await startSmtpSink();
  const database = await openTestDatabase();
  const newMailer = (options: { isLocal?: boolean } = {}) =>
    createMailer({
      db: database.database.db,
      smtpUrl: options.isLocal ? undefined : sink.url,
      from: TEST_MAIL_FROM,
      log: silentLog,
      pollMs: 3_600_000,
    });
  const mailer = newMailer();
  mailer.start();
  return {
    sink,
    db: database.database.db,
    mailer,
    newMailer,
    close: async () => {
      await mailer.stop();
      await database.database.close();
      await database.drop();
      await sink.close();
    },
  };
};
