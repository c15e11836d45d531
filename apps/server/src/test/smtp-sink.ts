import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSinkOptions = {
  /** Answers a recipient: an error with `responseCode` refuses it (4xx transient, 5xx permanent). */
  checkRecipient?: (address: SMTPServerAddress) => Error | null;
  /** Latency before each message is accepted, like a real server's. */
  delayMs?: number;
};

/** An SMTP error answer, as smtp-server sends it. */
export const smtpError = (message: string, responseCode: number): Error =>
  Object.assign(new Error(message), { responseCode });

/** A real SMTP server on a free local port that keeps what it receives (for tests and benches). */
export const startSmtpSink = async (
  options: SmtpSinkOptions = {},
): Promise<{ url: string; port: number; mails: ReceivedMail[]; close: () => Promise<void> }> => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.checkRecipient?.(address) ?? null;
      callback(refusal ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-message (a killed server under test) resets its connection: expected.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
