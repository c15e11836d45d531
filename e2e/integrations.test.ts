import type { Integrations } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, storeSession, type Account } from './browser.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { sendWebhook } from './webhook.ts';

// #26 item 9: an admin opens Integrations from the account menu, reveals and copies the signing
// key, rotates it and sees until when the previous key is accepted (it still is); a member or a
// viewer has no such entry, and the page tells them whom to ask. The page also shows the workspace's
// mail address and sets its chat hook.
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

describe('integrations: mail and chat hook', () => {
  it('shows the workspace’s mail address, and sets, shows and removes its chat hook', () =>
    suite.withPage(async (page) => {
      const { data } = await suite.api<Integrations>('GET', '/workspaces/current/integrations');
      await page.goto('/integrations');
      const address = page.getByLabel('Workspace mail address', { exact: true });
      await expect.poll(() => address.inputValue()).toBe(data.mail.address);
      // The e2e server listens for mail (INBOUND_SMTP_PORT) and has no SMTP_URL.
      await page.getByText('This server receives mail:', { exact: false }).waitFor();
      await page.getByText('stays in the server’s local outbox', { exact: false }).waitFor();

      const source = page.getByTestId('chat-hook-source');
      await expect.poll(() => source.textContent()).toMatch(/^No chat hook yet/);
      const save = page.getByRole('button', { name: 'Save chat hook' });
      expect(await save.isDisabled()).toBe(true);
      // A name that does not resolve here is taken (each delivery checks the address again).
      await page.getByLabel('Chat hook URL').fill('https://relay.example.com/agentdesk');
      await save.click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Chat hook saved' }).waitFor();
      await expect.poll(() => source.textContent()).toBe('Replies are sent to this workspace’s own hook.');
      const secret = page.getByLabel('Signing secret', { exact: true });
      expect(await secret.inputValue()).toMatch(/•{16}$/);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(() => secret.inputValue()).not.toMatch(/•/);

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Chat hook URL').inputValue())
        .toBe('https://relay.example.com/agentdesk');
      await page.getByRole('button', { name: 'Remove chat hook' }).click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Remove' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Chat hook removed' }).waitFor();
      await expect.poll(() => source.textContent()).toMatch(/^No chat hook yet/);
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
