import type { InboxCall } from '@agentdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postSignedWebhook, useSignedInApp } from '../../test/test-app.ts';
import { inboxClientFor, inboxTestEnv, missedWhatsappCall, voiceCall } from './inbox-test-client.ts';

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, send, list, webhook } = inboxClientFor(t, NOW);

describe('inbox: calls', () => {
  beforeAll(async () => {
    const voice = (id: string, overrides: Record<string, unknown>) => voiceCall(id, NOW - 100_000, overrides);
    const post = async (call: unknown) => {
      expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(
        204,
      );
    };
    await post(voice('voice_ok', {}));
    await post(
      voice('voice_missed', {
        start_timestamp: NOW - 90_000,
        disconnection_reason: 'dial_no_answer',
        recording_url: null,
        call_analysis: { call_summary: 'No answer' },
      }),
    );
    await post(
      voice('voice_norec', {
        start_timestamp: NOW - 80_000,
        recording_url: null,
        call_analysis: { call_summary: 'Short call' },
      }),
    );
    const wa = await webhook(missedWhatsappCall(NOW - 70_000));
    expect(wa.statusCode, wa.body).toBe(204);
  });

  it('lists voice and WhatsApp calls together with their outcome status and call_analysis', async () => {
    const page = await list('tab=calls');
    expect(page.data.map((c) => c.id)).toEqual(['wa_call_1', 'voice_norec', 'voice_missed', 'voice_ok']);
    expect(page.counts).toEqual({
      platforms: { all: 4, voice: 3, whatsapp: 1 },
      states: { new: 4, follow_up: 0, completed: 0 },
    });
    const byId = Object.fromEntries(page.data.map((c) => [c.id, c as InboxCall]));
    expect(byId['voice_ok']).toMatchObject({
      platform: 'voice',
      status: 'completed',
      from: '+14155550101',
      to: '+14155550999',
      duration: 125,
      direction: 'inbound',
      path: '/calls/voice',
    });
    expect(byId['voice_ok']?.call_analysis).toEqual({
      call_summary: 'Screening call',
      call_duration: 125,
      call_status: 'completed',
      call_type: 'phone_call',
      call_direction: 'inbound',
    });
    expect(byId['voice_missed']?.status).toBe('missed');
    expect(byId['voice_norec']?.status).toBe('cancelled');
    expect(byId['wa_call_1']).toMatchObject({
      platform: 'whatsapp',
      status: 'missed',
      from: '+919800000002',
      to: '+918000000000',
      name: 'Meera',
    });
    expect((await list('tab=calls&subFilter=whatsapp')).data.map((c) => c.id)).toEqual(['wa_call_1']);
    expect((await list('tab=calls&subFilter=voice')).total).toBe(3);
    expect((await list('tab=calls&search=Meera')).data.map((c) => c.id)).toEqual(['wa_call_1']);
    expect((await list('tab=calls&search=No%20answer')).data.map((c) => c.id)).toEqual(['voice_missed']);
    const two = await list('tab=calls&limit=2');
    const rest = await list(`tab=calls&limit=2&cursor=${two.next_cursor}`);
    expect([...two.data, ...rest.data].map((c) => c.id)).toEqual(page.data.map((c) => c.id));
  });

  it('moves calls through new summary, follow-up and completed', async () => {
    for (const id of ['voice_ok', 'wa_call_1']) {
      const patched = await send('PATCH', `/inbox/${id}`, { tab: 'calls', state: 'follow_up' });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json().data.state).toBe('follow_up');
    }
    await send('PATCH', '/inbox/voice_missed', { tab: 'calls', state: 'completed' });
    expect((await list('tab=calls&state=follow_up')).data.map((c) => c.id)).toEqual(['wa_call_1', 'voice_ok']);
    expect((await list('tab=calls&state=completed')).data.map((c) => c.id)).toEqual(['voice_missed']);
    expect((await list('tab=calls')).counts?.states).toEqual({ new: 1, follow_up: 2, completed: 1 });
    const detail = (await get('/inbox/voice_ok?tab=calls')).json().data;
    expect(detail.agent_id).toBe('zara');
    expect(detail.recording_url).toContain('/recording');
  });

  it('tells a successful call without a recording as Conversations does: completed, not cancelled', async () => {
    const call = voiceCall('voice_booked_norec', NOW - 200_000, {
      recording_url: null,
      call_analysis: { call_summary: 'Visit booked by phone', call_successful: true },
    });
    expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(204);
    const [row] = (await list('tab=calls&search=Visit%20booked%20by%20phone')).data;
    expect(row).toMatchObject({ id: 'voice_booked_norec', status: 'completed' });
  });
});
