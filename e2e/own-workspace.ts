import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, createAccount, launchBrowser, newPage, storeSession, type Account } from './browser.ts';

export type OwnWorkspace = {
  /** The owner of a workspace of the suite's own (the demo workspace stays as the other journeys expect it). */
  owner: Account;
  /** Its webhook address and signing key, for sendWebhook. */
  hook: { url: string; key: string };
  /** A request to the API as the owner: the status and the envelope's data. */
  api: <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<{ status: number; data: T }>;
  /** Runs `fn` on a fresh page signed in as the owner. */
  withPage: (fn: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) => Promise<void>;
};

/** For a suite: a browser and a new account with a workspace of its own, made before its tests. Read the fields inside tests. */
export const ownWorkspaceSuite = (): OwnWorkspace => {
  let browser: Browser;
  const suite = {} as OwnWorkspace;
  beforeAll(async () => {
    browser = await launchBrowser();
    suite.owner = await createAccount('e2e-password-1', { workspace: 'own' });
    const response = await fetch(`${baseUrl()}/api/webhooks/calls/connection`, {
      headers: { authorization: `Bearer ${suite.owner.token}` },
    });
    const { data } = (await response.json()) as { data: { webhook_url: string; signing_key: string } };
    suite.hook = { url: data.webhook_url.replace(/^https?:\/\/[^/]+/, baseUrl()), key: data.signing_key };
  });
  afterAll(() => browser.close());
  suite.api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${suite.owner.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  };
  suite.withPage = async (fn, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await storeSession(page, suite.owner);
      await fn(page);
    } finally {
      await context.close();
    }
  };
  return suite;
};
