import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDatabase } from '../../seed/seed.ts';
import { SYNTHETIC_DOCUMENT_COUNT } from '../../seed/onboarding-synthetic.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

describe('agents and the sample data set', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const report = await seedDatabase({ db: t.database.db, passwordCost: 10 });
    expect(report).toMatchObject({
      demoUser: true,
      agents: 4,
      qaScorecards: 4,
      calls: 400,
      knowledgeBases: 2,
      onboardingDocuments: SYNTHETIC_DOCUMENT_COUNT,
      jobs: 12,
      candidates: 42,
    });
    // The sample data set fills the demo account's workspace.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    token = login.json().data.token;
  });
  afterAll(() => t.close());

  it('lists the sample agents with the SPEC §9 defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/agents', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const agents = response.json().data as { agent_id: string }[];
    expect(agents.map((a) => a.agent_id).sort()).toEqual(['loan-documents', 'loan-qualifier', 'pos-qualifier', 'zara']);
    const zara = (await t.app.inject({ method: 'GET', url: '/api/agents/zara', headers: bearer(token) })).json().data;
    // The product's agent, the sample workspace's recruiting agent, with the provider's record.
    expect(zara).toMatchObject({ agent_id: 'zara', role: 'recruiting', origin: 'provider', needs_review: false });
    expect(agents.filter((a) => (a as { role?: string }).role === 'recruiting').map((a) => a.agent_id)).toEqual([
      'zara',
    ]);
    expect(zara.provider_record).toMatchObject({
      agent_id: 'zara',
      reminder_trigger_ms: 10000,
      reminder_max_count: 2,
      end_call_after_silence_ms: 600000,
      max_call_duration_ms: 3600000,
      voicemail_detection_timeout_ms: 30000,
      begin_message_delay_ms: 1000,
      ring_duration_ms: 30000,
      backchannel_frequency: 0.9,
      language: 'en-US',
      stt_mode: 'fast',
      post_call_analysis_model: 'gpt-4o-mini',
    });
  });

  it('seeds 400 calls over 90 days for every agent, a few with recordings, and only once', async () => {
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/call/calls?${query}`, headers: bearer(token) }).then((r) => r.json());
    expect((await list(`from=0&to=${Date.now()}&limit=1`)).total).toBe(400);
    // "Last 90 days" starts at midnight 89 days ago; the sample spans exactly 90×24 h before now.
    expect((await list('period=90days&limit=1')).total).toBeGreaterThan(390);
    for (const agent of ['zara', 'loan-qualifier', 'loan-documents', 'pos-qualifier']) {
      expect((await list(`period=90days&agent_id=${agent}&limit=1`)).total, agent).toBeGreaterThan(30);
    }
    const recent = (await list('period=90days&limit=200')).data as { has_recording: boolean }[];
    expect(recent.filter((c) => c.has_recording).length).toBe(5);
    expect(await seedDatabase({ db: t.database.db, passwordCost: 10 })).toEqual({
      demoUser: false,
      agents: 0,
      qaScorecards: 0,
      calls: 0,
      inbox: { mails: 0, chats: 0, whatsappCalls: 0 },
      knowledgeBases: 0,
      onboardingDocuments: 0,
      jobs: 0,
      candidates: 0,
      interviews: 0,
    });
  });

  it('keeps agents per workspace: another workspace sees none of them and gets 404 for their ids; a viewer reads them', async () => {
    const other = (await signUpUser(t.app)).token;
    const list = await t.app.inject({ method: 'GET', url: '/api/agents', headers: bearer(other) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 0, data: [] });
    const one = await t.app.inject({ method: 'GET', url: '/api/agents/zara', headers: bearer(other) });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ error_message: "Agent 'zara' not found" });

    const viewer = await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, token), role: 'viewer' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/agents', headers: bearer(viewer.token) })).json().total,
    ).toBe(4);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/agents/zara', headers: bearer(viewer.token) })).statusCode,
    ).toBe(200);
  });
});
