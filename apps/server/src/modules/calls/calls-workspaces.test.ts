import { and, count, eq } from 'drizzle-orm';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEvents, calls } from '../../db/schema.ts';
import { addWorkspaceMember, bearer } from '../../test/test-app.ts';
import { baseCall, openTwoWorkspaces, postCallEvent, readingFixtures, type TwoWorkspaces } from './call-fixtures.ts';

// Two workspaces on one server: A, the first, holds the reading fixtures; B is another business.
let { t, ownerA, wsA, ownerB, wsB } = {} as TwoWorkspaces;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB, wsB } = await openTwoWorkspaces());
  for (const call of readingFixtures())
    expect((await postCallEvent(t, { event: 'call_analyzed', call })).statusCode).toBe(204);
  expect(
    (
      await postCallEvent(t, {
        event: 'call_ended',
        call: baseCall('audio_a', { recording_url: 'recording:zara-screening.ogg' }),
      })
    ).statusCode,
  ).toBe(204);
});
afterAll(() => t.close());

const inject = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const rowOf = async (workspaceId: string, callId: string) =>
  (
    await t.database.db
      .select()
      .from(calls)
      .where(and(eq(calls.workspaceId, workspaceId), eq(calls.callId, callId)))
  )[0];
const rowsIn = async (workspaceId: string) =>
  (await t.database.db.select({ n: count() }).from(calls).where(eq(calls.workspaceId, workspaceId)))[0]!.n;
const idsOf = (body: { data: { call_id: string }[] }) => body.data.map((c) => c.call_id);

describe("another workspace's member", () => {
  it("lists none of the first workspace's calls, on any page, with any filter", async () => {
    expect((await inject(ownerA, 'GET', '/api/call/calls?from=0&limit=200')).json().total).toBe(6);
    const list = await inject(ownerB, 'GET', '/api/call/calls?from=0&limit=200');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 0, data: [], next_cursor: null });
    for (const query of ['agent_id=zara', 'search=backend', 'sentiment=negative', 'period=90days']) {
      expect((await inject(ownerB, 'GET', `/api/call/calls?from=0&${query}`)).json().total, query).toBe(0);
    }
    // A cursor handed out in A is only a position: in B it pages B's calls.
    const cursor = (await inject(ownerA, 'GET', '/api/call/calls?from=0&limit=1')).json().next_cursor as string;
    expect((await inject(ownerB, 'GET', `/api/call/calls?from=0&limit=1&cursor=${cursor}`)).json().data).toEqual([]);
  });

  it("gets 404 reading or updating the first workspace's calls, and writes nothing", async () => {
    const before = await rowOf(wsA, 'r_zara_in_pos');
    const read = await inject(ownerB, 'GET', '/api/call/calls/r_zara_in_pos');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error_message: "Call 'r_zara_in_pos' not found" });
    const update = await inject(ownerB, 'PATCH', '/api/call/calls/r_zara_in_pos', {
      notes: 'Not yours',
      end_reason: 'completed',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().error_message).toEqual(expect.any(String));
    // Even with nothing to change: the call is not found before the change is judged.
    expect((await inject(ownerB, 'PATCH', '/api/call/calls/r_zara_in_pos', {})).statusCode).toBe(404);
    expect(await rowOf(wsA, 'r_zara_in_pos')).toEqual(before);
    expect(await rowsIn(wsB)).toBe(0);
  });

  it("exports none of the first workspace's calls", async () => {
    const response = await inject(ownerB, 'GET', '/api/call/calls/export?from=0');
    expect(response.statusCode).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(response.body.trim(), { header: true });
    expect(parsed.meta.fields).toContain('call_id');
    expect(parsed.data).toEqual([]);
  });

  it("imports and receives calls of the same ids as the first workspace's without touching them", async () => {
    const before = await rowOf(wsA, 'r_zara_in_pos');
    const eventsBefore = (
      await t.database.db.select({ n: count() }).from(callEvents).where(eq(callEvents.workspaceId, wsA))
    )[0]!.n;
    const items = [
      baseCall('r_zara_in_pos', { agent_id: 'b-agent', call_analysis: { call_summary: 'B version' } }),
      baseCall('b_only'),
    ];
    const imported = await importThroughApi(t.app, ownerB, items);
    expect(importedCounts(imported)).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 0 });

    expect(await rowOf(wsA, 'r_zara_in_pos')).toEqual(before);
    expect(
      (await t.database.db.select({ n: count() }).from(callEvents).where(eq(callEvents.workspaceId, wsA)))[0]!.n,
    ).toBe(eventsBefore);
    expect((await inject(ownerB, 'GET', '/api/call/calls/r_zara_in_pos')).json().data).toMatchObject({
      agent_id: 'b-agent',
      call_analysis: { call_summary: 'B version' },
    });
    expect((await inject(ownerA, 'GET', '/api/call/calls/r_zara_in_pos')).json().data).toMatchObject({
      agent_id: 'zara',
      call_analysis: { call_summary: 'Candidate screening' },
    });
    expect(idsOf((await inject(ownerA, 'GET', '/api/call/calls?from=0&limit=200')).json())).not.toContain('b_only');
    expect(idsOf((await inject(ownerB, 'GET', '/api/call/calls?from=0&limit=200')).json()).sort()).toEqual([
      'b_only',
      'r_zara_in_pos',
    ]);

    // B writes a note on its own call of that id: A's stays as it was.
    expect((await inject(ownerB, 'PATCH', '/api/call/calls/r_zara_in_pos', { notes: 'B note' })).statusCode).toBe(200);
    expect((await rowOf(wsA, 'r_zara_in_pos'))?.notes).toBe(before?.notes);
  });
});

describe('recording links', () => {
  it("serve the workspace's own call only: the signature binds the workspace", async () => {
    const urlA = (await inject(ownerA, 'GET', '/api/call/calls/audio_a')).json().data.recording_url as string;
    expect(urlA).toContain(`workspace=${wsA}`);
    expect((await t.app.inject({ method: 'GET', url: urlA })).statusCode).toBe(200);
    // B holds a call of the same id (with another recording): A's link, pointed at B, is refused.
    await importThroughApi(t.app, ownerB, [baseCall('audio_a', { recording_url: 'recording:loan-documents.ogg' })]);
    const forged = await t.app.inject({ method: 'GET', url: urlA.replace(wsA, wsB) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error_message).toBe('This recording link is invalid or has expired');
    // B's own link serves B's file, and A's still serves A's.
    const urlB = (await inject(ownerB, 'GET', '/api/call/calls/audio_a')).json().data.recording_url as string;
    expect(urlB).toContain(`workspace=${wsB}`);
    const fileB = await t.app.inject({ method: 'GET', url: urlB });
    const fileA = await t.app.inject({ method: 'GET', url: urlA });
    expect(fileB.statusCode).toBe(200);
    expect(fileB.rawPayload.equals(fileA.rawPayload)).toBe(false);
    // Without its workspace a call id names no recording; without a signature nothing is served.
    const unnamed = await t.app.inject({ method: 'GET', url: urlA.replace(`&workspace=${wsA}`, '') });
    expect(unnamed.statusCode).toBe(404);
    expect(unnamed.json().error_message).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/api/recordings/audio_a' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/recordings/audio_a?workspace=${wsA}` })).statusCode).toBe(
      401,
    );
  });
});

describe('roles', () => {
  it('lets a viewer read calls but not update or import them (403, nothing written)', async () => {
    const viewer = (await addWorkspaceMember(t, { workspaceId: wsA, role: 'viewer' })).token;
    expect((await inject(viewer, 'GET', '/api/call/calls?from=0')).json().total).toBeGreaterThan(0);
    expect((await inject(viewer, 'GET', '/api/call/calls/r_zara_out_neg')).statusCode).toBe(200);
    const before = await rowOf(wsA, 'r_zara_out_neg');
    const count = await rowsIn(wsA);
    const update = await inject(viewer, 'PATCH', '/api/call/calls/r_zara_out_neg', { notes: 'viewer was here' });
    expect(update.statusCode).toBe(403);
    expect(update.json().error_message).toEqual(expect.any(String));
    const imported = await importThroughApi(t.app, viewer, [baseCall('viewer_import')]);
    expect(imported.statusCode).toBe(403);
    expect('body' in imported && imported.body.error_message).toEqual(expect.any(String));
    expect(await rowOf(wsA, 'r_zara_out_neg')).toEqual(before);
    expect(await rowsIn(wsA)).toBe(count);
  });

  it('keeps the CSV export to admins and owners', async () => {
    for (const role of ['viewer', 'member'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: wsA, role });
      const response = await inject(token, 'GET', '/api/call/calls/export?from=0');
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error_message, role).toEqual(expect.any(String));
    }
    const admin = await addWorkspaceMember(t, { workspaceId: wsA, role: 'admin' });
    const response = await inject(admin.token, 'GET', '/api/call/calls/export?from=0&agent_id=zara');
    expect(response.statusCode).toBe(200);
    expect(
      Papa.parse<Record<string, string>>(response.body.trim(), { header: true }).data.map((r) => r['call_id']),
    ).toContain('r_zara_in_pos');
    // The export is in the workspace's audit log (and only there), with who made it and its filters.
    const exportsOf = async (token: string) =>
      (
        (await inject(token, 'GET', '/api/workspaces/current/audit?action=export')).json().data.events as {
          actor_email: string;
          target_type: string;
          details: Record<string, unknown>;
        }[]
      ).filter((e) => e.target_type === 'calls_csv');
    expect((await exportsOf(ownerA)).find((e) => e.actor_email === admin.email)).toMatchObject({
      details: { filters: { agent_id: 'zara' } },
    });
    expect((await exportsOf(ownerB)).every((e) => e.actor_email !== admin.email)).toBe(true);
  });

  it('lets a member update and import calls', async () => {
    const member = (await addWorkspaceMember(t, { workspaceId: wsA, role: 'member' })).token;
    expect(
      (await inject(member, 'PATCH', '/api/call/calls/r_loan_in_neu', { end_reason: 'transferred' })).statusCode,
    ).toBe(200);
    expect((await rowOf(wsA, 'r_loan_in_neu'))?.endReason).toBe('transferred');
    expect(importedCounts(await importThroughApi(t.app, member, [baseCall('member_import')])).imported).toBe(1);
    expect(await rowOf(wsA, 'member_import')).toBeDefined();
  });
});
