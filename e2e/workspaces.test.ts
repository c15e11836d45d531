import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createAccount, launchBrowser, newPage, storeSession, type Account } from './browser.ts';

// Issue #13 item 9: sign up into an empty workspace with its empty states; invite a colleague who
// accepts in a browser of their own and sees the inviter's calls; switch workspaces; a viewer sees
// no write controls.

const api = async <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

const openUserMenu = async (page: Page, account: Account) => {
  await page.getByRole('button', { name: new RegExp(account.username) }).click();
  await page.getByTestId('workspace-menu').waitFor();
};

describe('workspaces', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up into a new, empty workspace that explains how to connect an agent and offers the sample data', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/authentication');
      await page.getByText("Don't have an account?").waitFor();
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      const tag = Date.now().toString(36);
      await page.getByLabel('Username').fill(`founder_${tag}`);
      await page.getByLabel('Email').fill(`founder_${tag}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('founder-password-1');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.waitForURL('**/analytics');

      // Empty: how to connect an agent, its own webhook address and key (an owner sees them), the sample data.
      const panel = page.getByTestId('analytics-connect-agent');
      await panel.waitFor();
      const address = await panel.getByRole('textbox').first().inputValue();
      expect(address).toMatch(/\/api\/webhooks\/calls\/\?workspace=[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Load sample data' }).first().click();
      await page.getByTestId('analytics-dashboard').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('analytics-connect-agent').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("invites a colleague, who accepts in a browser of their own and sees the inviter's calls; they switch between workspaces", async () => {
    // The inviter: an admin of the demo workspace (with the sample calls).
    const inviter = await createAccount();
    // The colleague already has an account, with an empty workspace of their own.
    const colleague = await createAccount('colleague-password-1', { workspace: 'own' });
    const invitation = await api<{ link: string }>(inviter.token, '/workspaces/current/invitations', {
      method: 'POST',
      body: { email: colleague.email, role: 'member' },
    });

    const mine = await newPage(browser);
    const theirs = await newPage(browser);
    try {
      // The inviter sees the invitation pending on the Members page.
      await storeSession(mine.page, inviter);
      await mine.page.goto('/members');
      await mine.page.getByText(colleague.email).first().waitFor();

      // The colleague, in their own browser, opens the link signed in, and accepts.
      await storeSession(theirs.page, colleague);
      await theirs.page.goto(new URL(invitation.link).pathname + new URL(invitation.link).search);
      await theirs.page.getByRole('button', { name: 'Accept invitation' }).click();
      await theirs.page.waitForURL('**/analytics');
      await theirs.page.goto('/conversations?period=90days');
      await theirs.page.getByTestId('call-row').first().waitFor();
      expect(await theirs.page.getByTestId('call-row').count()).toBeGreaterThan(0);

      // Two workspaces in the user menu; switching back shows their own, empty one.
      await openUserMenu(theirs.page, colleague);
      const options = theirs.page.getByTestId('workspace-option');
      expect(await options.count()).toBe(2);
      await options.filter({ hasText: `${colleague.username}'s workspace` }).click();
      await theirs.page.waitForURL('**/analytics');
      await theirs.page.getByTestId('analytics-connect-agent').waitFor();
      await theirs.page.goto('/conversations');
      await theirs.page.getByTestId('connect-agent').waitFor();
      expect(await theirs.page.getByTestId('call-row').count()).toBe(0);

      // The inviter sees them as a member now.
      await mine.page.reload();
      await mine.page.getByText(colleague.username).first().waitFor();
    } finally {
      await mine.context.close();
      await theirs.context.close();
    }
  });

  it('shows a viewer no write controls', async () => {
    const viewer = await createAccount('viewer-password-1', { role: 'viewer' });
    const { context, page } = await newPage(browser);
    try {
      await storeSession(page, viewer);
      await page.goto('/conversations?period=90days');
      await page.getByTestId('call-row').first().click();
      await page.getByRole('tab', { name: 'Actions' }).click();
      await page.getByLabel('Notes').waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await page.getByLabel('Notes').isEditable()).toBe(false);

      await page.goto('/knowledge-base');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Knowledge Base');
      await page.getByTestId('kb-row').first().waitFor();
      expect(await page.getByRole('button', { name: 'Create Knowledge Base' }).count()).toBe(0);

      // The server refuses a viewer's write as well.
      const refused = await fetch(`${baseUrl()}/api/webhooks/knowledge-base/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ knowledge_base_name: 'Mine', enable_auto_refresh: false }),
      });
      expect(refused.status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
