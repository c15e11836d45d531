import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const baseUrl = () => inject('baseUrl');

export const newPage = async (
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
};

let counter = 0;
/** The demo account of the sample data set (its workspace holds the sample calls, inbox, jobs...). */
export const DEMO_ACCOUNT = { email: 'demo@agentdesk.local', password: 'agentdesk-demo' } as const;

const postJson = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data as Record<string, unknown>;
};

let demoToken: Promise<string> | null = null;
const signedInDemo = () =>
  (demoToken ??= postJson('/api/user/login', DEMO_ACCOUNT).then((data) => data['token'] as string));

/**
 * A fresh account made through the API, for tests that start signed out. By default it joins the
 * demo workspace (where the sample data is) through an invitation, as an admin; `own` gives it
 * the new, empty workspace every sign-up otherwise gets.
 */
export const createAccount = async (
  password = 'e2e-password-1',
  options: { workspace?: 'demo' | 'own'; role?: 'admin' | 'member' | 'viewer' } = {},
) => {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const body = { username: `e2e_${tag}`, email: `e2e_${tag}@example.com`, password };
  let invitation_token: string | undefined;
  if ((options.workspace ?? 'demo') === 'demo') {
    const invitation = await postJson(
      '/api/workspaces/current/invitations',
      { email: body.email, role: options.role ?? 'admin' },
      await signedInDemo(),
    );
    invitation_token = new URL(invitation['link'] as string).searchParams.get('token')!;
  }
  const data = (await postJson('/api/user/signup', { ...body, ...(invitation_token ? { invitation_token } : {}) })) as {
    token: string;
    id: string;
    client_id: string;
  };
  return { ...body, token: data.token, id: data.id, workspaceId: data.client_id };
};

/** Signs in through the sign-in screen and waits for the landing page. */
export const signInThroughForm = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/authentication');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/analytics');
};

/** Puts a session in storage as the app keeps it, without going through the form. */
export const storeSession = async (page: Page, account: { email: string; username: string; token: string }) => {
  await page.goto('/authentication');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('agentdesk.token', token);
      localStorage.setItem('agentdesk.user', JSON.stringify(user));
    },
    { token: account.token, user: { email: account.email, username: account.username } },
  );
};

export const serverLog = () => readFileSync(inject('serverLog'), 'utf8');
export const jwtSecretOfServer = () => readFileSync(`${inject('dataDir')}/jwt-secret`, 'utf8').trim();

export type Account = Awaited<ReturnType<typeof createAccount>>;

/**
 * One browser and one fresh account of the demo workspace for a test file (an admin unless `role`
 * says otherwise; made before its tests, closed after them), and `withPage`: a page signed in as
 * that account (or `as`, another one), in a context of its own that is always closed.
 */
export const signedInSuite = (options: { role?: 'admin' | 'member' | 'viewer' } = {}) => {
  const suite = {} as { browser: Browser; account: Account };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.account = await createAccount(undefined, options);
  });
  afterAll(() => suite.browser.close());
  const withPage = async (
    fn: (page: Page) => Promise<void>,
    viewport?: { width: number; height: number },
    as: Account = suite.account,
  ) => {
    const { context, page } = await newPage(suite.browser, viewport);
    try {
      await storeSession(page, as);
      await fn(page);
    } finally {
      await context.close();
    }
  };
  return { suite, withPage };
};
