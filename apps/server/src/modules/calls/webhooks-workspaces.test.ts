import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEvents, calls, workspaceWebhookKeys } from '../../db/schema.ts';
import { addWorkspaceMember, bearer } from '../../test/test-app.ts';
import {
  baseCall,
  openTwoWorkspaces,
  postCallEvent,
  type PostCallEventOptions,
  type TwoWorkspaces,
} from './call-fixtures.ts';

// Per-workspace webhook addresses and keys: A is the first workspace (the environment's key also
// delivers there), B another business with its own key.
let { t, ownerA, wsA, ownerB, wsB } = {} as TwoWorkspaces;
let adminB: string;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB, wsB } = await openTwoWorkspaces());
  adminB = (await addWorkspaceMember(t, { workspaceId: wsB, role: 'admin' })).token;
});
afterAll(() => t.close());

type Connection = {
  webhook_url: string;
  signing_key: string;
  signature_header: string;
  previous_key_valid_until?: string | null;
};
const connection = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Connection;
};
const rotate = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/calls/connection/rotate', headers: bearer(token) });
const deliver = (callId: string, options: PostCallEventOptions) =>
  postCallEvent(t, { event: 'call_ended', call: baseCall(callId) }, options);
const workspacesHolding = async (callId: string) =>
  (await t.database.db.select({ workspaceId: calls.workspaceId }).from(calls).where(eq(calls.callId, callId))).map(
    (row) => row.workspaceId,
  );
const eventCount = async (callId: string) =>
  (await t.database.db.select({ n: count() }).from(callEvents).where(eq(callEvents.callId, callId)))[0]!.n;

describe('the connection of a workspace', () => {
  it("gives its admins and owners the workspace's own address and key", async () => {
    const asAdmin = await connection(adminB);
    expect(asAdmin.webhook_url).toBe(`${t.config.publicUrl}/api/webhooks/calls/?workspace=${wsB}`);
    expect(await connection(ownerB)).toEqual(asAdmin);
    const ofA = await connection(ownerA);
    expect(ofA.webhook_url).toBe(`${t.config.publicUrl}/api/webhooks/calls/?workspace=${wsA}`);
    expect(ofA.signing_key).not.toBe(asAdmin.signing_key);
    expect(asAdmin.signing_key).not.toBe(t.config.webhookKey);
  });

  it('answers 403 to a member and a viewer, for the key and its rotation, and rotates nothing', async () => {
    const keysBefore = await t.database.db
      .select()
      .from(workspaceWebhookKeys)
      .where(eq(workspaceWebhookKeys.workspaceId, wsB));
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: wsB, role });
      const read = await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection', headers: bearer(token) });
      expect(read.statusCode, role).toBe(403);
      expect(read.json().error_message, role).toEqual(expect.any(String));
      expect(read.body).not.toContain('whsec_');
      const rotated = await rotate(token);
      expect(rotated.statusCode, role).toBe(403);
      expect(rotated.json().error_message, role).toEqual(expect.any(String));
    }
    expect(
      await t.database.db.select().from(workspaceWebhookKeys).where(eq(workspaceWebhookKeys.workspaceId, wsB)),
    ).toEqual(keysBefore);
  });
});

describe('deliveries addressed to a workspace', () => {
  it("land in that workspace only, signed with that workspace's key", async () => {
    const { signing_key } = await connection(ownerB);
    expect((await deliver('to_b', { workspace: wsB, key: signing_key })).statusCode).toBe(204);
    expect(await workspacesHolding('to_b')).toEqual([wsB]);
    const listB = (
      await t.app.inject({ method: 'GET', url: '/api/call/calls?from=0', headers: bearer(ownerB) })
    ).json();
    expect(listB.data.map((c: { call_id: string }) => c.call_id)).toContain('to_b');
    const listA = (
      await t.app.inject({ method: 'GET', url: '/api/call/calls?from=0', headers: bearer(ownerA) })
    ).json();
    expect(listA.data.map((c: { call_id: string }) => c.call_id)).not.toContain('to_b');
  });

  it("are refused (401) and write nothing when signed with another workspace's key or the environment's", async () => {
    const keyA = (await connection(ownerA)).signing_key;
    for (const [name, key] of [
      ["A's key", keyA],
      ["the environment's key", t.config.webhookKey],
    ] as const) {
      const response = await deliver('forged_into_b', { workspace: wsB, key });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ error_message: 'Invalid signature' });
    }
    // And B's key does not deliver into A, addressed or not.
    const keyB = (await connection(ownerB)).signing_key;
    expect((await deliver('forged_into_a', { workspace: wsA, key: keyB })).statusCode).toBe(401);
    expect((await deliver('forged_into_a', { key: keyB })).statusCode).toBe(401);
    for (const id of ['forged_into_b', 'forged_into_a']) {
      expect(await workspacesHolding(id)).toEqual([]);
      expect(await eventCount(id)).toBe(0);
    }
  });

  it('answer 404 for an unknown or malformed workspace and write nothing', async () => {
    const { signing_key } = await connection(ownerB);
    for (const workspace of [randomUUID(), 'not-a-workspace', '']) {
      const response = await deliver('nowhere', { workspace, key: signing_key });
      expect(response.statusCode, workspace).toBe(404);
      expect(response.json().error_message, workspace).toEqual(expect.any(String));
    }
    // Named twice is not a name: it does not fall back to the first workspace.
    const twice = await postCallEvent(
      t,
      { event: 'call_ended', call: baseCall('nowhere') },
      { workspace: `${wsA}&workspace=${wsB}` },
    );
    expect(twice.statusCode).toBe(404);
    expect(await workspacesHolding('nowhere')).toEqual([]);
    expect(await eventCount('nowhere')).toBe(0);
  });

  it('without a workspace in the address, go to the first workspace with the environment key, as before workspaces', async () => {
    expect((await deliver('legacy_address', {})).statusCode).toBe(204);
    expect(await workspacesHolding('legacy_address')).toEqual([wsA]);
  });
});

describe('key rotation', () => {
  it('keeps the old key verifying for 24 hours beside the new one, then refuses it', async () => {
    const old = (await connection(adminB)).signing_key;
    const began = Date.now();
    const response = await rotate(adminB);
    expect(response.statusCode).toBe(200);
    const rotated = response.json().data as Connection;
    expect(rotated.signing_key).not.toBe(old);
    expect(rotated.webhook_url).toBe(`${t.config.publicUrl}/api/webhooks/calls/?workspace=${wsB}`);
    const validUntil = Date.parse(rotated.previous_key_valid_until!);
    expect(validUntil).toBeGreaterThanOrEqual(began + 24 * 3600_000 - 5000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 5000);
    // The connection shows the new key from now on, and when the old one stops working.
    const shown = await connection(ownerB);
    expect(shown.signing_key).toBe(rotated.signing_key);
    expect(shown.previous_key_valid_until).toBe(rotated.previous_key_valid_until);

    expect((await deliver('rotated_new', { workspace: wsB, key: rotated.signing_key })).statusCode).toBe(204);
    expect((await deliver('rotated_old', { workspace: wsB, key: old })).statusCode).toBe(204);
    expect(await workspacesHolding('rotated_new')).toEqual([wsB]);
    expect(await workspacesHolding('rotated_old')).toEqual([wsB]);

    // A day and an hour later, the old key is refused; the new one still works.
    await t.database.db
      .update(workspaceWebhookKeys)
      .set({ retiredAt: sql`now() - interval '25 hours'` })
      .where(and(eq(workspaceWebhookKeys.workspaceId, wsB), eq(workspaceWebhookKeys.secret, old)));
    const refused = await deliver('too_late', { workspace: wsB, key: old });
    expect(refused.statusCode).toBe(401);
    expect(await workspacesHolding('too_late')).toEqual([]);
    expect(await eventCount('too_late')).toBe(0);
    expect((await deliver('still_new', { workspace: wsB, key: rotated.signing_key })).statusCode).toBe(204);
    expect((await connection(ownerB)).previous_key_valid_until ?? null).toBeNull();

    // The rotation is in B's audit log.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/workspaces/current/audit?action=webhook_key_rotated',
      headers: bearer(ownerB),
    });
    const rotation = { action: 'webhook_key_rotated', target_type: 'webhook_key' };
    expect(audit.json().data.events).toEqual([expect.objectContaining(rotation)]);
  });

  it("rotates only the admin's own workspace", async () => {
    const keyA = (await connection(ownerA)).signing_key;
    expect((await rotate(ownerB)).statusCode).toBe(200);
    expect((await connection(ownerA)).signing_key).toBe(keyA);
    expect((await deliver('a_after_b_rotated', { workspace: wsA, key: keyA })).statusCode).toBe(204);
  });
});
