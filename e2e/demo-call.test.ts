import { demoCallMessages } from '@agentdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './axe.ts';
import { createAccount, launchBrowser, newPage, storeSession } from './browser.ts';
import { fillDemoCall } from './demo-call-form.ts';
import { E2E_CALLER_NUMBER } from './constants.ts';
import { collectDialogs, noSidewaysScroll, screenshotter } from './page-checks.ts';
import { sendWebhook } from './webhook.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
/** What the stand-in provider was asked to dial, in order (call N is answered call_standin_N). */
const placedCalls = async () =>
  (await (await fetch(`${inject('providerUrl')}/__stand-in/placed-calls`)).json()) as Record<string, unknown>[];
const shoot = screenshotter(process.env['DEMO_CALL_SCREENSHOTS']);

describe('demo call: call section', () => {
  it('says what is missing beside each field, checks the number, places the call and follows it', async () => {
    const { context, page } = await newPage(browser);
    const dialogs = collectDialogs(page);
    try {
      await storeSession(page, await createAccount());
      await page.goto('/demo-call');
      await page.getByRole('heading', { level: 1, name: 'Demo Call' }).waitFor();
      await page.getByText('Initiate a demo call with a customer').waitFor();
      await page.getByRole('heading', { name: 'Call Section' }).waitFor();
      await page.getByText('The voice provider dials the number; the call then appears in Conversations.').waitFor();

      const number = page.getByLabel('Phone number');
      expect(await number.isDisabled()).toBe(true);
      expect(await number.getAttribute('placeholder')).toBe('Select country first');

      // Nothing chosen: each field says what it misses, and the first takes focus.
      await page.getByRole('button', { name: 'Initiate a Call' }).click();
      await page.getByText(demoCallMessages.noCountry).waitFor();
      await page.getByText(demoCallMessages.noCallType).waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      await expect.poll(focused).toBe('country-select-trigger');
      const trigger = page.getByTestId('country-select-trigger');
      const describedBy = async (id: string) => page.locator(`[id="${id}"]`).textContent();
      expect(await describedBy((await trigger.getAttribute('aria-describedby'))!)).toBe(demoCallMessages.noCountry);
      await shoot(page, 'demo-call-missing-1440');

      await page.keyboard.press('Enter');
      const search = page.getByPlaceholder('Search country...');
      await search.waitFor();
      await search.fill('zzzz');
      await page.getByText('No countries found.').waitFor();
      await search.fill('deutsch');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demo-call-phone');
      expect(await trigger.getAttribute('aria-label')).toBe('Country: Germany +49');
      expect(await number.getAttribute('placeholder')).toBe('e.g. 9823 4567');
      await page.getByText(demoCallMessages.noNumber).waitFor();

      await page.keyboard.type('1-2 a');
      expect(await number.inputValue()).toBe('12');
      await page.getByText('Invalid phone number for selected country.').waitFor();
      await page.getByRole('button', { name: 'Initiate a Call' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demo-call-phone');
      await number.fill('');
      await page.keyboard.type('15123456789');
      await page.getByText('Valid phone number').waitFor();

      const callType = page.getByRole('combobox', { name: 'Call type' });
      await callType.click();
      await page.getByRole('option', { name: 'Loan Qualification Call' }).click();
      await expect.poll(() => page.getByText(demoCallMessages.noCallType).count()).toBe(0);
      const before = (await placedCalls()).length;
      await page.getByRole('button', { name: 'Initiate a Call' }).click();

      // The provider accepted it: SPEC's words as a toast, and the call's progress.
      await toast(page, demoCallMessages.initiated).waitFor();
      const progress = page.getByTestId('call-progress');
      await progress.getByText('Waiting for the call to connect…', { exact: true }).waitFor();
      const placed = await placedCalls();
      expect(placed.length).toBe(before + 1);
      expect(placed.at(-1)).toMatchObject({
        from_number: E2E_CALLER_NUMBER,
        to_number: '+4915123456789',
        override_agent_id: 'loan-qualifier',
      });
      const callId = `call_standin_${placed.length}`;
      expect(await progress.getByText(callId, { exact: true }).count()).toBe(1);
      expect(await progress.getByRole('link').count()).toBe(0);

      // The provider's webhooks: the call connects, then ends.
      const call = {
        ...{ call_id: callId, agent_id: 'loan-qualifier', direction: 'outbound', start_timestamp: Date.now() },
        ...{ from_number: E2E_CALLER_NUMBER, to_number: '+4915123456789' },
      };
      await sendWebhook({ event: 'call_started', call: { ...call, call_status: 'ongoing' } });
      await progress.getByText('The call is connected.', { exact: true }).waitFor();
      expect(await progress.getAttribute('data-stage')).toBe('ongoing');
      await shoot(page, 'demo-call-ongoing-1440');
      const ended = { call_status: 'ended', end_timestamp: call.start_timestamp + 42_000, duration_ms: 42_000 };
      await sendWebhook({ event: 'call_ended', call: { ...call, ...ended, disconnection_reason: 'user_hangup' } });
      await progress.getByText('The call ended after 0m 42s · User hung up.', { exact: true }).waitFor();
      await shoot(page, 'demo-call-ended-1440');
      // (Once the call is over: axe waits for every animation to end, and the step in progress spins.)
      expect(await violations(page)).toEqual([]);
      // On a phone the steps stack, and nothing scrolls sideways.
      await page.setViewportSize({ width: 375, height: 800 });
      // (The shell settles into its phone layout a moment after the resize.)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await progress.scrollIntoViewIfNeeded();
      await shoot(page, 'demo-call-ended-375');

      await progress.getByRole('link', { name: 'Open in Conversations' }).click();
      await page.waitForURL(`**/conversations?call_id=${callId}`);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says plainly that nothing was dialled, and why, where no provider places the calls', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const dialogs = collectDialogs(page);
    try {
      // A workspace of its own: the environment's provider account serves the first workspace only.
      await storeSession(page, await createAccount('e2e-password-1', { workspace: 'own' }));
      await page.goto('/demo-call');
      await page.getByText('No voice provider is configured for this workspace: no call will be dialled.').waitFor();
      await fillDemoCall(page, { country: 'India', number: '9823456789', callType: 'POS Qualification Call' });
      const before = (await placedCalls()).length;
      await page.getByRole('button', { name: 'Initiate a Call' }).click();
      await page.getByText('Nothing was dialled.').waitFor();
      expect(await page.getByTestId('no-provider').textContent()).toBe(demoCallMessages.providerElsewhere);
      expect(await toast(page, demoCallMessages.initiated).count()).toBe(0);
      expect((await placedCalls()).length).toBe(before);
      await noSidewaysScroll(page, 375);
      await shoot(page, 'demo-call-not-dialled-375');
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('scripts and flags', () => {
  it("shows flags as images and the countries' own names in fonts the product ships", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    try {
      await storeSession(page, await createAccount());
      await page.goto('/demo-call');
      await page.getByTestId('country-select-trigger').click();
      const search = page.getByPlaceholder('Search country...');
      const loadedFaces = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const loaded: string[] = [];
          document.fonts.forEach((face) => {
            if (face.status === 'loaded') loaded.push(face.family.replace(/"/g, ''));
          });
          return loaded;
        });
      for (const [country, code, face] of [
        ['Nepal', 'NP', 'Noto Sans Devanagari Variable'],
        ['Egypt', 'EG', 'Noto Sans Arabic Variable'],
      ] as const) {
        await search.fill(country);
        const option = page.getByTestId(`country-option-${code}`);
        await option.waitFor();
        const flag = option.getByTestId('country-flag');
        await expect
          .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        const box = (await flag.boundingBox())!;
        expect([box.width, box.height]).toEqual([20, 15]);
        await expect.poll(loadedFaces).toContain(face);
      }
      // No emoji flag is left in the page's text.
      expect(await page.evaluate(() => /[\u{1F1E6}-\u{1F1FF}]/u.test(document.body.innerText))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
