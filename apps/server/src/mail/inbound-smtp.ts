import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../db/client.ts';
import { MalformedMailError } from './inbound-mail.ts';
import { deliverInboundMail, NoMailboxError } from './inbound-routing.ts';
import { existingWorkspaceId, workspaceTagOf } from './workspace-address.ts';

export type InboundSmtp = { port: () => number; close: () => Promise<void> };

/** An SMTP reply code for the client: 5xx refuses for good, 4xx asks it to retry later. */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The built-in SMTP listener for replies and new mail (INBOUND_SMTP_PORT), for every workspace:
 * each mail goes to the workspaces its recipients and threading name (inbound-routing.ts). Mail is
 * answered 250 only once stored, so a crash loses nothing; oversized (552), malformed (550) and
 * failing (451) mail is refused with a code, and nothing a client sends can take the listener down.
 * A recipient naming a workspace that does not exist is refused (550 5.1.1): the sender learns at
 * once that the address is wrong, and no workspace ever holds mail meant for another (quarantining
 * it in the first workspace would show its members another business's mail).
 */
export const startInboundSmtp = async (options: {
  db: Db;
  port: number;
  host: string;
  maxBytes: number;
  log: FastifyBaseLogger;
}): Promise<InboundSmtp> => {
  const { db, maxBytes, log } = options;

  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Past the cap, keep draining without keeping.
      if (size <= maxBytes) chunks.push(chunk);
    }
    if (stream.sizeExceeded || size > maxBytes)
      throw smtpError(552, `Message exceeds the size limit of ${maxBytes} bytes`);
    const raw = Buffer.concat(chunks);
    let parsed;
    try {
      parsed = await simpleParser(raw, { skipImageLinks: true, maxHtmlLengthToParse: maxBytes });
    } catch {
      throw smtpError(550, 'Malformed message');
    }
    const envelope = {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
    };
    try {
      for (const result of await deliverInboundMail({ db, parsed, raw, envelope })) {
        if (result.outcome === 'quarantined')
          log.warn(
            { reason: result.reason, from: envelope.from, workspaceId: result.workspaceId },
            'inbound mail quarantined',
          );
      }
    } catch (error) {
      if (error instanceof MalformedMailError || error instanceof NoMailboxError) throw smtpError(550, error.message);
      log.error(
        { failure: { message: error instanceof Error ? error.message : String(error) } },
        'inbound mail not stored',
      );
      throw smtpError(451, 'Temporary failure, please retry');
    }
  };

  const server = new SMTPServer({
    name: 'agentdesk',
    banner: 'AgentDesk inbound mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: maxBytes,
    // Connections past this many are told 421 (try again later): a flood cannot exhaust the process.
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      const tag = workspaceTagOf(address.address);
      if (tag === null) return callback();
      existingWorkspaceId(db, tag).then(
        (workspaceId) => callback(workspaceId ? undefined : smtpError(550, '5.1.1 No such mailbox')),
        () => callback(smtpError(451, 'Temporary failure, please retry')),
      );
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: Error) => {
          stream.resume();
          callback(error);
        },
      );
    },
  });
  server.on('error', (error) => log.warn({ failure: { message: error.message } }, 'inbound smtp connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: () => (server.server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
