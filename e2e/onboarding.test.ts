import { DOCUMENT_PROCESSING_INITIATED, NOTHING_TO_PROCESS } from '@agentdesk/shared';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleDocuments } from '../apps/server/src/seed/onboarding-sample.ts';
import { SYNTHETIC_DOCUMENT_COUNT, syntheticDocument } from '../apps/server/src/seed/onboarding-synthetic.ts';
import { violations } from './axe.ts';
import { createAccount, signedInSuite, storeSession } from './browser.ts';
import { collectDialogs, noSidewaysScroll, screenshotter } from './page-checks.ts';

const { withPage } = signedInSuite();
const shoot = screenshotter(process.env['ONBOARDING_SCREENSHOTS']);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** A photo of nothing: read at once, it fails ('No text was found'). */
const blankPng = () => {
  const canvas = createCanvas(640, 480);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f3f4f6';
  g.fillRect(0, 0, 640, 480);
  return canvas.toBuffer('image/png');
};
const labels = (page: Page) => page.getByTestId('onboarding-detail').getByRole('term').allTextContents();
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
  it(
    "selects the first document with its card's own fields, its image, and what Processing read, how sure",
    () =>
      withPage(async (page) => {
        const dialogs = collectDialogs(page);
        await openOnboarding(page);
        const rows = page.getByTestId('onboarding-document');
        expect(await rows.count()).toBeGreaterThanOrEqual(samples.length);
        expect(await rows.first().getAttribute('aria-current')).toBe('true');
        expect(await rows.first().textContent()).toContain(aadhaar.fileName);
        await page.getByRole('heading', { name: 'Aadhaar card' }).waitFor();
        // The image arrives through its signed link (an <img> sends no bearer header).
        const image = page.getByRole('img', { name: /^Aadhaar card of/ });
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
          .toBeGreaterThan(0);
        // An Aadhaar card's fields: no education, work or summary.
        const own = [
          ...['Full name', 'Date of birth', 'Age', 'Gender'],
          ...['Nationality', 'Document number', 'Address', 'Pincode'],
        ];
        expect(await labels(page)).toEqual(own);
        expect(await page.getByRole('heading', { name: /Education history|Work experience/ }).count()).toBe(0);

        // The sample set is seeded unread: Document Processing reads it through the worker.
        await page.getByRole('button', { name: 'Document Processing' }).click();
        await expect.poll(() => field(page, 'date_of_birth'), { timeout: 60_000 }).toBe(aadhaar.truth.date_of_birth);
        expect(await field(page, 'document_number')).toBe(aadhaar.truth.document_number);
        // How sure each reading is, beside its value.
        const birth = page.locator('dd', { has: page.locator('[data-field="date_of_birth"]') });
        expect(await birth.getByTestId('confidence').textContent()).toMatch(/^(Check · )?\d{1,3}% sure$/);
        // A sample's true values are stored beside it: a quiet 'Sample' disclosure compares what was read with them.
        const check = page.getByTestId('sample-check');
        await check
          .locator('summary')
          .getByText(/^(\d+) of \1 fields read as drawn$/)
          .waitFor();
        expect(await check.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
        await check.locator('summary').click();
        await check.getByText('Every field matches its drawn value.').waitFor();
        expect(await page.getByTestId('read-with').textContent()).toBe('Read from its image by OCR');
        await shoot(page, 'onboarding-aadhaar-1440');
        expect(await violations(page)).toEqual([]);
        expect(dialogs).toEqual([]);
      }),
    90_000,
  );

  it(
    'shows a résumé with its education and work, and opens the PDF itself',
    () =>
      withPage(async (page) => {
        await openOnboarding(page);
        await page.getByRole('button', { name: 'Document Processing' }).click();
        await page.getByText(resume.fileName).click();
        await page.getByRole('heading', { name: 'Résumé' }).waitFor();
        await page.getByText(resume.truth.education_history![0]!.institution!).waitFor({ timeout: 60_000 });
        // A résumé's fields: no pincode, issue date or the like.
        expect((await labels(page)).slice(0, 2)).toEqual(['Full name', 'Summary']);
        expect(await labels(page)).not.toContain('Pincode');
        expect(await labels(page)).not.toContain('Issue date');
        await shoot(page, 'onboarding-resume-1440');
        await page.getByText(resume.truth.work_experience![0]!.company!).first().waitFor();
        // Its first page, drawn by the server, arrives through a signed link of its own.
        const firstPage = page.getByRole('img', { name: `Page 1 of ${resume.fileName}` });
        await expect
          .poll(() => firstPage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
          .toBeGreaterThan(0);
        const href = await page
          .getByRole('link', { name: new RegExp(`Open ${resume.fileName} in a new tab`) })
          .getAttribute('href');
        const file = await page.request.get(href!);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('application/pdf');
        expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }),
    90_000,
  );

  it(
    "'Document Processing' reads a failed document again, SPEC's words as a toast, and says when nothing waits",
    () =>
      withPage(async (page) => {
        const dialogs = collectDialogs(page);
        await openOnboarding(page);
        const name = `blank-${Date.now()}.png`;
        await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: blankPng() });
        const row = page.getByTestId('onboarding-document').filter({ hasText: name });
        // Read at once, with nothing pressed: it fails with its reason.
        await row.getByText('Failed').waitFor({ timeout: 90_000 });
        const requests: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/')) requests.push(request.url());
        });
        await page.getByRole('button', { name: 'Document Processing' }).click();
        await toast(page, DOCUMENT_PROCESSING_INITIATED).waitFor();
        expect(requests.filter((url) => url.endsWith('/documents/process'))).toHaveLength(1);
        await row.getByText(/Queued|Reading…|Failed/).waitFor();

        // A workspace with nothing to read is told so, and nothing claims to be initiated.
        await storeSession(page, await createAccount('e2e-password-1', { workspace: 'own' }));
        await page.goto('/demo-call');
        await page.getByRole('tab', { name: 'Onboarding' }).click();
        await page.getByRole('button', { name: 'Document Processing' }).click();
        await toast(page, NOTHING_TO_PROCESS).waitFor();
        expect(await toast(page, DOCUMENT_PROCESSING_INITIATED).count()).toBe(0);
        expect(dialogs).toEqual([]);
      }),
    150_000,
  );

  it(
    'uploads a card that is read with nothing more pressed, shows what was read and saves a correction',
    () =>
      withPage(async (page) => {
        const dialogs = collectDialogs(page);
        await openOnboarding(page);
        const processRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/documents/process')) processRequests.push(request.url());
        });
        // A clean Aadhaar card that is not in the sample set.
        const card = syntheticDocument(SYNTHETIC_DOCUMENT_COUNT + 14);
        expect([card.type, card.variant]).toEqual(['aadhaar', 'clean']);
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: card.fileName, mimeType: card.fileType, buffer: card.content });
        const row = page.getByTestId('onboarding-document').filter({ hasText: card.fileName });
        await row.waitFor();
        expect(await row.getByText('Not processed yet').count()).toBe(0);
        await row.click();
        await page.getByRole('heading', { name: 'Aadhaar card' }).waitFor({ timeout: 60_000 });
        await expect.poll(() => field(page, 'date_of_birth'), { timeout: 60_000 }).toBe(card.truth.date_of_birth);
        expect(await field(page, 'document_number')).toBe(card.truth.document_number);
        expect(processRequests).toEqual([]);

        await page.getByRole('button', { name: 'Correct Pincode' }).click();
        await page.getByRole('textbox', { name: 'Correct Pincode' }).fill('400001');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => field(page, 'pincode')).toBe('400001');
        // Who corrected it, and what was read before, under the field.
        const history = page.getByRole('list', { name: 'Corrections of Pincode' });
        await history.getByText(/^Corrected by e2e_.*@example\.com just now; was /).waitFor();
        const pincode = page.locator('dd', { has: page.locator('[data-field="pincode"]') });
        expect(await pincode.getByText('Corrected', { exact: true }).count()).toBe(1);
        expect(dialogs).toEqual([]);
      }),
    120_000,
  );

  it('is one column at 375 px', () =>
    withPage(
      async (page) => {
        await openOnboarding(page);
        const list = await page.getByRole('list', { name: 'Documents' }).boundingBox();
        const detail = await page.getByTestId('onboarding-detail').boundingBox();
        expect(detail!.y).toBeGreaterThan(list!.y + list!.height - 1);
        await noSidewaysScroll(page, 375);
        await shoot(page, 'onboarding-375');
        await page.getByTestId('onboarding-detail').scrollIntoViewIfNeeded();
        await shoot(page, 'onboarding-375-detail');
      },
      { width: 375, height: 800 },
    ));
});
