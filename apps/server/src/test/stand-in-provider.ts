import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An agent record as the provider lists it (only what the tests look at; the rest rides along). */
export type StandInAgent = {
  agent_id: string;
  agent_name?: string | null;
  version?: number;
  last_modification_timestamp?: number;
  [key: string]: unknown;
};

export type StandInProvider = {
  baseUrl: string;
  /** The agents GET /list-agents answers with; change it to change the provider's list. */
  agents: StandInAgent[];
  /** The keys the provider accepts (Authorization: Bearer <key>). */
  keys: Set<string>;
  /** A key's own list, instead of `agents` (set over HTTP by tests in another process: PUT /__stand-in/keys/<key>). */
  agentsByKey: Map<string, StandInAgent[]>;
  /** Every request received, with the key it carried (read from another process with GET /__stand-in/requests). */
  requests: { path: string; key: string | null }[];
  /**
   * The bodies of the calls placed (POST /v2/create-phone-call), in order; each answered call_standin_<n>
   * (read from another process with GET /__stand-in/placed-calls).
   */
  placedCalls: Record<string, unknown>[];
  /** Set to answer every request with this status (the provider failing). */
  failWith: number | null;
  close: () => Promise<void>;
};

/**
 * A stand-in for the voice-agent provider's API (Retell's GET /list-agents and POST
 * /v2/create-phone-call), on a local port: the
 * tests point RETELL_API_BASE_URL at it and see what the product asked, with which key.
 */
export const startStandInProvider = async (keys: string[] = []): Promise<StandInProvider> => {
  const state = {
    agents: [] as StandInAgent[],
    keys: new Set(keys),
    agentsByKey: new Map<string, StandInAgent[]>(),
    requests: [] as StandInProvider['requests'],
    placedCalls: [] as Record<string, unknown>[],
    failWith: null as number | null,
  };
  const server: Server = createServer((request, response) => {
    const control = /^\/__stand-in\/keys\/([^/]+)$/.exec(request.url ?? '');
    if (control !== null && request.method === 'PUT') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        const key = decodeURIComponent(control[1]!);
        state.keys.add(key);
        state.agentsByKey.set(key, JSON.parse(text) as StandInAgent[]);
        response.writeHead(204).end();
      });
      return;
    }
    if (request.url === '/__stand-in/placed-calls' && request.method === 'GET') {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.placedCalls));
    }
    if (request.url === '/__stand-in/requests' && request.method === 'GET') {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.requests));
    }
    const key = request.headers.authorization?.replace(/^Bearer /, '') ?? null;
    const path = (request.url ?? '').split('?')[0] ?? '';
    state.requests.push({ path, key });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.failWith !== null) return send(state.failWith, { error_message: 'stand-in failure' });
    if (key === null || !state.keys.has(key)) return send(401, { error_message: 'Invalid API key' });
    if (request.method === 'GET' && path === '/list-agents')
      return send(200, state.agentsByKey.get(key) ?? state.agents);
    if (request.method === 'POST' && path === '/v2/create-phone-call') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        state.placedCalls.push(JSON.parse(text) as Record<string, unknown>);
        send(201, { call_id: `call_standin_${state.placedCalls.length}`, call_status: 'registered' });
      });
      return;
    }
    return send(404, { error_message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};

/** The environment that has the app place calls through the stand-in (RETELL_CALL_AGENTS: `type=agent,…`). */
export const placingCallsEnv = (
  provider: StandInProvider,
  key: string,
  callAgents: string,
): Record<string, string> => ({
  RETELL_API_KEY: key,
  RETELL_FROM_NUMBER: '+14155550100',
  RETELL_CALL_AGENTS: callAgents,
  RETELL_API_BASE_URL: provider.baseUrl,
});
