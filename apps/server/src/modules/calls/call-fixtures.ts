import type { ProviderCall } from '@agentdesk/shared';
import { count } from 'drizzle-orm';
import { calls } from '../../db/schema.ts';
import { createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

// What the calls module's tests share: a call as a provider sends it, the calls the reading
// tests filter, and the signed webhook post (with its ways of going wrong).

export const NOW = Date.now();
export const HOUR = 3600_000;

export const baseCall = (id: string, overrides: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: id,
  call_type: 'phone_call',
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+14155550101',
  to_number: '+14155550999',
  start_timestamp: NOW - HOUR,
  end_timestamp: NOW - HOUR + 125_400,
  duration_ms: 125_400,
  transcript: 'Agent: Hello, this is Zara.\nUser: Hi, I applied for the backend role.',
  disconnection_reason: 'user_hangup',
  call_analysis: { call_summary: 'Candidate screening', user_sentiment: 'Positive', call_successful: true },
  ...overrides,
});

/** Calls of two agents, both directions, every sentiment, one outside 7 days, one with formula-like cells. */
export const readingFixtures = (): ProviderCall[] => [
  baseCall('r_zara_in_pos', { start_timestamp: NOW - HOUR / 2 }),
  baseCall('r_zara_out_neg', {
    direction: 'outbound',
    start_timestamp: NOW - 2 * HOUR,
    call_analysis: {
      user_sentiment: 'Negative',
      call_successful: false,
      call_summary: 'Candidate declined the salary band',
    },
    disconnection_reason: 'agent_hangup',
  }),
  baseCall('r_loan_in_neu', {
    agent_id: 'loan-qualifier',
    start_timestamp: NOW - 3 * HOUR,
    transcript: 'Agent: What loan amount do you need?\nUser: Around fifty thousand for my bakery.',
    call_analysis: { user_sentiment: 'Neutral', call_successful: true, call_summary: 'Loan enquiry' },
  }),
  baseCall('r_old', { start_timestamp: NOW - 20 * 24 * HOUR }),
  baseCall('r_formula', {
    start_timestamp: NOW - 4 * HOUR,
    end_timestamp: NOW - 4 * HOUR + 125_400,
    call_analysis: {
      call_summary: '=HYPERLINK("http://evil.example","click")',
      user_sentiment: '-neutral',
      call_successful: true,
    },
    call_cost: { combined_cost: 12.5 },
    from_number: '+15550001111',
  }),
];

export type PostCallEventOptions = {
  /** The header as sent (null sends none); else a signature made with `key`. */
  signature?: string | null;
  raw?: string;
  timestamp?: number;
  /** The signing key; the environment's key (the first workspace's) by default. */
  key?: string;
  /** The workspace the address names (`?workspace=`); none addresses the first workspace. */
  workspace?: string;
};

/** POSTs a call webhook signed with the app's key (or another), or with the given signature over the given raw body. */
export const postCallEvent = (t: TestApp, body: unknown, options: PostCallEventOptions = {}) => {
  const raw = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signWebhook(raw, options.key ?? t.config.webhookKey, options.timestamp ?? Date.now())
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/calls/${options.workspace === undefined ? '' : `?workspace=${options.workspace}`}`,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-retell-signature': signature }) },
    payload: raw,
  });
};

export const countCallRows = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(calls))[0]!.n;

/** The app with a webhook signing key, and a signed-in user's token. */
export const openCallsTestApp = async (env: Record<string, string> = {}): Promise<{ t: TestApp; token: string }> => {
  const t = await createTestApp({ RETELL_API_KEY: 'test-webhook-key-0123456789', ...env });
  return { t, token: (await signUpUser(t.app)).token };
};

export type TwoWorkspaces = { t: TestApp; ownerA: string; wsA: string; ownerB: string; wsB: string };

/**
 * The app with two workspaces and their owners' tokens: A, the first (its owner signed up first;
 * the environment's webhook key delivers there), and B, another business.
 */
export const openTwoWorkspaces = async (env: Record<string, string> = {}): Promise<TwoWorkspaces> => {
  const { t, token: ownerA } = await openCallsTestApp(env);
  const ownerB = (await signUpUser(t.app)).token;
  return { t, ownerA, wsA: await workspaceOf(t.app, ownerA), ownerB, wsB: await workspaceOf(t.app, ownerB) };
};
