import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { createAccount, launchBrowser, newPage, storeSession } from './browser.ts';

// The Mail tab's campaign wizard (SPEC §2, §4, §5, §8) against the started app (no SMTP: mail
// is kept in the local outbox and counts as sent).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const seeToast = (page: Page, text: string) =>
  expect.poll(() => toast(page, text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
const activeSteps = (page: Page) => page.locator('ol[aria-label="Campaign steps"] li[data-active="true"]').count();
const atStep = async (page: Page, step: number) => {
  await expect.poll(() => activeSteps(page), { timeout: 10_000 }).toBe(step);
  await page.getByText(`Step ${step} of 4`).waitFor();
};

const openMail = async (page: Page) => {
  await storeSession(page, await createAccount());
  await page.goto('/demo-call');
  await page.getByRole('tab', { name: 'Mail' }).click();
  await page.getByRole('heading', { name: 'Mail Section' }).waitFor();
};

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('campaign wizard', () => {
  it('validates step 1, then manual recipients (add, edit, delete) through all four steps, and reopens after a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openMail(page);
      await atStep(page, 1);
      const category = page.getByLabel('Category');
      expect(await category.inputValue()).toBe('Sales');
      expect(await category.getAttribute('readonly')).not.toBeNull();
      expect(await page.getByLabel('Campaign name').inputValue()).toBe('Spring Sales Outreach');
      expect(await page.getByLabel('Attachment URI').inputValue()).toBe(
        'https://files.agentdesk.local/brochures/sales-brochure.pdf',
      );

      await page.getByLabel('Campaign name').fill('');
      await page.getByLabel('Attachment URI').fill('');
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await seeToast(page, 'Campaign name is required');
      for (const message of [
        'Campaign name is required',
        'Attachment URI is required',
        'Subject is required when sending static content',
        'Body is required when sending static content',
      ]) {
        await page.locator('form p', { hasText: message }).waitFor();
      }
      await page.getByLabel('Send static content').click();
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await page.locator('form p', { hasText: 'Intent is required when not sending static content' }).waitFor();
      // Errors shown, toasts up: still readable and named (WCAG 2.1 A/AA).
      expect(await violations(page)).toEqual([]);

      await page.getByLabel('Campaign name').fill('Manual outreach');
      await page.getByLabel('Attachment URI').fill('https://files.example.com/offer.pdf');
      await page.getByLabel('Intent').fill('Offer {{company}} a product demo');
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await atStep(page, 2);
      expect(new URL(page.url()).searchParams.get('campaignId')).toMatch(/^[0-9a-f-]{36}$/);

      await page.getByRole('button', { name: 'Back' }).click();
      await atStep(page, 1);
      await page.getByRole('button', { name: 'Continue with this campaign' }).click();
      await atStep(page, 2);
      expect(await page.getByLabel('Number of threads').inputValue()).toBe('1');

      await page.getByRole('radio', { name: 'Manual' }).click();
      await page.getByRole('button', { name: 'Upload Recipients' }).click();
      await seeToast(page, 'Please add at least one recipient');
      await page.getByRole('button', { name: 'Add Recipient' }).click();
      await seeToast(page, 'Email required');

      const add = async (email: string, info: string) => {
        await page.getByLabel('Recipient email').fill(email);
        await page.getByLabel('Recipient info').fill(info);
        await page.getByRole('button', { name: 'Add Recipient' }).click();
        await page.getByRole('listitem').filter({ hasText: email }).waitFor();
      };
      await add('asha@example.com', 'name=Asha; company=Acme');
      await add('ben@example.com', 'name=Ben');
      await add('gone@example.com', '');

      await page.getByRole('button', { name: 'Edit ben@example.com' }).click();
      await page.getByLabel('Edit recipient email').fill('changed@example.com');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Edit ben@example.com' }).click();
      await page.getByLabel('Edit recipient email').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => toast(page, 'Email required').count()).toBeGreaterThan(0);
      await page.getByLabel('Edit recipient email').fill('bernard@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Delete gone@example.com' }).click();
      const list = page.getByRole('list', { name: 'Recipients' });
      expect(await list.getByRole('listitem').allTextContents()).toEqual([
        'asha@example.comname=Asha; company=Acme',
        'bernard@example.comname=Ben',
      ]);
      expect(await violations(page)).toEqual([]);

      await page.getByLabel('Number of threads').fill('2');
      await page.getByRole('button', { name: 'Upload Recipients' }).click();
      await seeToast(page, 'Recipients uploaded successfully!');
      await atStep(page, 3);
      await page.getByText('Threads').waitFor();
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Send Email' }).click();
      await seeToast(page, 'Email campaign sent successfully!');
      await atStep(page, 4);
      // No SMTP server in this journey: the report says the mails were kept locally, as the Sent folder does.
      await page.getByText('Finished: 0 sent, 2 kept locally, 0 failed of 2').waitFor({ timeout: 20_000 });
      await page.getByTestId('kept-locally-note').waitFor();
      expect(await violations(page)).toEqual([]);

      // A slow answer shows the 'in progress' loading toast, then the server's message in its place:
      // the answer is held until the loading toast has been seen.
      let release: () => void = () => undefined;
      const isReleased = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/send-email-replies*', async (route) => {
        await isReleased;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Send Email Reply' }).click();
      await seeToast(page, 'Sending email replies in progress...');
      release();
      await seeToast(page, 'No new replies to answer');
      expect(await toast(page, 'in progress').count()).toBe(0);
      await page.unrouteAll();

      await page.reload();
      expect(await page.getByRole('tab', { name: 'Mail' }).getAttribute('aria-selected')).toBe('true');
      await atStep(page, 4);
      await page.getByRole('button', { name: 'Back' }).click();
      await atStep(page, 3);
      await page.getByRole('button', { name: 'Send Email' }).waitFor();

      const campaignUrl = page.url();
      await page.goto('/inbox?type=mails&folder=sent&search=bernard%40example.com');
      const sent = page.locator('[data-testid="inbox-row"]', { hasText: 'bernard@example.com' }).first();
      await expect
        .poll(() => sent.getByTestId('delivery-status').textContent(), { timeout: 10_000 })
        .toBe('Kept locally');
      await page.goto(campaignUrl);
    } finally {
      await context.close();
    }
  });

  it('uploads a CSV: .csv only, file name and size in KB, invalid rows by number, back buttons', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openMail(page);
      await page.getByLabel('Subject').fill('Hello {{name}}');
      await page.getByLabel('Body').fill('Dear {{name}}');
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await atStep(page, 2);

      await page.getByRole('button', { name: 'Upload CSV' }).click();
      await seeToast(page, 'Please select a CSV file');
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await seeToast(page, 'Only .csv files are accepted');

      const text =
        'RecipientEmail,RecipientInfo\nasha@example.com,name=Asha\nbad-address,x\nben@example.com,name=Ben\nasha@example.com,dup\n';
      await page.getByLabel('CSV file').setInputFiles(csvFile('people.csv', text));
      const line = page.getByTestId('csv-file');
      await line.waitFor();
      expect(await line.textContent()).toBe(`people.csv${(Buffer.byteLength(text) / 1024).toFixed(2)} KB`);

      await page.getByRole('button', { name: 'Upload CSV' }).click();
      await seeToast(page, 'CSV recipients uploaded successfully!');
      await atStep(page, 3);
      await page.getByText('Row 3: Invalid email address (bad-address)').waitFor();
      await page.getByText('2 recipients taken; 1 duplicate dropped; 1 row skipped.').waitFor();

      await page.getByRole('button', { name: 'Back' }).click();
      await atStep(page, 2);
      await page.getByRole('button', { name: 'Back' }).click();
      await atStep(page, 1);
    } finally {
      await context.close();
    }
  });

  it('opens the Mail tab for a campaign in the address, and says so when it does not exist', async () => {
    const { context, page } = await newPage(browser);
    try {
      await storeSession(page, await createAccount());
      await page.goto('/demo-call?campaignId=abc');
      expect(await page.getByRole('tab', { name: 'Mail' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('Failed to load the campaign.').waitFor();
      await page.getByText('Campaign not found').waitFor();
      await page.getByRole('button', { name: 'Start a new campaign' }).click();
      await atStep(page, 1);
      expect(new URL(page.url()).searchParams.has('campaignId')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows the §8 failure toasts of each step', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openMail(page);
      await page.getByLabel('Subject').fill('Hello');
      await page.getByLabel('Body').fill('Body');
      const fail = (
        pattern: string,
        status: number,
        body: unknown = { error_message: 'Something went wrong. Please try again later.' },
      ) =>
        page.route(pattern, (route) =>
          route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
        );

      await fail('**/email/campaign/', 500);
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await seeToast(page, 'Failed to create campaign');
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await atStep(page, 2);

      await fail('**/recipients', 500);
      await page.getByLabel('CSV file').setInputFiles(csvFile('a.csv', 'RecipientEmail\na@example.com\n'));
      await page.getByRole('button', { name: 'Upload CSV' }).click();
      await seeToast(page, 'Failed to upload CSV recipients');
      await fail('**/recipients-without-csv', 500);
      await page.getByRole('radio', { name: 'Manual' }).click();
      await page.getByLabel('Recipient email').fill('a@example.com');
      await page.getByRole('button', { name: 'Add Recipient' }).click();
      await page.getByRole('button', { name: 'Upload Recipients' }).click();
      await seeToast(page, 'Failed to upload recipients');
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Upload Recipients' }).click();
      await atStep(page, 3);

      await fail('**/trigger-email-for-campaign*', 500);
      await page.getByRole('button', { name: 'Send Email' }).click();
      await seeToast(page, 'Failed to send email campaign');
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Send Email' }).click();
      await atStep(page, 4);

      await fail('**/send-email-replies*', 400, { error_message: 'The mailbox is not reachable' });
      await page.getByRole('button', { name: 'Send Email Reply' }).click();
      await seeToast(page, 'The mailbox is not reachable');
      await fail('**/send-email-replies*', 502, 'bad gateway');
      await page.getByRole('button', { name: 'Send Email Reply' }).click();
      await seeToast(page, 'Failed to send email reply');
    } finally {
      await context.close();
    }
  });
});
