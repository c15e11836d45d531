import { Transform } from 'node:stream';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export type CampaignTransport = {
  /**
   * Sends one mail; the server cannot take it before `after` settles. Everything else (envelope,
   * headers, body) goes out at once, and only the end of its data (the final dot, after which the
   * server answers 250 and the mail counts as delivered) waits. One mail at a time.
   */
  send: (mail: SendMailOptions, after: Promise<void>) => Promise<void>;
  close: () => void;
};

/**
 * A worker's own SMTP connection (pooled, so it is reused for the worker's whole share of the
 * campaign). A mail's last step waits for the previous mail's record, so the connection is busy
 * with the next mail while the database writes the last one, and still at most one mail of the
 * worker is delivered and unrecorded at any time.
 */
export const createCampaignTransport = (smtpUrl: string, { socketTimeoutMs }: { socketTimeoutMs: number }) => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: socketTimeoutMs,
  });
  // The gate of the mail being sent: one mail at a time per transport.
  let gate: Promise<void> = Promise.resolve();
  transport.use('stream', (mail, done) => {
    const held = gate;
    // The message's bytes pass as they come; its end (and so SMTP's end-of-data) waits for the gate.
    mail.message.transform(
      () =>
        new Transform({
          transform: (chunk: Buffer, _encoding, callback) => callback(null, chunk),
          flush: (callback) =>
            void held.then(
              () => callback(),
              () => callback(),
            ),
        }),
    );
    done();
  });
  return {
    send: async (mail, after) => {
      gate = after;
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  } satisfies CampaignTransport;
};
