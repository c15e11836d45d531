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
      for (const [country, code, face] of [['Nepal', 'NP', 'Noto Sans Devanagari Variable'], ['Egypt', 'EG', 'Noto Sans Arabic Variable']] as const) {
        await search.fill(country);
        const option = page.getByTestId(`country-option-${code}`);
        await option.waitFor();
        const flag = option.getByTestId('country-flag');
        await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
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
