import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { addWorkspaceMember, bearer } from '../../test/test-app.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { baseCall, openTwoWorkspaces, postCallEvent, type TwoWorkspaces } from './call-fixtures.ts';
import { upsertAgents } from '../agents/index.ts';

// The workspace's agents as the product keeps them (#15 item 1; beside the calls, whose webhooks create them): created from a call's webhook when
// unknown, added by hand, renamed, reviewed, given the recruiting role; per workspace.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openTwoWorkspaces());
});
afterAll(() => t.close());

type Agent = {
  agent_id: string;
  agent_name: string;
  role: string | null;
  origin: string;
  needs_review: boolean;
  provider_record: unknown;
};
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const agentsOf = async (token: string) => (await get(token, '/api/agents')).json().data as Agent[];
const add = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/agents', headers: bearer(token), payload });
const patch = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/agents/${encodeURIComponent(id)}`, headers: bearer(token), payload });

describe("a call's unknown agent", () => {
  it("is created on the spot, named after the call's agent_name, flagged for review; the call is stored and listed", async () => {
    const call = { ...baseCall('agent-new-1', { agent_id: 'agent_3f9c01' }), agent_name: 'Front Desk (EN)' };
    const response = await postCallEvent(t, { event: 'call_started', call }, { workspace: wsA });
    expect(response.statusCode).toBe(204);
    const agent = (await agentsOf(ownerA)).find((a) => a.agent_id === 'agent_3f9c01');
    expect(agent).toEqual({
      agent_id: 'agent_3f9c01',
      agent_name: 'Front Desk (EN)',
      role: null,
      origin: 'webhook',
      needs_review: true,
      provider_record: null,
      created_at: expect.any(Number),
    });
    const list = (await get(ownerA, '/api/call/calls?period=90days&agent_id=agent_3f9c01')).json();
    expect(list.data.map((c: { call_id: string }) => c.call_id)).toEqual(['agent-new-1']);
  });

  it('is named after its id when the call has no agent_name, and a later call changes nothing an admin set', async () => {
    await postCallEvent(
      t,
      { event: 'call_started', call: baseCall('agent-new-2', { agent_id: 'agent_77aa' }) },
      { workspace: wsA },
    );
    expect((await agentsOf(ownerA)).find((a) => a.agent_id === 'agent_77aa')).toMatchObject({
      agent_name: 'agent_77aa',
      needs_review: true,
    });
    expect((await patch(ownerA, 'agent_77aa', { agent_name: 'Collections', needs_review: false })).statusCode).toBe(
      200,
    );
    const again = { ...baseCall('agent-new-3', { agent_id: 'agent_77aa' }), agent_name: 'Something else' };
    await postCallEvent(t, { event: 'call_ended', call: again }, { workspace: wsA });
    expect((await agentsOf(ownerA)).filter((a) => a.agent_id === 'agent_77aa')).toEqual([
      expect.objectContaining({ agent_name: 'Collections', needs_review: false }),
    ]);
  });

  it('is created by an import too, once per agent', async () => {
    const items = [1, 2, 3].map((n) => ({
      ...baseCall(`agent-import-${n}`, { agent_id: 'agent_import' }),
      agent_name: 'Imported agent',
    }));
    expect(importedCounts(await importThroughApi(t.app, ownerA, items)).imported).toBe(3);
    expect((await agentsOf(ownerA)).filter((a) => a.agent_id === 'agent_import')).toEqual([
      expect.objectContaining({ agent_name: 'Imported agent', origin: 'webhook', needs_review: true }),
    ]);
  });
});

describe("the provider's record of an agent", () => {
  it('names an agent first seen in a call that nobody reviewed yet, and leaves the name an admin gave alone', async () => {
    const provider = (agent_id: string, agent_name: string) => ({ ...sampleAgents[0]!, agent_id, agent_name });
    await postCallEvent(
      t,
      { event: 'call_started', call: baseCall('agent-provider-1', { agent_id: 'agent_unreviewed' }) },
      { workspace: wsA },
    );
    await upsertAgents({
      db: t.database.db,
      workspaceId: wsA,
      records: [provider('agent_unreviewed', 'Billing line'), provider('agent_77aa', 'Provider name')],
    });
    const byId = Object.fromEntries((await agentsOf(ownerA)).map((a) => [a.agent_id, a]));
    expect(byId['agent_unreviewed']).toMatchObject({
      agent_name: 'Billing line',
      origin: 'provider',
      needs_review: false,
      provider_record: expect.objectContaining({ agent_name: 'Billing line' }),
    });
    expect(byId['agent_77aa']).toMatchObject({ agent_name: 'Collections', origin: 'provider', needs_review: false });
  });
});

describe('agents an admin manages', () => {
  it('adds one by hand (201), refuses a taken id (409) and bad input (400), and gives 403 to members and viewers', async () => {
    const created = await add(ownerA, { agent_id: 'agent_sales', agent_name: '  Sales line  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      agent_id: 'agent_sales',
      agent_name: 'Sales line',
      origin: 'manual',
      needs_review: false,
      role: null,
    });
    const again = await add(ownerA, { agent_id: 'agent_sales', agent_name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error_message: "Agent 'agent_sales' already exists" });
    for (const payload of [
      { agent_id: 'has space', agent_name: 'x' },
      { agent_id: 'ok', agent_name: '' },
      { agent_id: 'ok', agent_name: 'x', extra: 1 },
      {},
    ]) {
      const bad = await add(ownerA, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error_message).toEqual(expect.any(String));
    }
    expect((await patch(ownerA, 'agent_sales', {})).statusCode).toBe(400);
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: wsA, role });
      expect((await add(token, { agent_id: `agent_${role}`, agent_name: 'x' })).statusCode, role).toBe(403);
      expect((await patch(token, 'agent_sales', { agent_name: 'Renamed' })).statusCode, role).toBe(403);
      expect((await get(token, '/api/agents/agent_sales')).statusCode, role).toBe(200);
    }
    expect((await get(ownerA, '/api/agents/agent_sales')).json().data.agent_name).toBe('Sales line');
  });

  it('moves the recruiting role: one agent of the workspace has it, giving it to another takes it from the first', async () => {
    await add(ownerA, { agent_id: 'agent_recruit_1', agent_name: 'Recruiter one', role: 'recruiting' });
    expect((await get(ownerA, '/api/agents/agent_recruit_1')).json().data.role).toBe('recruiting');
    const moved = await patch(ownerA, 'agent_sales', { role: 'recruiting' });
    expect(moved.statusCode).toBe(200);
    const roles = Object.fromEntries((await agentsOf(ownerA)).map((a) => [a.agent_id, a.role]));
    expect(Object.entries(roles).filter(([, role]) => role === 'recruiting')).toEqual([['agent_sales', 'recruiting']]);
    expect((await patch(ownerA, 'agent_sales', { role: null })).json().data.role).toBeNull();
  });

  it('records who added and changed which agent in the audit log', async () => {
    type Event = { action: string; target: string; target_id: string; details: Record<string, unknown> };
    const events = (await get(ownerA, '/api/workspaces/current/audit?limit=100')).json().data.events as Event[];
    const ofAgents = events.filter((e) => e.action === 'agent_added' || e.action === 'agent_changed').reverse();
    const entry = (fields: Partial<Event>) => expect.objectContaining(fields);
    // Each names the agent as it was then, by its id and name, with what changed.
    expect(ofAgents.slice(0, 2)).toEqual([
      entry({
        action: 'agent_changed',
        target: 'Collections',
        target_id: 'agent_77aa',
        details: { renamed_from: 'agent_77aa', reviewed: true },
      }),
      entry({ action: 'agent_added', target: 'Sales line', target_id: 'agent_sales', details: {} }),
    ]);
    const roleGiven = { action: 'agent_changed', target_id: 'agent_sales', details: { role: 'recruiting' } };
    expect(ofAgents).toContainEqual(entry(roleGiven));
    const recruiter = { target: 'Recruiter one', target_id: 'agent_recruit_1', details: { role: 'recruiting' } };
    expect(ofAgents).toContainEqual(entry({ action: 'agent_added', ...recruiter }));
  });

  it('keeps agents per workspace: another workspace lists none of them and gets 404 on each route', async () => {
    expect((await agentsOf(ownerB)).map((a) => a.agent_id)).toEqual([]);
    for (const response of [
      await get(ownerB, '/api/agents/agent_sales'),
      await patch(ownerB, 'agent_sales', { agent_name: 'Mine now' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_message: "Agent 'agent_sales' not found" });
    }
    // The same id is free in another workspace.
    expect((await add(ownerB, { agent_id: 'agent_sales', agent_name: 'B sales' })).statusCode).toBe(201);
    expect((await get(ownerA, '/api/agents/agent_sales')).json().data.agent_name).toBe('Sales line');
  });
});
