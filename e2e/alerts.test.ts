import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { sendWebhook } from './webhook.ts';

// The Alerts page (#15 item 4) in a workspace of its own: a rule added in the browser fires on a
// call sent by webhook (the server evaluates every second here), shows in the history, pauses and goes.
const suite = ownWorkspaceSuite();

const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('alerts', () => {
  it('adds a rule, sees it fire on a call and in the history, pauses it and deletes it', () =>
    suite.withPage(async (page) => {
      await page.goto('/analytics');
      await page.getByRole('button', { name: new RegExp(suite.owner.username) }).click();
      await page.getByRole('menuitem', { name: 'Alerts' }).click();
      await page.waitForURL('**/alerts');
      await page.getByText('No alert rules yet').waitFor();

      await page.getByLabel('Name').fill('Any call');
      await choose(page, 'Metric', 'Call volume');
      await choose(page, 'Fires when it is', 'Above');
      await page.getByRole('button', { name: 'Add rule' }).click();
      // No threshold yet: said at the field, nothing sent.
      await page.getByText('Threshold must be a number').waitFor();
      await page.getByLabel('Threshold').fill('0');
      await page.getByLabel('E-mail to').fill('ops@example.com');
      await page.getByRole('button', { name: 'Add rule' }).click();
      await page.getByText('Alert rule Any call added').waitFor();
      const row = page.getByTestId('alert-rule').filter({ hasText: 'Any call' });
      await row.getByText('Call volume above 0 calls over 1 hour · All agents').waitFor();

      await sendWebhook(
        {
          event: 'call_started',
          call: {
            call_id: `e2e_alert_${Date.now()}`,
            agent_id: 'agent_alerts',
            call_status: 'ongoing',
            start_timestamp: Date.now(),
          },
        },
        suite.hook,
      );
      await expect
        .poll(
          async () => {
            await page.reload();
            await row.waitFor();
            return row.getByText('Firing', { exact: true }).count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(1);
      await row.getByText(/^Now 1 call · firing since/).waitFor();
      await page.getByTestId('alert-event').filter({ hasText: 'Any call fired: Call volume 1 call' }).waitFor();

      await row.getByRole('button', { name: 'Pause Any call' }).click();
      await page.getByText('Any call paused').waitFor();
      await row.getByText('Paused', { exact: true }).waitFor();

      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
      await page.getByText('Any call deleted').waitFor();
      await page.getByText('No alert rules yet').waitFor();
    }));

  it('fits a phone: the form and the rules stay on screen, nothing scrolls sideways', () =>
    suite.withPage(
      async (page) => {
        await fetch(`${baseUrl()}/api/alerts/rules`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${suite.owner.token}` },
          body: JSON.stringify({
            name: 'A rule with a rather long name for a phone screen',
            metric: 'success_rate',
            comparator: 'below',
            threshold: 50,
            window_minutes: 1440,
            emails: ['ops@example.com', 'lead@example.com'],
          }),
        });
        await page.goto('/alerts');
        const row = page.getByTestId('alert-rule').first();
        await row.waitFor();
        const button = await row.getByRole('button', { name: 'Delete' }).boundingBox();
        expect(button).not.toBeNull();
        expect(button!.x + button!.width).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 800 },
    ));
});
