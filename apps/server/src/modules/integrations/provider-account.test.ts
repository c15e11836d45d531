import { apiPaths, demoCallMessages, providerAccountMessages, type AuditEvent } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #28 item 6: each workspace places calls with its own provider account. An admin sets the key, the
// caller number and the agents on the Integrations page; the key is kept sealed and shown by its last
// four characters only; the environment's account (RETELL_*) keeps serving the first workspace.
const ENV_KEY = 'key_environment_0123456789';
const OWN_KEY = 'key_second_workspace_abcdef9876';
const demoCall = { country_code: 'US', number: '4155550123', call_type: 'zara_screening' };
const account = {
  api_key: OWN_KEY,
  from_number: '+1 415 555 0199',
  call_agents: { zara_screening: 'agent_second_zara' },
};

describe("a workspace's own provider account", () => {
  let provider: StandInProvider;
  let t: TestApp;
  let first: Awaited<ReturnType<typeof signUpUser>>;
  let second: Awaited<ReturnType<typeof signUpUser>>;

  const as = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const placeDemoCall = (token: string) => as(token, 'POST', '/demo-call/calls', demoCall);
  const lastPlaced = () => ({
    key: provider.requests.filter((request) => request.path === '/v2/create-phone-call').at(-1)?.key,
    body: provider.placedCalls.at(-1),
  });

  beforeAll(async () => {
    provider = await startStandInProvider([ENV_KEY, OWN_KEY]);
    t = await createTestApp(placingCallsEnv(provider, ENV_KEY, 'zara_screening=agent_env_zara'));
    first = await signUpUser(t.app);
    second = await signUpUser(t.app, { email: 'second-provider@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('leaves a second workspace without calls until it sets its own account', async () => {
    const refused = await placeDemoCall(second.token);
    expect([refused.statusCode, refused.json().error_message]).toEqual([409, demoCallMessages.providerElsewhere]);
    const shown = (await as(second.token, 'GET', apiPaths.integrations)).json().data.provider_account;
    expect(shown).toEqual({ key_hint: null, from_number: null, call_agents: {}, uses_environment_account: false });
    const firstShown = (await as(first.token, 'GET', apiPaths.integrations)).json().data.provider_account;
    expect(firstShown).toEqual({ key_hint: null, from_number: null, call_agents: {}, uses_environment_account: true });
  });

  it('keeps the key sealed, shows its last four characters only, and records the change', async () => {
    const saved = await as(second.token, 'PUT', apiPaths.providerAccount, account);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(providerAccountMessages.saved);
    expect(saved.json().data.provider_account).toEqual({
      key_hint: '9876',
      from_number: '+14155550199',
      call_agents: { zara_screening: 'agent_second_zara' },
      uses_environment_account: false,
    });
    expect(saved.body).not.toContain(OWN_KEY);
    const read = await as(second.token, 'GET', apiPaths.integrations);
    expect(read.body).not.toContain(OWN_KEY);
    expect(read.json().data.provider_account.key_hint).toBe('9876');

    const [stored] = rowsOf<{ api_key: string | null; api_key_sealed: string }>(
      await t.database.db.execute(
        sql`select api_key, api_key_sealed from agent_provider_connections where workspace_id = ${second.client_id}`,
      ),
    );
    expect(stored?.api_key).toBeNull();
    expect(stored?.api_key_sealed).toMatch(/^v1\./);
    expect(stored?.api_key_sealed).not.toContain(OWN_KEY);
    expect(stored?.api_key_sealed).not.toContain(OWN_KEY.slice(4, 20));

    const events = (await as(second.token, 'GET', '/workspaces/current/audit?action=provider_account_set')).json().data
      .events as AuditEvent[];
    expect(events[0]).toMatchObject({ actor_email: 'second-provider@example.com' });
    expect(events[0]?.details).toMatchObject({ key_hint: '9876', from_number: '+14155550199' });
    expect(JSON.stringify(events)).not.toContain(OWN_KEY);
  });

  it("places the second workspace's calls with its own account; the first still uses the environment's", async () => {
    const placed = await placeDemoCall(second.token);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(lastPlaced()).toEqual({
      key: OWN_KEY,
      body: expect.objectContaining({ from_number: '+14155550199', override_agent_id: 'agent_second_zara' }),
    });
    const firsts = await placeDemoCall(first.token);
    expect(firsts.statusCode, firsts.body).toBe(201);
    expect(lastPlaced()).toEqual({
      key: ENV_KEY,
      body: expect.objectContaining({ from_number: '+14155550100', override_agent_id: 'agent_env_zara' }),
    });
  });

  it("syncs the workspace's agents with its own key", async () => {
    provider.agentsByKey.set(OWN_KEY, [{ agent_id: 'agent_second_zara', agent_name: 'Second Zara' }]);
    const synced = await as(second.token, 'POST', apiPaths.agentProviderSync);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(provider.requests.at(-1)).toEqual({ path: '/list-agents', key: OWN_KEY });
    const agents = (await as(second.token, 'GET', apiPaths.agents)).json().data as { agent_name: string }[];
    expect(agents.map((agent) => agent.agent_name)).toContain('Second Zara');
  });

  it('changes the number and agents without the key, and refuses what is not well formed (400)', async () => {
    const kept = await as(second.token, 'PUT', apiPaths.providerAccount, {
      from_number: '+14155550177',
      call_agents: { zara_screening: 'agent_second_zara', loan_qualification: 'agent_loan2' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.provider_account.key_hint).toBe('9876');
    const refusals: [object, string][] = [
      [{ ...account, from_number: '4155550199' }, `from_number: ${providerAccountMessages.fromNumber}`],
      [{ ...account, from_number: '+1 000' }, `from_number: ${providerAccountMessages.fromNumber}`],
      [{ ...account, api_key: 'short' }, `api_key: ${providerAccountMessages.apiKey}`],
    ];
    for (const [payload, message] of refusals) {
      const response = await as(second.token, 'PUT', apiPaths.providerAccount, payload);
      expect([response.statusCode, response.json().error_message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const unknownType = await as(second.token, 'PUT', apiPaths.providerAccount, {
      ...account,
      call_agents: { cold_call: 'agent_x' },
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('does not keep a key the provider refuses (422), nor a number without any key (422)', async () => {
    const refused = await as(second.token, 'PUT', apiPaths.providerAccount, {
      ...account,
      api_key: 'key_the_provider_refuses_000',
    });
    expect(refused.statusCode).toBe(422);
    expect((await as(second.token, 'GET', apiPaths.integrations)).json().data.provider_account.key_hint).toBe('9876');
    const third = await signUpUser(t.app);
    const noKey = await as(third.token, 'PUT', apiPaths.providerAccount, { ...account, api_key: undefined });
    expect([noKey.statusCode, noKey.json().error_message]).toEqual([
      422,
      "Give the provider's API key: this workspace has none of its own yet.",
    ]);
  });

  it('refuses members and viewers (403); another workspace never sees or changes this account', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: second.client_id, role });
      expect((await as(token, 'PUT', apiPaths.providerAccount, account)).statusCode).toBe(403);
      expect((await as(token, 'DELETE', apiPaths.providerAccount)).statusCode).toBe(403);
    }
    const other = await signUpUser(t.app);
    expect((await as(other.token, 'DELETE', apiPaths.providerAccount)).statusCode).toBe(404);
    expect((await as(other.token, 'GET', apiPaths.integrations)).json().data.provider_account.key_hint).toBeNull();
    expect((await as(second.token, 'GET', apiPaths.integrations)).json().data.provider_account.key_hint).toBe('9876');
  });

  it('clears the key: the workspace places no calls again, and the clearing is recorded', async () => {
    const cleared = await as(second.token, 'DELETE', apiPaths.providerAccount);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toBe(providerAccountMessages.cleared);
    expect(cleared.json().data.provider_account.key_hint).toBeNull();
    expect((await placeDemoCall(second.token)).statusCode).toBe(409);
    const events = (await as(second.token, 'GET', '/workspaces/current/audit?action=provider_account_cleared')).json()
      .data.events as AuditEvent[];
    expect(events).toHaveLength(1);
    expect((await as(second.token, 'DELETE', apiPaths.providerAccount)).statusCode).toBe(404);
  });
});
