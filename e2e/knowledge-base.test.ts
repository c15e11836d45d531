import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';

const { suite, withPage } = signedInSuite();

const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${suite.account.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

const createThroughApi = (name: string) =>
  api<KnowledgeBase>('/webhooks/knowledge-base/', {
    method: 'POST',
    body: { knowledge_base_name: name, enable_auto_refresh: false },
  });
const getThroughApi = (id: string) => api<KnowledgeBase>(`/webhooks/knowledge-base/${id}`);

const tagged = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const selectedParam = (page: Page) => new URL(page.url()).searchParams.get('knowledge_base_id');
const detail = (page: Page) => page.getByTestId('kb-detail');
const detailStatus = (page: Page) => detail(page).getByTestId('kb-status').textContent();
const sourceRow = (page: Page, name: string) =>
  page.getByTestId('source-row').filter({ has: page.getByTestId('source-name').getByText(name, { exact: true }) });
const sourceStatus = (page: Page, name: string) =>
  sourceRow(page, name).getByTestId('source-status').getAttribute('data-status');

/** Opens a knowledge base from the address, as a shared link or a reload does. */
const openKnowledgeBase = async (page: Page, knowledgeBase: KnowledgeBase) => {
  await page.goto(`/knowledge-base?knowledge_base_id=${knowledgeBase.knowledge_base_id}`);
  await expect.poll(() => page.getByTestId('kb-detail-title').textContent()).toBe(knowledgeBase.knowledge_base_name);
};

const addSourcesDialog = async (page: Page, tab: 'Upload files' | 'Web pages' | 'Text') => {
  await detail(page).getByRole('button', { name: 'Add sources' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add sources' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
};

/** A web page the server reads: served on this machine for the test. */
let site: Server;
let siteUrl = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url !== '/pricing') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1><p>The quokka plan costs twelve dollars a month.</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/pricing`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('knowledge base', () => {
  it('creates a knowledge base that holds no sources, then is Complete when it reads a pasted text and finds a word of it, and reopens it after a reload', () =>
    withPage(async (page) => {
      const name = tagged('Front desk FAQ');
      await page.goto('/knowledge-base');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Knowledge Base');
      await page.getByRole('button', { name: 'Create Knowledge Base' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Knowledge Base' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText(knowledgeBaseMessages.nameRequired).waitFor();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText(knowledgeBaseMessages.created).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL(/knowledge_base_id=/);
      await expect.poll(() => page.getByTestId('kb-detail-title').textContent()).toBe(name);
      // SPEC §7: a new one is in_progress; with nothing to read the server settles it, and the
      // screen says it holds nothing rather than 'Complete'.
      await expect.poll(() => detailStatus(page), { timeout: 15_000 }).toBe('No sources');
      await detail(page).getByText('No sources yet').waitFor();

      const text = await addSourcesDialog(page, 'Text');
      await text.getByRole('button', { name: 'Add text' }).click();
      await text.getByText(knowledgeBaseMessages.textRequired).first().waitFor();
      await text.getByLabel('Title').fill('Opening hours');
      await text
        .getByRole('textbox', { name: 'Text', exact: true })
        .fill('The clinic in Zanzibar opens at nine and closes at five on weekdays.');
      await text.getByRole('button', { name: 'Add text' }).click();
      await page.getByText(knowledgeBaseMessages.sourcesAdded).waitFor();
      await expect.poll(() => sourceStatus(page, 'Opening hours'), { timeout: 15_000 }).toBe('ready');
      expect(await sourceRow(page, 'Opening hours').getByTestId('source-status').textContent()).toMatch(
        /^Ready\d[\d,]* characters$/,
      );
      await expect.poll(() => detailStatus(page)).toBe('Complete');
      // The list row follows: status and source count.
      const row = page.locator(`[data-testid="kb-row"][data-kb-id="${selectedParam(page)}"]`);
      await expect.poll(() => row.getByTestId('kb-source-count').textContent()).toBe('1 source');
      expect(await row.getAttribute('aria-current')).toBe('true');

      const retrieval = page.getByTestId('test-retrieval');
      await retrieval.getByRole('searchbox', { name: 'Search this knowledge base' }).fill('zanzibar');
      await retrieval.getByRole('button', { name: 'Search' }).click();
      const hit = retrieval.getByTestId('search-hit').first();
      await hit.waitFor();
      expect(await hit.getByTestId('search-hit-source').textContent()).toBe('Opening hours');
      expect((await hit.locator('mark').first().textContent())?.toLowerCase()).toBe('zanzibar');

      const id = selectedParam(page);
      await page.reload();
      await expect.poll(() => page.getByTestId('kb-detail-title').textContent()).toBe(name);
      expect(selectedParam(page)).toBe(id);
      await sourceRow(page, 'Opening hours').waitFor();
    }));

  it('uploads a .txt and a .md file that become Ready, refuses an .exe before sending it, and deletes a source', () =>
    withPage(async (page) => {
      const knowledgeBase = await createThroughApi(tagged('Manuals'));
      await openKnowledgeBase(page, knowledgeBase);
      const upload = await addSourcesDialog(page, 'Upload files');
      const input = upload.locator('input[type="file"]');
      await input.setInputFiles([
        { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ]);
      await upload.getByRole('alert').getByText(knowledgeBaseMessages.fileType).waitFor();
      await upload.getByRole('button', { name: 'Remove virus.exe' }).click();
      await input.setInputFiles([
        {
          name: 'returns.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Returns are accepted within thirty days with the receipt.'),
        },
        {
          name: 'warranty.md',
          mimeType: 'text/markdown',
          buffer: Buffer.from('# Warranty\n\nEvery kettle has a two year warranty.'),
        },
      ]);
      expect(await upload.getByTestId('chosen-file').count()).toBe(2);
      await upload.getByRole('button', { name: 'Upload 2 files' }).click();
      await page.getByText(knowledgeBaseMessages.sourcesAdded).waitFor();
      for (const file of ['returns.txt', 'warranty.md'])
        await expect.poll(() => sourceStatus(page, file), { timeout: 15_000 }).toBe('ready');
      await expect.poll(() => detailStatus(page)).toBe('Complete');

      // The original comes back as a download (it needs the bearer token, so it is fetched, not linked).
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sourceRow(page, 'warranty.md').getByRole('button', { name: 'Download warranty.md' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('warranty.md');
      expect(readFileSync(await download.path(), 'utf8')).toContain('two year warranty');

      await sourceRow(page, 'returns.txt').getByRole('button', { name: 'Delete returns.txt' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this source?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(knowledgeBaseMessages.sourceDeleted).waitFor();
      await expect.poll(() => sourceRow(page, 'returns.txt').count()).toBe(0);
      expect(
        (await getThroughApi(knowledgeBase.knowledge_base_id)).knowledge_base_sources.map((source) => source.filename),
      ).toEqual(['warranty.md']);
    }));

  it('reads a web page, which then can be refreshed', () =>
    withPage(async (page) => {
      const knowledgeBase = await createThroughApi(tagged('Website'));
      await openKnowledgeBase(page, knowledgeBase);
      expect(await detail(page).getByRole('button', { name: 'Refresh' }).count()).toBe(0);
      const pages = await addSourcesDialog(page, 'Web pages');
      await pages.getByLabel('Web page addresses').fill('ftp://example.com/file');
      await pages.getByRole('button', { name: 'Add web pages' }).click();
      await pages.getByText(knowledgeBaseMessages.urlInvalid, { exact: false }).waitFor();
      await pages.getByLabel('Web page addresses').fill(siteUrl);
      await pages.getByRole('button', { name: 'Add web pages' }).click();
      await page.getByText(knowledgeBaseMessages.sourcesAdded).waitFor();
      const row = page.getByTestId('source-row').filter({ hasText: '127.0.0.1' });
      expect(await row.getByRole('link', { name: /in a new tab$/ }).getAttribute('rel')).toContain('noopener');

      // The started app may read pages on this machine (KB_ALLOW_PRIVATE_URLS in global-setup).
      await expect
        .poll(() => row.getByTestId('source-status').getAttribute('data-status'), { timeout: 20_000 })
        .toBe('ready');
      await expect.poll(() => detailStatus(page)).toBe('Complete');
      const retrieval = page.getByTestId('test-retrieval');
      await retrieval.getByRole('searchbox', { name: 'Search this knowledge base' }).fill('quokka');
      await retrieval.getByRole('button', { name: 'Search' }).click();
      expect(await retrieval.getByTestId('search-hit-source').first().textContent()).toBe(siteUrl);

      await detail(page).getByRole('button', { name: 'Refresh' }).click();
      await page.getByText(knowledgeBaseMessages.refreshStarted).waitFor();
      await expect.poll(() => detailStatus(page), { timeout: 20_000 }).toBe('Complete');
      expect((await getThroughApi(knowledgeBase.knowledge_base_id)).last_refreshed_timestamp).not.toBeNull();
    }));

  it('renames, switches auto refresh on and deletes the knowledge base', () =>
    withPage(async (page) => {
      const knowledgeBase = await createThroughApi(tagged('Old name'));
      await openKnowledgeBase(page, knowledgeBase);
      const newName = tagged('New name');
      await detail(page).getByRole('button', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename knowledge base' });
      await rename.getByLabel('Name').fill('   ');
      await rename.getByRole('button', { name: 'Save' }).click();
      await rename.getByText(knowledgeBaseMessages.nameRequired).waitFor();
      await rename.getByLabel('Name').fill(newName);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByTestId('kb-detail-title').textContent()).toBe(newName);
      await page
        .locator(`[data-testid="kb-row"][data-kb-id="${knowledgeBase.knowledge_base_id}"]`)
        .getByText(newName)
        .waitFor();

      const autoRefresh = detail(page).getByRole('switch', { name: 'Auto refresh' });
      expect(await autoRefresh.getAttribute('aria-checked')).toBe('false');
      await autoRefresh.click();
      await expect.poll(() => autoRefresh.getAttribute('aria-checked')).toBe('true');
      await expect
        .poll(async () => (await getThroughApi(knowledgeBase.knowledge_base_id)).enable_auto_refresh)
        .toBe(true);
      expect((await getThroughApi(knowledgeBase.knowledge_base_id)).knowledge_base_name).toBe(newName);

      await detail(page).getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this knowledge base?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(knowledgeBaseMessages.deleted).waitFor();
      await expect.poll(() => selectedParam(page)).toBeNull();
      await expect
        .poll(() => page.locator(`[data-testid="kb-row"][data-kb-id="${knowledgeBase.knowledge_base_id}"]`).count())
        .toBe(0);
      const gone = await fetch(`${baseUrl()}/api/webhooks/knowledge-base/${knowledgeBase.knowledge_base_id}`, {
        headers: { authorization: `Bearer ${suite.account.token}` },
      });
      expect(gone.status).toBe(404);
    }));

  it('is one column at 375 px: the list first, then the chosen one with a Back button', () =>
    withPage(
      async (page) => {
        const knowledgeBase = await createThroughApi(tagged('Phone view'));
        await page.goto('/knowledge-base');
        const row = page.locator(`[data-testid="kb-row"][data-kb-id="${knowledgeBase.knowledge_base_id}"]`);
        await row.waitFor();
        // Nothing is opened for the user on a phone.
        expect(await detail(page).count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await row.click();
        await page.waitForURL(/knowledge_base_id=/);
        await expect
          .poll(() => page.getByTestId('kb-detail-title').textContent())
          .toBe(knowledgeBase.knowledge_base_name);
        expect(await page.getByRole('region', { name: 'Knowledge base list' }).isVisible()).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'Back' }).click();
        await expect.poll(() => selectedParam(page)).toBeNull();
        await row.waitFor();
        expect(await detail(page).count()).toBe(0);
      },
      { width: 375, height: 800 },
    ));
});
