import { DOCUMENT_PROCESSING_ALERT } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { syntheticDocuments } from '../apps/server/src/seed/onboarding-synthetic.ts';
import { signedInSuite } from './browser.ts';

const { withPage } = signedInSuite();

const openOnboarding = async (page: Page) => {
  await page.goto('/demo-call');
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await page.getByRole('heading', { name: 'Onboarding Section' }).waitFor();
  await page.getByTestId('onboarding-detail').waitFor();
};

const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`).textContent();

describe('demo call: onboarding document viewer', () => {
  it('selects the first document, shows its image and extracted data, N/A where missing', () =>
    withPage(async (page) => {
      await openOnboarding(page);
      const rows = page.getByTestId('onboarding-document');
      expect(await rows.count()).toBe(5);
      expect(await rows.first().getAttribute('aria-current')).toBe('true');
      await page.getByRole('heading', { name: 'Aadhaar card' }).waitFor();
      expect(await field(page, 'full_name')).toBe('Priya Sharma (प्रिया शर्मा)');
      expect(await field(page, 'pincode')).toBe('411014');
      expect(await field(page, 'marital_status')).toBe('N/A');
      // The image arrives through its signed link (an <img> sends no bearer header).
      const image = page.getByRole('img', { name: /^Aadhaar card of Priya Sharma/ });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

      await page.getByText('kwame-mensah-driving-licence.svg').click();
      await page.getByRole('heading', { name: 'Driving licence' }).waitFor();
      expect(await field(page, 'issue_date')).toBe('N/A');
      expect(await field(page, 'address')).toBe('N/A');
      expect(await field(page, 'validity')).toBe('04/11/2031');
    }));

  it('shows a résumé with its education and work, and opens the PDF itself', () =>
    withPage(async (page) => {
      await openOnboarding(page);
      await page.getByText('amara-nwosu-resume.pdf').click();
      await page.getByRole('heading', { name: 'Résumé' }).waitFor();
      await page.getByText('University of Salford').waitFor();
      await page.getByText('Runs the night shift of a 24-hour fulfilment centre; cut mis-picks by 35%.').waitFor();
      const href = await page.getByRole('link', { name: /Open amara-nwosu-resume.pdf in a new tab/ }).getAttribute('href');
      const file = await page.request.get(href!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }));

  it("answers 'Document Processing' with the initiated alert, and queues what is pending", () =>
    withPage(async (page) => {
      await openOnboarding(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) requests.push(request.url());
      });
      // An alert blocks the page until answered: it is answered as it opens.
      const messages: string[] = [];
      page.on('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Document Processing' }).click();
      await expect.poll(() => messages).toEqual([DOCUMENT_PROCESSING_ALERT]);
      await expect.poll(() => requests.some((url) => url.endsWith('/documents/process'))).toBe(true);
    }));

  it('uploads a card, processes it, shows what was read and saves a correction', () =>
    withPage(async (page) => {
      await openOnboarding(page);
      const card = syntheticDocuments(1)[0]!;
      await page.locator('input[type="file"]').setInputFiles({ name: card.fileName, mimeType: card.fileType, buffer: card.content });
      const row = page.getByTestId('onboarding-document').filter({ hasText: card.fileName });
      await row.getByText('Not processed yet').waitFor();
      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Document Processing' }).click();
      await row.click();
      await page.getByRole('heading', { name: 'Aadhaar card' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => field(page, 'date_of_birth'), { timeout: 60_000 }).toBe(card.truth.date_of_birth);
      expect(await field(page, 'document_number')).toBe(card.truth.document_number);
      expect(await field(page, 'marital_status')).toBe('N/A');

      await page.getByRole('button', { name: 'Correct Pincode' }).click();
      await page.getByRole('textbox', { name: 'Correct Pincode' }).fill('400001');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => field(page, 'pincode')).toBe('400001');
    }), 120_000);

  it('is one column at 375 px', () =>
    withPage(
      async (page) => {
        await openOnboarding(page);
        const list = await page.getByRole('list', { name: 'Documents' }).boundingBox();
        const detail = await page.getByTestId('onboarding-detail').boundingBox();
        expect(detail!.y).toBeGreaterThan(list!.y + list!.height - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 800 },
    ));
});
