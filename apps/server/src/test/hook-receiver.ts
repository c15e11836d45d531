import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTBOUND_SIGNATURE_HEADER } from '../lib/signed-delivery.ts';

/** What a local webhook receiver got: each body as sent and its signature header. */
export type HookReceiver = {
  url: string;
  received: { body: string; signature: string | undefined }[];
  /** The statuses to answer next, one per delivery (204 once they run out). */
  answers: number[];
  close: () => Promise<void>;
};

/** A receiver on loopback for the product's signed outbound webhooks (alerts, call_reviewed). */
export const startHookReceiver = async (path = '/hook'): Promise<HookReceiver> => {
  const received: HookReceiver['received'] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: request.headers[OUTBOUND_SIGNATURE_HEADER] as string | undefined });
      response.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
