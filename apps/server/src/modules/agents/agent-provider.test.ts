import { sql } from 'drizzle-orm';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

// #15 item 1: the provider's own agents, imported and kept in sync through its list-agents API with
// the key an admin gives (a stand-in provider here); nothing is called without a key.
const KEY = 'key_live_3f9c0a1b2c3d4e5f';
let provider: StandInProvider;
let t: TestApp;
let owner: string;
let workspaceId: string;

type Agent = {
  agent_id: string;
  agent_name: string;
  origin: string;
  needs_review: boolean;
  provider_record: Record<string, unknown> | null;
};

beforeAll(async () => {
  provider = await startStandInProvider([KEY]);
  // The periodic sync is driven by hand below (deliverDue), not by its timer.
  t = await createTestApp({
    RETELL_API_BASE_URL: provider.baseUrl,
    AGENT_SYNC_POLL_MS: '3600000',
    AGENT_SYNC_INTERVAL_MS: '60000',
  });
  owner = (await signUpUser(t.app)).token;
  workspaceId = await workspaceOf(t.app, owner);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const agentsOf = async (token: string) => (await call('GET', '/api/agents', token)).json().data as Agent[];
const record = (id: string, name: string | null, extra: Record<string, unknown> = {}) => ({
  agent_id: id,
  agent_name: name,
  voice_id: '11labs-Adrian',
  language: 'en-US',
  last_modification_timestamp: 1_700_000_000_000,
  ...extra,
});

describe('without a key', () => {
  it('calls nothing, not even the periodic sync; the connection reads as not connected and Sync now is refused', async () => {
    expect((await call('GET', '/api/agent-provider', owner)).json().data).toEqual({
      connected: false,
      from_environment: false,
      key_hint: null,
      connected_at: null,
      synced_at: null,
      sync_error: null,
    });
    const sync = await call('POST', '/api/agent-provider/sync', owner);
    expect(sync.statusCode).toBe(409);
    expect(sync.json().error_message).toBe('The provider is not connected: give its API key first.');
    await t.app.agentSync.deliverDue();
    expect(provider.requests).toEqual([]);
  });
});

describe('connecting', () => {
  it('refuses a key the provider refuses (422) and keeps nothing; a malformed key is 400 before any call', async () => {
    const wrong = await call('PUT', '/api/agent-provider', owner, { api_key: 'key_wrong_000000000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error_message).toBe(
      'The provider refused this API key. Check the key in your provider account and try again.',
    );
    expect(provider.requests).toEqual([{ path: '/list-agents', key: 'key_wrong_000000000000' }]);
    expect((await call('GET', '/api/agent-provider', owner)).json().data.connected).toBe(false);
    const before = provider.requests.length;
    for (const api_key of ['short', 'has a space in it 12345', ''])
      expect((await call('PUT', '/api/agent-provider', owner, { api_key })).statusCode, api_key).toBe(400);
    expect(provider.requests.length).toBe(before);
  });

  it("imports the provider's agents (the latest version of each), names an unreviewed agent first seen in a call, and never sends the key back", async () => {
    // A call from an agent the workspace does not know yet: created on the spot, to review.
    const imported = await importThroughApi(t.app, owner, [
      {
        call_id: 'provider-sync-1',
        call_type: 'phone_call',
        agent_id: 'agent_3f9c',
        call_status: 'ended',
        start_timestamp: Date.now() - 60_000,
        end_timestamp: Date.now() - 30_000,
      },
    ]);
    expect(importedCounts(imported).imported).toBe(1);
    expect((await agentsOf(owner)).find((a) => a.agent_id === 'agent_3f9c')).toMatchObject({
      agent_name: 'agent_3f9c',
      origin: 'webhook',
      needs_review: true,
    });
    provider.agents = [
      record('agent_3f9c', 'Front Desk', { version: 1 }),
      record('agent_3f9c', 'Front Desk v2', { version: 2 }),
      record('agent_b71e', null),
    ];

    const response = await call('PUT', '/api/agent-provider', owner, { api_key: KEY });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      added: 1,
      updated: 1,
      connection: { connected: true, key_hint: '…4e5f', sync_error: null },
    });
    expect(data.connection.synced_at).toEqual(expect.any(Number));
    expect(response.body).not.toContain(KEY);
    const agents = await agentsOf(owner);
    expect(agents.find((a) => a.agent_id === 'agent_3f9c')).toMatchObject({
      agent_name: 'Front Desk v2',
      origin: 'provider',
      needs_review: false,
      provider_record: { version: 2, voice_id: '11labs-Adrian' },
    });
    // No name at the provider: its id.
    expect(agents.find((a) => a.agent_id === 'agent_b71e')).toMatchObject({
      agent_name: 'agent_b71e',
      origin: 'provider',
    });
    expect(provider.requests.at(-1)).toEqual({ path: '/list-agents', key: KEY });
    const audit = await call('GET', '/api/workspaces/current/audit?action=agent_provider_connected', owner);
    expect(audit.body).not.toContain(KEY);
    expect(audit.json().data.events).toEqual([
      expect.objectContaining({
        action: 'agent_provider_connected',
        details: { key_hint: '…4e5f', added: 1, updated: 1 },
      }),
    ]);
  });

  it('Sync now brings in new agents and new records; a name an admin gave stays', async () => {
    expect((await call('PATCH', '/api/agents/agent_b71e', owner, { agent_name: 'Billing line' })).statusCode).toBe(200);
    provider.agents = [
      record('agent_3f9c', 'Front Desk v3', { version: 3 }),
      record('agent_b71e', 'Provider name'),
      record('agent_new', 'Collections'),
    ];
    const response = await call('POST', '/api/agent-provider/sync', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ added: 1, updated: 2 });
    const agents = await agentsOf(owner);
    expect(agents.find((a) => a.agent_id === 'agent_b71e')).toMatchObject({
      agent_name: 'Billing line',
      provider_record: { agent_name: 'Provider name' },
    });
    // A name set from the provider before (reviewed since) is the admin's now: it stays too.
    expect(agents.find((a) => a.agent_id === 'agent_3f9c')).toMatchObject({
      agent_name: 'Front Desk v2',
      provider_record: { version: 3 },
    });
    expect(agents.find((a) => a.agent_id === 'agent_new')).toMatchObject({
      agent_name: 'Collections',
      origin: 'provider',
    });
  });
});

describe('the periodic sync', () => {
  it('syncs a connected workspace when due, once, and keeps a failure on the connection without losing the key', async () => {
    const due = () =>
      t.database.db.execute(
        sql`UPDATE agent_provider_connections SET next_sync_at = now() - interval '1 second' WHERE workspace_id = ${workspaceId}`,
      );
    provider.agents = [...provider.agents, record('agent_periodic', 'Night line')];
    await due();
    const before = provider.requests.length;
    expect(await t.app.agentSync.deliverDue()).toBe(1);
    expect(provider.requests.length).toBe(before + 1);
    expect((await agentsOf(owner)).map((a) => a.agent_id)).toContain('agent_periodic');
    // Not due again until its interval has passed.
    expect(await t.app.agentSync.deliverDue()).toBe(0);

    provider.failWith = 500;
    await due();
    expect(await t.app.agentSync.deliverDue()).toBe(1);
    const connection = (await call('GET', '/api/agent-provider', owner)).json().data;
    expect(connection).toMatchObject({
      connected: true,
      sync_error: 'The provider could not list its agents (status 500). Please try again later.',
    });
    const manual = await call('POST', '/api/agent-provider/sync', owner);
    expect(manual.statusCode).toBe(502);
    expect(manual.json().error_message).toBe(
      'The provider could not list its agents (status 500). Please try again later.',
    );
    provider.failWith = null;
    expect((await call('POST', '/api/agent-provider/sync', owner)).json().data.connection.sync_error).toBeNull();
  });
});

describe('who may', () => {
  it('is for admins: a viewer gets 403 on every provider route; another workspace has its own, unconnected provider', async () => {
    const viewer = await addWorkspaceMember(t, { workspaceId, role: 'viewer' });
    for (const [method, url] of [
      ['GET', '/api/agent-provider'],
      ['PUT', '/api/agent-provider'],
      ['DELETE', '/api/agent-provider'],
      ['POST', '/api/agent-provider/sync'],
    ] as const) {
      expect(
        (await call(method, url, viewer.token, method === 'PUT' ? { api_key: KEY } : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const other = (await signUpUser(t.app)).token;
    expect((await call('GET', '/api/agent-provider', other)).json().data.connected).toBe(false);
    expect((await call('POST', '/api/agent-provider/sync', other)).statusCode).toBe(409);
    expect((await agentsOf(other)).map((a) => a.agent_id)).not.toContain('agent_3f9c');
    expect((await call('GET', '/api/agents/agent_3f9c', other)).statusCode).toBe(404);
  });

  it('disconnecting forgets the key and keeps the agents; nothing is called afterwards', async () => {
    const response = await call('DELETE', '/api/agent-provider', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.connected).toBe(false);
    expect((await agentsOf(owner)).map((a) => a.agent_id)).toContain('agent_3f9c');
    const before = provider.requests.length;
    await t.database.db.execute(sql`UPDATE agent_provider_connections SET next_sync_at = now() - interval '1 second'`);
    await t.app.agentSync.deliverDue();
    expect(provider.requests.length).toBe(before);
  });
});

describe("the server's own key", () => {
  it("is the first workspace's once it exists: synced at once, shown as the environment's, not disconnected from the page; later workspaces have none", async () => {
    const envKey = 'key_environment_00000000';
    const envProvider = await startStandInProvider([envKey]);
    envProvider.agents = [record('agent_env', 'Environment agent')];
    const app = await createTestApp({
      RETELL_API_KEY: envKey,
      RETELL_API_BASE_URL: envProvider.baseUrl,
      AGENT_SYNC_POLL_MS: '3600000',
    });
    try {
      // No workspace yet: nothing to connect, nothing called.
      await app.app.agentSync.deliverDue();
      expect(envProvider.requests).toEqual([]);
      const first = (await signUpUser(app.app)).token;
      const second = (await signUpUser(app.app)).token;
      expect(await app.app.agentSync.deliverDue()).toBe(1);
      expect(envProvider.requests).toEqual([{ path: '/list-agents', key: envKey }]);
      const get = (token: string, url: string) => app.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect((await get(first, '/api/agent-provider')).json().data).toMatchObject({
        connected: true,
        from_environment: true,
        key_hint: '…0000',
        sync_error: null,
      });
      expect(((await get(first, '/api/agents')).json().data as Agent[]).map((a) => a.agent_id)).toEqual(['agent_env']);
      expect((await get(second, '/api/agent-provider')).json().data.connected).toBe(false);
      const disconnect = await app.app.inject({ method: 'DELETE', url: '/api/agent-provider', headers: bearer(first) });
      expect(disconnect.statusCode).toBe(409);
      expect(disconnect.json().error_message).toBe(
        "This key is the server's own (RETELL_API_KEY): unset it there, or connect a key of the workspace's own.",
      );
    } finally {
      await app.close();
      await envProvider.close();
    }
  });
});
