import type { Integrations } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, storeSession, type Account } from './browser.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { sendWebhook } from './webhook.ts';

// #26 item 9: an admin opens Integrations from the account menu, reveals and copies the signing
// key, rotates it and sees until when the previous key is accepted (it still is); a member or a
// viewer has no such entry, and the page tells them whom to ask.
const suite = ownWorkspaceSuite();

const openAccountMenu = async (page: Page, account: Account) => {
  await page.getByRole('button', { name: new RegExp(account.username) }).click();
  await page.getByTestId('workspace-menu').waitFor();
};

/** How the page writes a time (lib/format-date-time.ts), in the browser's zone. */
const formattedInPage = (page: Page, iso: string) =>
  page.evaluate(
    (value) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    iso,
  );

describe('integrations', () => {
  it('an admin reveals and copies the key, rotates it, and sees until when the previous key works', () =>
    suite.withPage(async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/analytics');
      await openAccountMenu(page, suite.owner);
      await page.getByRole('menuitem', { name: 'Integrations' }).click();
      await page.waitForURL('**/integrations');

      const calls = page.getByLabel('Calls webhook URL', { exact: true });
      await expect
        .poll(() => calls.inputValue())
        .toMatch(new RegExp(`/api/webhooks/calls/\\?workspace=${suite.owner.workspaceId}$`));
      expect(await page.getByLabel('Conversations webhook URL', { exact: true }).inputValue()).toMatch(
        /\/api\/webhooks\/conversations\/\?workspace=/,
      );
      const key = page.getByLabel('Signing key', { exact: true });
      expect(await key.inputValue()).toMatch(/^whsec_•+[0-9a-f]{4}$/);

      await page.getByRole('button', { name: 'Reveal' }).click();
      await expect.poll(() => key.inputValue()).toBe(suite.hook.key);
      await page.getByRole('button', { name: 'Copy signing key' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(suite.hook.key);

      await page.getByRole('button', { name: 'Rotate key' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/still accepted for 24 hours/).waitFor();
      await dialog.getByRole('button', { name: 'Rotate key' }).click();
      const notice = page.getByTestId('previous-key-notice');
      await notice.waitFor();
      const { data } = await suite.api<Integrations>('GET', '/workspaces/current/integrations');
      const until = data.signing_key.previous_valid_until!;
      expect(Math.abs(Date.parse(until) - (Date.now() + 24 * 3_600_000))).toBeLessThan(5 * 60_000);
      expect(await notice.textContent()).toContain(
        `The previous key is still accepted until ${await formattedInPage(page, until)}`,
      );

      // The page hides the new key until asked; the old one still signs deliveries, and so does the new one.
      expect(await key.inputValue()).toMatch(/^whsec_•+[0-9a-f]{4}$/);
      await page.getByRole('button', { name: 'Reveal' }).click();
      await expect.poll(() => key.inputValue()).toMatch(/^whsec_[0-9a-f]{48}$/);
      const fresh = await key.inputValue();
      expect(fresh).not.toBe(suite.hook.key);
      await sendWebhook(
        {
          event: 'call_started',
          call: { call_id: `e2e_old_key_${Date.now()}`, call_status: 'ongoing', start_timestamp: Date.now() },
        },
        suite.hook,
      );
      await sendWebhook(
        {
          event: 'call_started',
          call: { call_id: `e2e_new_key_${Date.now()}`, call_status: 'ongoing', start_timestamp: Date.now() },
        },
        { ...suite.hook, key: fresh },
      );

      // Both reveals and the rotation are in the audit log, read as sentences.
      await page.goto('/audit-log?kind=integrations');
      const sentences = page.getByTestId('audit-sentence');
      await sentences.first().waitFor();
      const texts = await sentences.allTextContents();
      expect(
        texts.filter((text) => text === `${suite.owner.email} revealed the webhook signing key`).length,
      ).toBeGreaterThanOrEqual(2);
      expect(texts).toContain(`${suite.owner.email} rotated the webhook signing key`);
    }));
});

describe('integrations for members and viewers', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['member', 'viewer'] as const)(
    'a %s has no Integrations entry, and the page tells them whom to ask',
    async (role) => {
      const account = await createAccount('e2e-password-1', { role });
      const { context, page } = await newPage(browser, { width: 375, height: 800 });
      try {
        await storeSession(page, account);
        await page.goto('/analytics');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await openAccountMenu(page, account);
        await page.getByRole('menuitem', { name: 'Alerts' }).waitFor();
        expect(await page.getByRole('menuitem', { name: 'Integrations' }).count()).toBe(0);
        await page.keyboard.press('Escape');

        await page.goto('/integrations');
        await page
          .getByTestId('role-gate-notice')
          .getByText("Only admins and the owner can see and change the workspace's integrations")
          .waitFor();
        expect(await page.getByLabel('Signing key', { exact: true }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
