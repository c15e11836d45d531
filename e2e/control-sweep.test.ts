import { appendFileSync } from 'node:fs';
import type { CallContact, CallListItem } from '@agentdesk/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createAccount, launchBrowser, type Account } from './browser.ts';
import { sweep, type SweepResult } from './control-sweep.ts';

// #26: "No button anywhere in the product does nothing". Every page of the signed-in app, at 1440
// and 375 px, in a workspace of the sweep's own holding the sample data: each visible, enabled
// button, tab and menu item is pressed from a fresh load and must show an effect (control-sweep.ts).

let browser: Browser;
let owner: Account;
const ids = { call: '', job: '', candidate: '', mail: '' };

const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, token = owner.token) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createAccount('e2e-password-1', { workspace: 'own' });
  await api('POST', '/workspaces/current/sample-data', {});
  // A call with a candidate (its header's and composer's controls are all there), the candidate, a job and a mail.
  const calls = await api<CallListItem[]>('GET', '/call/calls?period=90days&agent_id=zara&limit=40');
  for (const call of calls) {
    const contact = await api<CallContact>('GET', `/call/calls/${call.call_id}/contact`);
    if (contact.candidate != null) {
      ids.call = call.call_id;
      ids.candidate = `job=${contact.candidate.job_id}&candidate=${contact.candidate.application_id}`;
      break;
    }
  }
  const jobs = await api<{ jobs: { job_id: string }[] }>(
    'GET',
    '/job-description/job-descriptions?status=open&limit=1',
  );
  ids.job = jobs.jobs[0]!.job_id;
  ids.mail = (await api<{ id: string }[]>('GET', '/inbox?limit=1'))[0]!.id;
}, 600_000);
afterAll(() => browser.close());

const run = (routes: string[]): Promise<SweepResult> =>
  sweep({
    browser,
    baseUrl: baseUrl(),
    session: owner,
    routes,
    workers: 2,
    freshSession: async () => ({
      ...owner,
      token: (await api<{ token: string }>('POST', '/user/login', { email: owner.email, password: owner.password }))
        .token,
    }),
  });

/** Fails listing each control that did nothing, with its page and width. */
const expectEveryControlActs = (result: SweepResult) => {
  const logTo = process.env['SWEEP_LOG'];
  if (logTo) appendFileSync(logTo, [...result.log, 'NOT PRESSED:', ...result.missing, ''].join('\n'));
  const failures = result.failures.map((failure) => `${failure.route} at ${failure.width} px: ${failure.control}`);
  expect(failures).toEqual([]);
  expect(result.pressed).toBeGreaterThan(0);
};

// A hang guard, not a goal: the sweep presses a few hundred controls, on a machine other work shares.
const SWEEP_TIMEOUT_MS = 1_800_000;

describe.concurrent('every control of the signed-in app does something (1440 and 375 px)', () => {
  it(
    'the calls and the inbox',
    async () => {
      const result = await run([
        '/analytics',
        '/conversations?period=90days',
        `/conversations?period=90days&call_id=${ids.call}`,
        '/inbox',
        `/inbox?list_id=${ids.mail}`,
      ]);
      expectEveryControlActs(result);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'the hiring area',
    async () => {
      const result = await run([
        '/zara',
        '/zara/job-listings',
        `/zara/job-listings/${ids.job}`,
        '/zara/create-job-description',
        '/zara/candidate-shortlisting',
        `/zara/candidate-shortlisting?${ids.candidate}`,
        '/zara/interview-scheduling',
        '/zara/analytics',
        '/zara/conversations?period=90days',
      ]);
      expectEveryControlActs(result);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'the demo call, the knowledge base, the account and the workspace',
    async () => {
      const result = await run([
        '/demo-call',
        '/knowledge-base',
        '/quality',
        '/profile',
        '/change-password',
        '/members',
        '/agents',
        '/alerts',
        '/integrations',
        '/audit-log',
      ]);
      expectEveryControlActs(result);
    },
    SWEEP_TIMEOUT_MS,
  );
});
