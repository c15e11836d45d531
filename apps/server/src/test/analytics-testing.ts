import type { ProviderCall } from '@agentdesk/shared';
import { afterAll, beforeAll } from 'vitest';
import { upsertAgents } from '../modules/agents/index.ts';
import { sampleAgents } from '../seed/sample-agents.ts';
import { createTestApp, signUpUser, workspaceOf, type TestApp } from './test-app.ts';

// The app of the analytics suite (analytics.test.ts): a signed-in user whose workspace has the sample
// agents, a call as the provider sends it, and the hand-made call set whose figures the suite knows.

// Wednesday 2026-11-18 12:00 UTC. In Asia/Kolkata (UTC+5:30) that is 17:30 the same day;
// in America/New_York (UTC-5) 07:00.
export const NOW = Date.UTC(2026, 10, 18, 12, 0);
export const H = 3600_000;
export const DAY = 24 * H;

/** A provider's call: an ended, successful inbound call to Zara of a minute, unless told otherwise. */
export const call = (id: string, start: number, o: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: id,
  agent_id: 'zara',
  direction: 'inbound',
  call_status: 'ended',
  start_timestamp: start,
  duration_ms: 60_000,
  disconnection_reason: 'user_hangup',
  call_cost: { combined_cost: 10 },
  call_analysis: { call_successful: true, user_sentiment: 'Positive', appointment_booked: false, in_voicemail: false },
  latency: { e2e: { values: [1000] }, llm: { values: [500] }, tts: { values: [200] } },
  ...o,
});

/** Calls today, yesterday, three and ten days before NOW, each figure with a case of its own. */
export const handMadeCalls = (): ProviderCall[] => [
  // Today (UTC): 3 calls.
  call('a1', NOW - 1 * H),
  call('a2', NOW - 2 * H, {
    direction: 'outbound',
    call_analysis: { call_successful: false, user_sentiment: 'Negative', appointment_booked: false },
    disconnection_reason: 'agent_hangup',
    call_cost: { combined_cost: 30 },
    duration_ms: 120_000,
    latency: { e2e: { values: [2000, 3000] } },
  }),
  call('a3', NOW - 3 * H, {
    agent_id: 'loan-qualifier',
    duration_ms: 0,
    disconnection_reason: 'dial_no_answer',
    call_analysis: { call_successful: false, in_voicemail: false },
    call_cost: { combined_cost: 0 },
    latency: {},
  }),
  // Yesterday 20:00 UTC = today 01:30 in Kolkata: "today" there, "yesterday" in UTC and New York.
  call('b1', NOW - 16 * H, {
    call_analysis: {
      call_successful: true,
      user_sentiment: 'Neutral',
      appointment_booked: true,
      date_time: '2026-11-20T10:00:00Z',
    },
  }),
  // Three days ago, a voicemail.
  call('c1', NOW - 3 * DAY, {
    disconnection_reason: 'voicemail_reached',
    call_analysis: { in_voicemail: true, call_successful: false },
    duration_ms: 20_000,
  }),
  // Ten days ago: outside 7days, inside the previous 7-day period.
  call('d1', NOW - 10 * DAY),
  call('d2', NOW - 10 * DAY - H, { call_analysis: { call_successful: false, user_sentiment: 'Negative' } }),
];

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useAnalyticsApp = () => {
  let t: TestApp;
  let token: string;
  /** The signed-in user's workspace, where the hand-made calls go. */
  let ws: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    ws = await workspaceOf(t.app, token);
    await upsertAgents({ db: t.database.db, workspaceId: ws, records: sampleAgents });
  });
  afterAll(() => t.close());
  return { t: () => t, token: () => token, ws: () => ws };
};
