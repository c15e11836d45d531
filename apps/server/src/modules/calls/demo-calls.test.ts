import { demoCallMessages } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  postSignedWebhook,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

const PROVIDER_KEY = 'key_provider_test_0123456789';
const valid = { country_code: 'US', number: '4155550123', call_type: 'zara_screening' };

// Issue #26 item 3: 'Initiate a Call' is checked (country, number by the country's numbering plan,
// call type), places the call through the provider when one is configured, and otherwise says that
// nothing was dialled and how to configure it. A refusal is a clear 4xx/502, never a 500.
describe('demo calls through the voice provider', () => {
  let provider: StandInProvider;
  let configured: TestApp;
  let unconfigured: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    provider = await startStandInProvider([PROVIDER_KEY]);
    const agents = 'loan_qualification=agent_loan, zara_screening=agent_zara';
    configured = await createTestApp(placingCallsEnv(provider, PROVIDER_KEY, agents));
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
    t.app.inject({
      method: 'POST',
      url: '/api/demo-call/calls',
      headers: bearer(auth),
      payload: payload as Record<string, unknown>,
    });

  it('tells the SPA whether calls are placed, and for which call types', async () => {
    const on = await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(token) });
    expect(on.json().data).toEqual({ can_place_calls: true, call_types: ['loan_qualification', 'zara_screening'] });
    const off = await unconfigured.app.inject({ url: '/api/demo-call/provider', headers: bearer(otherToken) });
    expect(off.json().data).toEqual({ can_place_calls: false, call_types: [] });
    expect((await configured.app.inject({ url: '/api/demo-call/provider' })).statusCode).toBe(401);
  });

  it('places the call with the key, the caller number, the E.164 number and the agent of the call type', async () => {
    const response = await place(configured, token, valid);
    expect(response.statusCode).toBe(201);
    const callId = `call_standin_${provider.placedCalls.length}`;
    expect(response.json()).toEqual({
      message: demoCallMessages.initiated,
      total: 1,
      data: { call_id: callId, call_status: 'registered', to_number: '+14155550123' },
    });
    // (The agent sync also calls the provider, in the background: only the placing request is looked at.)
    const placing = provider.requests.filter((request) => request.path === '/v2/create-phone-call');
    expect(placing.at(-1)).toEqual({ path: '/v2/create-phone-call', key: PROVIDER_KEY });
    expect(provider.placedCalls.at(-1)).toEqual({
      from_number: '+14155550100',
      to_number: '+14155550123',
      override_agent_id: 'agent_zara',
      metadata: { source: 'agentdesk-demo-call', call_type: 'zara_screening' },
    });

    // The provider's webhooks bring the call back to this workspace: ongoing, then ended.
    const call = { call_id: callId, agent_id: 'agent_zara', direction: 'outbound', start_timestamp: Date.now() };
    const deliver = (event: string, change: object) =>
      postSignedWebhook(configured, '/api/webhooks/calls/', { event, call: { ...call, ...change } });
    const started = await deliver('call_started', { call_status: 'ongoing' });
    expect(started.statusCode).toBe(204);
    const read = () => configured.app.inject({ url: `/api/call/calls/${callId}`, headers: bearer(token) });
    expect((await read()).json().data.call_status).toBe('ongoing');
    await deliver('call_ended', { call_status: 'ended', duration_ms: 42_000 });
    expect((await read()).json().data).toMatchObject({ call_status: 'ended', duration_ms: 42_000 });
  });

  it('refuses bad input with what is missing or wrong, field by field, and dials nothing', async () => {
    const before = provider.placedCalls.length;
    const { noCountry, noNumber, invalidNumber, noCallType } = demoCallMessages;
    const refusals: [unknown, string][] = [
      [{}, `country_code: ${noCountry}; number: ${noNumber}; call_type: ${noCallType}`],
      [{ ...valid, country_code: '' }, `country_code: ${demoCallMessages.noCountry}`],
      [{ ...valid, number: '' }, `number: ${demoCallMessages.noNumber}`],
      [{ ...valid, number: '12' }, `number: ${demoCallMessages.invalidNumber}`],
      [{ ...valid, number: '41555x0123' }, `number: ${demoCallMessages.invalidNumber}`],
      // An Indian mobile number is not a US one: the country's numbering plan decides.
      [{ ...valid, number: '9876543210' }, `number: ${demoCallMessages.invalidNumber}`],
      [{ ...valid, call_type: '' }, `call_type: ${demoCallMessages.noCallType}`],
      // Every problem at once: the number is judged even while the call type is missing.
      [{ ...valid, number: '98234', call_type: '' }, `call_type: ${noCallType}; number: ${invalidNumber}`],
      [{ ...valid, call_type: 'cold_call' }, `call_type: ${demoCallMessages.noCallType}`],
    ];
    for (const [payload, message] of refusals) {
      const response = await place(configured, token, payload);
      expect([response.statusCode, response.json().error_message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const noAgent = await place(configured, token, { ...valid, call_type: 'pos_qualification' });
    expect(noAgent.statusCode).toBe(422);
    expect(noAgent.json().error_message).toBe(
      "No agent is set for the call type 'POS Qualification Call': " +
        'add pos_qualification=<agent id> to the agents on the Integrations page (or to RETELL_CALL_AGENTS).',
    );
    expect(provider.placedCalls.length).toBe(before);
  });

  it('says that nothing was dialled and how to set a provider up (409), after checking the input', async () => {
    const none = await place(unconfigured, otherToken, valid);
    expect(none.statusCode).toBe(409);
    expect(none.json().error_message).toBe(demoCallMessages.noProvider);
    expect(none.json().error_message).toMatch(
      /Integrations page.*RETELL_API_KEY.*RETELL_FROM_NUMBER.*RETELL_CALL_AGENTS/,
    );
    const bad = await place(unconfigured, otherToken, { ...valid, number: '12' });
    expect([bad.statusCode, bad.json().error_message]).toEqual([400, `number: ${demoCallMessages.invalidNumber}`]);
  });

  it("reports the provider's refusal and an unreachable provider as 502 with the reason", async () => {
    provider.failWith = 402;
    try {
      const refused = await place(configured, token, { ...valid, call_type: 'loan_qualification' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error_message).toBe('The voice provider refused the call: stand-in failure');
    } finally {
      provider.failWith = null;
    }
    const gone = await startStandInProvider([PROVIDER_KEY]);
    await gone.close();
    const unreachable = await createTestApp(placingCallsEnv(gone, PROVIDER_KEY, 'loan_qualification=agent_loan'));
    try {
      const user = await signUpUser(unreachable.app);
      const answer = await place(unreachable, user.token, { ...valid, call_type: 'loan_qualification' });
      expect([answer.statusCode, answer.json().error_message]).toEqual([
        502,
        'The voice provider could not be reached. Please try again.',
      ]);
    } finally {
      await unreachable.close();
    }
  });

  it('serves the first workspace only, whose provider account it is; a viewer there cannot place calls', async () => {
    const before = provider.placedCalls.length;
    const elsewhere = (await signUpUser(configured.app)).token;
    const status = await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(elsewhere) });
    expect(status.json().data).toEqual({ can_place_calls: false, call_types: [] });
    const refused = await place(configured, elsewhere, valid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(demoCallMessages.providerElsewhere);

    const workspaceId = await workspaceOf(configured.app, token);
    const viewer = (await addWorkspaceMember(configured, { workspaceId, role: 'viewer' })).token;
    const viewerStatus = await configured.app.inject({ url: '/api/demo-call/provider', headers: bearer(viewer) });
    expect(viewerStatus.json().data.can_place_calls).toBe(true);
    const forbidden = await place(configured, viewer, valid);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error_message).toEqual(expect.any(String));
    expect(provider.placedCalls.length).toBe(before);
  });
});
