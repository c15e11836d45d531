import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, storeSession } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('demo call: call section', () => {
  it('chooses a country by keyboard, keeps digits only and checks the number against its rules', async () => {
    const { context, page } = await newPage(browser);
    try {
      await storeSession(page, await createAccount());
      await page.goto('/demo-call');
      await page.getByRole('heading', { level: 1, name: 'Demo Call' }).waitFor();
      await page.getByText('Initiate a demo call with a customer').waitFor();
      await page.getByRole('heading', { name: 'Call Section' }).waitFor();

      const number = page.getByLabel('Phone number');
      expect(await number.isDisabled()).toBe(true);
      expect(await number.getAttribute('placeholder')).toBe('Select country first');

      await page.getByTestId('country-select-trigger').focus();
      await page.keyboard.press('Enter');
      const search = page.getByPlaceholder('Search country...');
      await search.waitFor();
      await search.fill('zzzz');
      await page.getByText('No countries found.').waitFor();
      await search.fill('deutsch');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demo-call-phone');
      expect(await page.getByTestId('country-select-trigger').getAttribute('aria-label')).toBe('Country: Germany (+49)');
      expect(await number.getAttribute('placeholder')).toBe('e.g. 9823 4567');

      await page.keyboard.type('1-2 a');
      expect(await number.inputValue()).toBe('12');
      await page.getByText('Invalid phone number for selected country.').waitFor();
      await number.fill('');
      await page.keyboard.type('15123456789');
      await page.getByText('Valid phone number').waitFor();

      let alertText = '';
      page.once('dialog', (dialog) => {
        alertText = dialog.message();
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Initiate a Call' }).click();
      await expect.poll(() => alertText).toContain('initiated');
      expect(new URL(page.url()).pathname).toBe('/demo-call');
    } finally {
      await context.close();
    }
  });
});
