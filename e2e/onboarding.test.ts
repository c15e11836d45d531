import { DOCUMENT_PROCESSING_ALERT } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleDocuments } from '../apps/server/src/seed/onboarding-sample.ts';
import { SYNTHETIC_DOCUMENT_COUNT, syntheticDocument } from '../apps/server/src/seed/onboarding-synthetic.ts';
import { signedInSuite } from './browser.ts';

const { withPage } = signedInSuite();
const samples = sampleDocuments();
const aadhaar = samples[0]!;
const resume = samples.find((sample) => sample.type === 'resume')!;

const openOnboarding = async (page: Page) => {
  await page.goto('/demo-call');
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await page.getByRole('heading', { name: 'Onboarding Section' }).waitFor();
  await page.getByTestId('onboarding-detail').waitFor();
};

const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`).textContent();

describe('demo call: onboarding document viewer', () => {
  it('selects the first document, N/A where missing, then shows its image and what Document Processing read', () =>
    withPage(async (page) => {
      await openOnboarding(page);
      const rows = page.getByTestId('onboarding-document');
      expect(await rows.count()).toBeGreaterThanOrEqual(samples.length);
      expect(await rows.first().getAttribute('aria-current')).toBe('true');
      expect(await rows.first().textContent()).toContain(aadhaar.fileName);
      await page.getByRole('heading', { name: 'Aadhaar card' }).waitFor();
      // The image arrives through its signed link (an <img> sends no bearer header).
      const image = page.getByRole('img', { name: /^Aadhaar card of/ });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

      // The sample set is seeded unread: Document Processing reads it through the worker.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Document Processing' }).click();
      await expect.poll(() => field(page, 'date_of_birth'), { timeout: 60_000 }).toBe(aadhaar.truth.date_of_birth);
      expect(await field(page, 'document_number')).toBe(aadhaar.truth.document_number);
      expect(await field(page, 'marital_status')).toBe('N/A');
      // A sample's true values are stored beside it: the viewer compares what was read with them.
      await page.getByRole('heading', { name: /^Synthetic sample \(clean\): (\d+) of \1 fields read as they were drawn$/ }).waitFor();
      expect(await page.getByTestId('read-with').textContent()).toBe('Read from its image by OCR');
    }), 90_000);

  it('shows a résumé with its education and work, and opens the PDF itself', () =>
    withPage(async (page) => {
      await openOnboarding(page);
      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Document Processing' }).click();
      await page.getByText(resume.fileName).click();
      await page.getByRole('heading', { name: 'Résumé' }).waitFor();
      await page.getByText(resume.truth.education_history![0]!.institution!).waitFor({ timeout: 60_000 });
      await page.getByText(resume.truth.work_experience![0]!.company!).first().waitFor();
      // Its first page, drawn by the server, arrives through a signed link of its own.
      const firstPage = page.getByRole('img', { name: `Page 1 of ${resume.fileName}` });
      await expect.poll(() => firstPage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
      const href = await page.getByRole('link', { name: new RegExp(`Open ${resume.fileName} in a new tab`) }).getAttribute('href');
      const file = await page.request.get(href!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }), 90_000);

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
      // A clean Aadhaar card that is not in the sample set.
      const card = syntheticDocument(SYNTHETIC_DOCUMENT_COUNT + 14);
      expect([card.type, card.variant]).toEqual(['aadhaar', 'clean']);
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
      // Who corrected it, and what was read before, under the field.
      const history = page.getByRole('list', { name: 'Corrections of Pincode' });
      await history.getByText(/^Corrected by e2e_.*@example\.com just now; was /).waitFor();
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
