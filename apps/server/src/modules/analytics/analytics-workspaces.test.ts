import type { ProviderCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { upsertAgents } from '../agents/index.ts';
import { importCalls, ingestCallEvent } from '../calls/index.ts';
import { rebuildAllCallStats, rebuildCallStats } from './call-stats.ts';

const H = 3600_000;
const call = (id: string, o: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: id,
  agent_id: 'zara',
  direction: 'inbound',
  start_timestamp: Date.now() - 2 * H,
  duration_ms: 60_000,
  disconnection_reason: 'user_hangup',
  call_cost: { combined_cost: 10 },
  call_analysis: { call_successful: true, user_sentiment: 'Positive' },
  latency: { e2e: { values: [1000] } },
  ...o,
});

describe('analytics per workspace', () => {
  let t: TestApp;
  let ownerA: string;
  let wsA: string;
  let memberB: string;
  let wsB: string;
  beforeAll(async () => {
    t = await createTestApp();
    ownerA = (await signUpUser(t.app)).token;
    wsA = await workspaceOf(t.app, ownerA);
    memberB = (await signUpUser(t.app)).token;
    wsB = await workspaceOf(t.app, memberB);
    await upsertAgents({ db: t.database.db, workspaceId: wsA, records: sampleAgents });
    await importCalls({
      db: t.database.db,
      workspaceId: wsA,
      items: [call('x1'), call('x2', { agent_id: 'loan-qualifier' }), call('x3', { direction: 'outbound' })],
    });
  });
  afterAll(() => t.close());

  const analytics = async (token: string, query = 'period=7days&tz=UTC') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/analytics/?${query}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const aggregatesOf = async (workspaceId: string) => ({
    stats: rowsOf(
      await t.database.db.execute(
        sql`select * from call_stats where workspace_id = ${workspaceId} and calls <> 0 order by bucket, agent_id, direction`,
      ),
    ),
    reasons: rowsOf(
      await t.database.db.execute(
        sql`select * from call_stats_reasons where workspace_id = ${workspaceId} and calls <> 0 order by bucket, agent_id, direction, reason`,
      ),
    ),
    hist: rowsOf(
      await t.database.db.execute(
        sql`select * from call_latency_hist where workspace_id = ${workspaceId} and samples <> 0 order by level, bucket, agent_id, direction, metric, bin`,
      ),
    ),
  });

  it("shows another workspace none of the first one's calls, and none of its agents to filter by", async () => {
    const a = await analytics(ownerA);
    expect(a.status).toBe(200);
    expect(a.body.data.kpis.total_calls.value).toBe(3);

    const b = await analytics(memberB);
    expect(b.status).toBe(200);
    expect(b.body.total).toBe(0);
    expect(b.body.data.kpis.total_calls.value).toBe(0);
    expect(b.body.data.agents).toEqual([]);
    expect(b.body.data.disconnection_reasons).toEqual([]);
    expect(b.body.data.latency.e2e.samples).toBe(0);
    expect(b.body.data.series.every((p: { calls: number }) => p.calls === 0)).toBe(true);

    const byAgent = await analytics(memberB, 'period=7days&agent_id=zara');
    expect(byAgent.status).toBe(400);
    expect(byAgent.body.error_message).toBe("agent_id: Unknown agent 'zara'");
  });

  it('counts the same call ids apart in two workspaces, and rebuilds one without touching the other', async () => {
    const before = await aggregatesOf(wsA);
    await upsertAgents({ db: t.database.db, workspaceId: wsB, records: sampleAgents });
    await importCalls({
      db: t.database.db,
      workspaceId: wsB,
      items: [
        call('x1', { call_cost: { combined_cost: 99 } }),
        call('x2', { call_analysis: { user_sentiment: 'Negative' } }),
      ],
    });
    await ingestCallEvent({
      db: t.database.db,
      workspaceId: wsB,
      event: 'call_ended',
      call: call('x3', { direction: 'outbound', duration_ms: 5000 }),
    });

    expect(await aggregatesOf(wsA)).toEqual(before);
    const a = (await analytics(ownerA)).body.data;
    expect(a.kpis.total_calls.value).toBe(3);
    expect(a.kpis.total_cost.value).toBe(30);
    const b = (await analytics(memberB)).body.data;
    expect(b.kpis.total_calls.value).toBe(3);
    expect(b.kpis.total_cost.value).toBe(119);
    expect(b.sentiment).toMatchObject({ positive: 2, negative: 1 });

    const incrementalB = await aggregatesOf(wsB);
    await t.database.db.execute(sql`update call_stats set calls = calls + 100 where workspace_id = ${wsB}`);
    expect(await rebuildCallStats({ db: t.database.db, workspaceId: wsB })).toEqual({ calls: 3 });
    expect(await aggregatesOf(wsB)).toEqual(incrementalB);
    expect(await aggregatesOf(wsA)).toEqual(before);

    await rebuildAllCallStats({ db: t.database.db });
    expect(await aggregatesOf(wsA)).toEqual(before);
    expect(await aggregatesOf(wsB)).toEqual(incrementalB);
  });

  it('lets a viewer read the analytics of their workspace', async () => {
    const viewer = await addWorkspaceMember(t, { workspaceId: wsA, role: 'viewer' });
    const response = await analytics(viewer.token);
    expect(response.status).toBe(200);
    expect(response.body.data.kpis.total_calls.value).toBe(3);
  });
});
