import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type StandInLanguageModel = {
  /** What to point LLM_BASE_URL at ('http://127.0.0.1:<port>/v1'). */
  baseUrl: string;
  /** The next answers: a status and a body; `delayMs` holds the answer back (a slow model). */
  answer: { status: number; body: unknown; delayMs?: number };
  /** The last request: its path, Authorization header and JSON body. */
  seen: { url?: string; authorization?: string; body?: Record<string, unknown> };
  /** Every request's JSON body, in order. */
  bodies: Record<string, unknown>[];
  /** When set, the message content of each answer is made from the request's body (`answer` is then ignored). */
  contentFor?: ((body: Record<string, unknown>) => unknown) | undefined;
  /** Sets `answer` to a chat completion whose message content is `content` (JSON-encoded unless a string). */
  answerWith: (content: unknown) => void;
  close: () => Promise<void>;
};

/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on a local port: it records each
 * request and answers what the test set.
 */
export const startStandInLanguageModel = async (): Promise<StandInLanguageModel> => {
  const sockets = new Set<Socket>();
  const model: StandInLanguageModel = {
    baseUrl: '',
    answer: { status: 200, body: {} },
    seen: {},
    bodies: [],
    answerWith: (content) => {
      model.answer = {
        status: 200,
        body: { choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }] },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A held-back answer would keep the server open: its connections are ended with it.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const requestBody = JSON.parse(text) as Record<string, unknown>;
      model.seen = { url: request.url, authorization: request.headers.authorization, body: requestBody };
      model.bodies.push(requestBody);
      if (model.contentFor) model.answerWith(model.contentFor(requestBody));
      const { status, body, delayMs = 0 } = model.answer;
      setTimeout(() => {
        if (!response.destroyed)
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, delayMs);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return model;
};
