import type { ProviderCall, StoredCallMeasures } from '@agentdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { callMeasures } from '../../db/schema.ts';
import { createCallMeasurer } from '../../workers/call-measurer.ts';
import { bearer } from '../../test/test-app.ts';
import { baseCall, openTwoWorkspaces, postCallEvent, type TwoWorkspaces } from './call-fixtures.ts';
import { forgetCalls, measureWaitingCalls, MEASURES_VERSION } from './index.ts';

// Issue #29 item 1: every call's quality measures, computed by the call measurer as calls arrive and
// kept beside them. The worker's timer is slowed down, so what each test sees is the kick or the drain it runs.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openTwoWorkspaces({ CALL_MEASURE_POLL_MS: '600000' }));
});
afterAll(() => t.close());

const words = (text: string, start: number) =>
  text.split(' ').map((word, index) => ({ word, start: start + index * 0.3, end: start + index * 0.3 + 0.25 }));

/** An agent greeting, then the caller answering `gapSeconds` after it. */
const spokenCall = (callId: string, gapSeconds: number): ProviderCall =>
  baseCall(callId, {
    transcript_object: [
      { role: 'agent', content: 'Hello this is Zara', words: words('Hello this is Zara', 0.5) },
      { role: 'user', content: 'Hi I applied', words: words('Hi I applied', 1.65 + gapSeconds) },
    ],
  });

const deliver = async (event: string, call: ProviderCall) =>
  expect((await postCallEvent(t, { event, call })).statusCode).toBe(204);

const getMeasures = (token: string, callId: string) =>
  t.app.inject({ method: 'GET', url: `/api/call/calls/${callId}/measures`, headers: bearer(token) });

const waitForMeasures = async (callId: string, isReady: (measures: StoredCallMeasures) => boolean = () => true) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await getMeasures(ownerA, callId);
    if (response.statusCode === 200 && isReady(response.json().data)) return response.json().data as StoredCallMeasures;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no measures for ${callId}`);
};

const storedRow = async (callId: string) =>
  (
    await t.database.db
      .select()
      .from(callMeasures)
      .where(and(eq(callMeasures.workspaceId, wsA), eq(callMeasures.callId, callId)))
  )[0];

/** Whether the call is in the measuring queue (undefined when the call does not exist). */
const isWaiting = async (callId: string) =>
  rowsOf<{ waiting: boolean }>(
    await t.database.db.execute(sql`select exists (select 1 from call_measure_queue q
      where q.workspace_id = c.workspace_id and q.call_id = c.call_id) as waiting
      from calls c where c.workspace_id = ${wsA} and c.call_id = ${callId}`),
  )[0]?.waiting;

describe('call measures', () => {
  it('measures a call that arrives with a transcript, and the API answers them', async () => {
    await deliver('call_ended', spokenCall('m_arrives', 7));
    const measures = await waitForMeasures('m_arrives');
    expect(measures.measures_version).toBe(MEASURES_VERSION);
    expect(Date.parse(measures.computed_at)).not.toBeNaN();
    expect(measures.dead_air).toHaveLength(1);
    expect(measures.dead_air[0]).toMatchObject({ after_turn_index: 0 });
    expect(measures.talk_share).not.toBeNull();
    expect(await isWaiting('m_arrives')).toBe(false);
  });

  it('answers 404 to another workspace, as for any call of it', async () => {
    await waitForMeasures('m_arrives');
    const response = await getMeasures(ownerB, 'm_arrives');
    expect(response.statusCode).toBe(404);
    expect(response.json().error_message).toMatch(/not found/);
  });

  it('stores nothing for a call without a transcript, and says why', async () => {
    await deliver('call_ended', baseCall('m_silent'));
    await t.app.callMeasurer.deliverDue();
    expect(await storedRow('m_silent')).toBeUndefined();
    expect(await isWaiting('m_silent')).toBe(false);
    const response = await getMeasures(ownerA, 'm_silent');
    expect(response.statusCode).toBe(404);
    expect(response.json().error_message).toMatch(/no transcript/);
  });

  it('computes the measures again when the transcript changes, keeping one row', async () => {
    await deliver('call_ended', spokenCall('m_changed', 8));
    expect((await waitForMeasures('m_changed')).dead_air).toHaveLength(1);
    await deliver('call_analyzed', spokenCall('m_changed', 0.5));
    const changed = await waitForMeasures('m_changed', (measures) => measures.dead_air.length === 0);
    expect(changed.longest_silence?.seconds).toBeLessThan(1);
    const rows = await t.database.db.select().from(callMeasures).where(eq(callMeasures.callId, 'm_changed'));
    expect(rows).toHaveLength(1);
  });

  it('computes again what older rules computed, once a process with newer rules starts', async () => {
    await deliver('call_ended', spokenCall('m_outdated', 6));
    await waitForMeasures('m_outdated');
    await t.database.db
      .update(callMeasures)
      .set({ measuresVersion: MEASURES_VERSION - 1, measures: { stale: true } as never })
      .where(eq(callMeasures.callId, 'm_outdated'));
    expect((await getMeasures(ownerA, 'm_outdated')).json().error_message).toMatch(/not computed yet/);
    // A process that starts (here, a second measurer) marks the outdated calls and measures them.
    const restarted = createCallMeasurer({ db: t.database.db, log: t.app.log, pollMs: 600_000 });
    expect(await restarted.deliverDue()).toBeGreaterThanOrEqual(1);
    await restarted.stop();
    const measures = await waitForMeasures('m_outdated');
    expect(measures.measures_version).toBe(MEASURES_VERSION);
    expect(measures.dead_air).toHaveLength(1);
  });

  it('keeps the queue in the database: calls stored while no measurer runs are measured once one starts', async () => {
    await t.app.callMeasurer.stop();
    try {
      await deliver('call_ended', spokenCall('m_while_down_1', 6));
      await deliver('call_analyzed', spokenCall('m_while_down_2', 0.4));
      expect(await storedRow('m_while_down_1')).toBeUndefined();
      expect(await isWaiting('m_while_down_1')).toBe(true);
      expect((await getMeasures(ownerA, 'm_while_down_2')).json().error_message).toMatch(/not computed yet/);
    } finally {
      t.app.callMeasurer.start();
    }
    expect((await waitForMeasures('m_while_down_1')).dead_air).toHaveLength(1);
    expect((await waitForMeasures('m_while_down_2')).dead_air).toHaveLength(0);
  });

  it('measures a call that just arrived before a backlog that waited longer', async () => {
    await t.app.callMeasurer.stop();
    try {
      for (const n of [1, 2, 3]) await deliver('call_analyzed', spokenCall(`m_backlog_${n}`, 6));
      await t.database.db.execute(sql`update call_measure_queue set queued_at = now() - interval '1 hour'
        where workspace_id = ${wsA} and call_id like 'm_backlog_%'`);
      await deliver('call_analyzed', spokenCall('m_live', 6));
      expect((await measureWaitingCalls(t.database.db, { batchSize: 1 }))?.measured).toBe(1);
      expect(await storedRow('m_live')).toBeDefined();
      for (const n of [1, 2, 3]) expect(await isWaiting(`m_backlog_${n}`)).toBe(true);
    } finally {
      t.app.callMeasurer.start();
    }
    for (const n of [1, 2, 3]) await waitForMeasures(`m_backlog_${n}`);
  });

  it('is idempotent: measuring a call twice leaves one row', async () => {
    await waitForMeasures('m_arrives');
    await t.database.db.execute(
      sql`insert into call_measure_queue (workspace_id, call_id) values (${wsA}, 'm_arrives') on conflict do nothing`,
    );
    expect(await t.app.callMeasurer.deliverDue()).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(callMeasures).where(eq(callMeasures.callId, 'm_arrives'));
    expect(rows).toHaveLength(1);
  });

  it('keeps going past a call whose transcript cannot be read, without trying it again', async () => {
    await deliver('call_ended', spokenCall('m_broken', 6));
    await waitForMeasures('m_broken');
    // What no provider sends and the webhook would refuse: words that are not a list.
    await t.database.db.execute(
      sql`update calls set record = jsonb_set(record, '{transcript_object}', '[{"role":"agent","content":"Hi","words":5}]')
        where workspace_id = ${wsA} and call_id = 'm_broken'`,
    );
    await deliver('call_ended', spokenCall('m_after_broken', 6));
    await t.app.callMeasurer.deliverDue();
    expect(await isWaiting('m_broken')).toBe(false);
    expect(await storedRow('m_after_broken')).toMatchObject({ measuresVersion: MEASURES_VERSION });
    const broken = await storedRow('m_broken');
    // Either the rules read past the bad words or the failure is kept: never a retry loop.
    expect(broken?.measures !== null || broken?.failure !== null).toBe(true);
    expect(await t.app.callMeasurer.deliverDue()).toBe(0);
  });

  it('removes the measures with an erased call, and with an anonymised one until they are computed again', async () => {
    await deliver('call_ended', spokenCall('m_erased', 6));
    await deliver('call_ended', spokenCall('m_anonymised', 6));
    await waitForMeasures('m_erased');
    await waitForMeasures('m_anonymised');
    // The drain the deliveries kicked ends first: its last look would otherwise measure the anonymised call at once.
    await t.app.callMeasurer.deliverDue();
    await t.database.db.transaction(async (tx) => {
      const redact = (text: string) => text.replace(/Zara/g, '[name]');
      await forgetCalls(tx, { workspaceId: wsA, callIds: ['m_erased'], choice: 'erase', redact });
      await forgetCalls(tx, { workspaceId: wsA, callIds: ['m_anonymised'], choice: 'anonymise', redact });
    });
    expect(await storedRow('m_erased')).toBeUndefined();
    expect(await storedRow('m_anonymised')).toBeUndefined();
    expect(await isWaiting('m_anonymised')).toBe(true);
    await t.app.callMeasurer.deliverDue();
    expect((await storedRow('m_anonymised'))?.measures).not.toBeNull();
    expect(await storedRow('m_erased')).toBeUndefined();
  });

  // Last: it takes the first workspace away.
  it("goes with the workspace's deletion", async () => {
    const ofWorkspace = async () =>
      (await t.database.db.select().from(callMeasures).where(eq(callMeasures.workspaceId, wsA))).length;
    expect(await ofWorkspace()).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from workspaces where id = ${wsA}`);
    expect(await ofWorkspace()).toBe(0);
  });
});
