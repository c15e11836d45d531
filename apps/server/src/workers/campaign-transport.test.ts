import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaignTransport } from './campaign-transport.ts';

// A campaign thread's SMTP connection sends a mail's envelope and body at once but its end of data
// (after which the server takes the mail) only once the previous mail's record is written. The
// server here is a bare smtp-server that tells when a message's data began and when it ended.

describe('campaign transport', () => {
  const received: { raw: string; hasEnded: boolean }[] = [];
  let bodyBegun = () => undefined as void;
  let server: SMTPServer;
  let url = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const mail = { raw: '', hasEnded: false };
        received.push(mail);
        stream.on('data', (chunk: Buffer) => {
          mail.raw += chunk.toString('utf8');
          bodyBegun();
        });
        stream.on('end', () => {
          mail.hasEnded = true;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('holds the end of a mail until its gate opens, and the server takes it only then', async () => {
    const transport = createCampaignTransport(url, { socketTimeoutMs: 10_000 });
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const isBodyBegun = new Promise<void>((resolve) => (bodyBegun = resolve));
    let isSent = false;
    const sending = transport
      .send(
        {
          from: 'team@agentdesk.local',
          to: 'asha@example.com',
          subject: 'Hello Asha',
          text: 'Dear Asha',
          messageId: '<m1@x>',
        },
        gate,
      )
      .then(() => (isSent = true));
    await isBodyBegun;
    // The message is under way (its headers are in; the stream holds back its last bytes until the end).
    await expect.poll(() => received[0]?.raw ?? '').toContain('Subject: Hello Asha');
    expect(received[0]!.hasEnded).toBe(false);
    expect(isSent).toBe(false);
    open();
    await sending;
    expect(received[0]).toMatchObject({ hasEnded: true });
    expect(received[0]!.raw).toMatch(/^Message-ID: <m1@x>$/m);
    expect(received[0]!.raw).toContain('Dear Asha');
    // A gate already open costs nothing: the next mail goes straight through.
    await transport.send(
      {
        from: 'team@agentdesk.local',
        to: 'ben@example.com',
        subject: 'Hello Ben',
        text: 'Dear Ben',
        messageId: '<m2@x>',
      },
      Promise.resolve(),
    );
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ hasEnded: true });
    transport.close();
  });
});
