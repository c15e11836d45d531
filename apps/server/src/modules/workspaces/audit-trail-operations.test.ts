import { apiPaths, type AuditEvent } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #26 item 10, operations: call notes and end reasons, the calls export, agents, alert rules and
// the chat hook are in the audit log by their readable names, which outlive a rename or a removal.

describe('the audit trail of operations', () => {
  let t: TestApp;
  let token: string;

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const log = async (query = ''): Promise<AuditEvent[]> => {
    const response = await send('GET', `/workspaces/current/audit?limit=200${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.events as AuditEvent[];
  };

  beforeAll(async () => {
    t = await createTestApp({ ALERT_EVAL_INTERVAL_MS: '3600000' });
    token = (await signUpUser(t.app, { email: 'ops@example.com' })).token;
    const start = Date.now() - 3_600_000;
    const call = {
      call_id: 'audit_call_1',
      call_type: 'phone_call',
      agent_id: 'front-desk',
      call_status: 'ended',
      direction: 'inbound',
      from_number: '+14155550101',
      to_number: '+14155550999',
      start_timestamp: start,
      end_timestamp: start + 60_000,
      duration_ms: 60_000,
      transcript: 'Agent: Hello.',
      disconnection_reason: 'user_hangup',
    };
    expect((await send('POST', apiPaths.agents, { agent_id: 'front-desk', agent_name: 'Front Desk' })).statusCode).toBe(
      201,
    );
    expect((await send('POST', apiPaths.callsImport, { calls: [call] })).statusCode).toBe(202);
    // The import runs in the background: this waits for it.
    await t.app.callImporter.deliverDue();
  });
  afterAll(() => t.close());

  it('records a call’s notes and end reason when they change, naming its contact, agent and start', async () => {
    expect(
      (await send('PATCH', apiPaths.call('audit_call_1'), { notes: 'Asked for a callback', end_reason: 'completed' }))
        .statusCode,
    ).toBe(200);
    // Saving the same again changes nothing, and records nothing.
    expect(
      (await send('PATCH', apiPaths.call('audit_call_1'), { notes: 'Asked for a callback', end_reason: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect((await send('PATCH', apiPaths.call('audit_call_1'), { notes: null })).statusCode).toBe(200);

    const entries = await log('&kind=calls');
    const about = {
      target: '+14155550101',
      target_type: 'call',
      target_id: 'audit_call_1',
      actor_email: 'ops@example.com',
    };
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      ...about,
      action: 'call_notes_changed',
      details: { cleared: true, agent: 'Front Desk' },
    });
    expect(entries.find((event) => event.action === 'call_end_reason_changed')).toMatchObject({
      ...about,
      details: { to: 'completed' },
    });
    // What the notes say is not copied into the log.
    expect(JSON.stringify(entries)).not.toContain('callback');
  });

  it('records the calls export', async () => {
    expect((await send('GET', apiPaths.callsExport)).statusCode).toBe(200);
    expect((await log('&kind=exports'))[0]).toMatchObject({
      action: 'export',
      target_type: 'calls_csv',
      actor_email: 'ops@example.com',
    });
  });

  it('records agents added and changed by name, with what changed', async () => {
    expect(
      (await send('PATCH', apiPaths.agent('front-desk'), { agent_name: 'Reception', role: 'recruiting' })).statusCode,
    ).toBe(200);
    const [changed, added] = await log('&kind=agents');
    expect(added).toMatchObject({
      action: 'agent_added',
      target: 'Front Desk',
      target_type: 'agent',
      target_id: 'front-desk',
    });
    expect(changed).toMatchObject({
      action: 'agent_changed',
      target: 'Reception',
      details: { renamed_from: 'Front Desk', role: 'recruiting' },
    });
  });

  it('records alert rules added, changed and removed by name, and the name outlives the rule', async () => {
    const rule = {
      name: 'Low success rate',
      metric: 'success_rate',
      comparator: 'below',
      threshold: 50,
      window_minutes: 60,
      emails: ['ops@example.com'],
    };
    const made = await send('POST', apiPaths.alertRules, rule);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    expect(
      (await send('PATCH', apiPaths.alertRule(id), { name: 'Success under half', threshold: 40, is_enabled: false }))
        .statusCode,
    ).toBe(200);
    expect((await send('DELETE', apiPaths.alertRule(id))).statusCode).toBe(200);

    const [removed, changed, added] = await log('&kind=alerts');
    expect(added).toMatchObject({
      action: 'alert_rule_added',
      target: 'Low success rate',
      target_type: 'alert_rule',
      target_id: id,
      details: { metric: 'success_rate' },
    });
    expect(changed).toMatchObject({
      action: 'alert_rule_changed',
      target: 'Success under half',
      details: { changed: ['name', 'threshold', 'is_enabled'], renamed_from: 'Low success rate', enabled: false },
    });
    expect(removed).toMatchObject({ action: 'alert_rule_removed', target: 'Success under half', target_id: id });
    // Never the raw id as the name.
    expect([removed, changed, added].map((event) => event?.target)).not.toContain(id);
  });

  it('records the chat hook set and removed, and a reveal of the signing key through the connection API', async () => {
    const t2 = await createTestApp({ CHAT_HOOK_ALLOW_PRIVATE_URLS: 'true' });
    try {
      const owner = (await signUpUser(t2.app)).token;
      const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t2.app.inject({
          method,
          url: `/api${url}`,
          headers: bearer(owner),
          ...(payload === undefined ? {} : { payload }),
        });
      expect((await as('PUT', apiPaths.inboxChatHook, { url: 'https://hooks.example.com/agentdesk' })).statusCode).toBe(
        200,
      );
      expect((await as('DELETE', apiPaths.inboxChatHook)).statusCode).toBe(200);
      expect((await as('DELETE', apiPaths.inboxChatHook)).statusCode).toBe(200);
      expect((await as('GET', apiPaths.webhookConnection)).statusCode).toBe(200);
      const events = (await as('GET', '/workspaces/current/audit?kind=integrations')).json().data
        .events as AuditEvent[];
      expect(events.map((event) => [event.action, event.target])).toEqual([
        ['webhook_key_revealed', ''],
        ['chat_hook_removed', ''],
        ['chat_hook_set', 'https://hooks.example.com/agentdesk'],
      ]);
    } finally {
      await t2.close();
    }
  });
});
