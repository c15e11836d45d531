import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';

type Received = { path: string; authorization: string | undefined; body: Record<string, unknown> };

/** A stand-in for the provider's API: records each request and answers like create-phone-call. */
const startFakeProvider = async (answer: (received: Received) => { status: number; body: unknown }) => {
  const received: Received[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const item = { path: request.url ?? '', authorization: request.headers.authorization, body };
      received.push(item);
      const { status, body: out } = answer(item);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
};

const PROVIDER_KEY = 'key_provider_test_0123456789';

describe('demo calls through the voice provider', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let configured: TestApp;
  let unconfigured: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    provider = await startFakeProvider(({ body }) =>
      body['to_number'] === '+14155550199'
        ? { status: 402, body: { message: 'Insufficient balance' } }
        : { status: 201, body: { call_id: 'call_placed_1', call_status: 'registered', agent_id: body['override_agent_id'] } },
    );
    configured = await createTestApp({
      RETELL_API_KEY: PROVIDER_KEY,
      RETELL_FROM_NUMBER: '+14155550100',
      RETELL_CALL_AGENTS: 'loan_qualification=agent_loan, zara_screening=agent_zara',
      RETELL_API_BASE_URL: provider.url,
    });
    unconfigured = await createTestApp();
    token = (await signUpUser(configured.app)).token;
    otherToken = (await signUpUser(unconfigured.app)).token;
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
    await provider.close();
  });

  const place = (t: TestApp, auth: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/demo-call/calls', headers: bearer(auth), payload: payload as Record<string, unknown> });

  it('tells the SPA whether calls are placed, and for which call types', async () => {
    const on = await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(token) });
    expect(on.json().data).toEqual({ can_place_calls: true, call_types: ['loan_qualification', 'zara_screening'] });
    const off = await unconfigured.app.inject({ url: '/api/demo-call/provider', headers: bearer(otherToken) });
    expect(off.json().data).toEqual({ can_place_calls: false, call_types: [] });
    expect((await configured.app.inject({ url: '/api/demo-call/provider' })).statusCode).toBe(401);
  });

  it('places the call with the provider key, the caller number, the E.164 number and the agent of the call type', async () => {
    const response = await place(configured, token, { country_code: 'US', number: '4155550123', call_type: 'zara_screening' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Call initiated', data: { call_id: 'call_placed_1', call_status: 'registered', to_number: '+14155550123' } });
    expect(provider.received.at(-1)).toEqual({
      path: '/v2/create-phone-call',
      authorization: `Bearer ${PROVIDER_KEY}`,
      body: { from_number: '+14155550100', to_number: '+14155550123', override_agent_id: 'agent_zara', metadata: { source: 'agentdesk-demo-call', call_type: 'zara_screening' } },
    });
  });

  it('refuses bad input with the SPEC §5 messages and sends nothing', async () => {
    const before = provider.received.length;
    const invalid = await place(configured, token, { country_code: 'US', number: '12', call_type: 'zara_screening' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error_message).toContain('Invalid phone number for selected country.');
    const letters = await place(configured, token, { country_code: 'US', number: '41555x0123', call_type: 'zara_screening' });
    expect(letters.statusCode).toBe(400);
    const noType = await place(configured, token, { country_code: 'US', number: '4155550123', call_type: '' });
    expect(noType.statusCode).toBe(400);
    const noAgent = await place(configured, token, { country_code: 'US', number: '4155550123', call_type: 'pos_qualification' });
    expect(noAgent.statusCode).toBe(422);
    expect(noAgent.json().error_message).toBe("No agent is configured for the call type 'pos_qualification'.");
    expect(provider.received.length).toBe(before);
  });

  it('reports a provider refusal as 502 with its reason, and no provider as 409', async () => {
    const refused = await place(configured, token, { country_code: 'US', number: '4155550199', call_type: 'loan_qualification' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error_message).toBe('The voice provider refused the call: Insufficient balance');
    const none = await place(unconfigured, otherToken, { country_code: 'US', number: '4155550123', call_type: 'loan_qualification' });
    expect(none.statusCode).toBe(409);
  });

  it("serves the first workspace only, whose provider account it is; a viewer there cannot place calls", async () => {
    const before = provider.received.length;
    const elsewhere = (await signUpUser(configured.app)).token;
    const status = await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(elsewhere) });
    expect(status.json().data).toEqual({ can_place_calls: false, call_types: [] });
    const refused = await place(configured, elsewhere, { country_code: 'US', number: '4155550123', call_type: 'zara_screening' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toEqual(expect.any(String));

    const viewer = (await addWorkspaceMember(configured, { workspaceId: await workspaceOf(configured.app, token), role: 'viewer' })).token;
    expect((await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(viewer) })).json().data.can_place_calls).toBe(true);
    const forbidden = await place(configured, viewer, { country_code: 'US', number: '4155550123', call_type: 'zara_screening' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error_message).toEqual(expect.any(String));
    expect(provider.received.length).toBe(before);
  });
});
