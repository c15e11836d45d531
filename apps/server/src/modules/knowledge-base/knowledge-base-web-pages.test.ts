import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { clientFor, created, settled, startSite, type Client } from '../../test/knowledge-base-testing.ts';

describe('knowledge base web pages', () => {
  let t: TestApp;
  let client: Client;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    // The test site runs on loopback, which only a setting lets the reader fetch.
    t = await createTestApp({ KB_ALLOW_PRIVATE_URLS: 'true', KB_POLL_MS: '200' });
    client = clientFor(t, (await signUpUser(t.app)).token);
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('reads a web page through redirects, says why a page cannot be read, and refreshes on demand', async () => {
    site.pages.set('/handbook', {
      body: '<html><body><main><h2>Benefits</h2><p>Employees receive twenty days of paid vacation.</p></main></body></html>',
    });
    site.pages.set('/broken', { status: 500, body: 'down' });
    site.pages.set('/image', { type: 'image/png', body: 'PNG' });
    const base = await created(client, 'Web pages');
    expect((await client.refresh(base.knowledge_base_id)).json()).toEqual({
      error_message: knowledgeBaseMessages.nothingToRefresh,
    });
    const added = await client.addUrls(base.knowledge_base_id, [
      `${site.origin}/moved`,
      `${site.origin}/missing`,
      `${site.origin}/image`,
    ]);
    expect(added.statusCode).toBe(200);
    const done = await settled(client, base.knowledge_base_id);
    const byName = new Map(done.knowledge_base_sources.map((source) => [source.filename, source]));
    expect(byName.get(`${site.origin}/moved`)).toMatchObject({
      type: 'url',
      status: 'ready',
      file_url: `${site.origin}/moved`,
    });
    expect(byName.get(`${site.origin}/missing`)).toMatchObject({ status: 'error', error: 'The site answered 404' });
    expect(byName.get(`${site.origin}/image`)).toMatchObject({
      status: 'error',
      error: 'The page is image/png, not text, HTML or PDF',
    });
    expect(done.status).toBe('complete');
    expect((await client.search(base.knowledge_base_id, 'paid vacation')).json().data.hits[0].filename).toBe(
      `${site.origin}/moved`,
    );

    site.pages.set('/handbook', { body: '<p>Employees receive twenty-five days of paid leave and a pension.</p>' });
    const refreshed = await client.refresh(base.knowledge_base_id);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.status).toBe('in_progress');
    await settled(client, base.knowledge_base_id);
    expect((await client.search(base.knowledge_base_id, 'pension')).json().data.hits).toHaveLength(1);
    expect((await client.search(base.knowledge_base_id, 'vacation')).json().data.hits).toEqual([]);

    for (const urls of [[], ['ftp://example.com/file'], ['not a url'], ['https://user:secret@example.com/']]) {
      const response = await client.addUrls(base.knowledge_base_id, urls);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(
        urls.length === 0 ? knowledgeBaseMessages.urlRequired : knowledgeBaseMessages.urlInvalid,
      );
    }
  });

  it('is in error when every source failed', async () => {
    const base = await created(client, 'Broken');
    await client.addUrls(base.knowledge_base_id, [`${site.origin}/gone`]);
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('error');
    expect(done.knowledge_base_sources[0]!.error).toBe('The site answered 404');
  });
});

describe('knowledge base web pages and auto refresh', () => {
  it('refuses pages on loopback and private networks unless allowed', async () => {
    const t = await createTestApp({ KB_POLL_MS: '200' });
    const site = await startSite();
    try {
      site.pages.set('/internal', { body: '<p>secret</p>' });
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const base = await created(client, 'Outside');
      await client.addUrls(base.knowledge_base_id, [
        `${site.origin}/internal`,
        'http://[::1]/',
        'http://10.0.0.8/admin',
        'http://localhost:1/',
      ]);
      const done = await settled(client, base.knowledge_base_id);
      expect(done.status).toBe('error');
      for (const source of done.knowledge_base_sources)
        expect(source.error, source.filename).toMatch(/private network/);
    } finally {
      await site.close();
      await t.close();
    }
  });

  it('re-reads the web pages of a knowledge base with auto refresh when due', async () => {
    const t = await createTestApp({ KB_ALLOW_PRIVATE_URLS: 'true', KB_POLL_MS: '200', KB_REFRESH_INTERVAL_MS: '1500' });
    const site = await startSite();
    try {
      site.pages.set('/prices', { type: 'text/plain', body: 'The starter plan costs ten pounds.' });
      const client = clientFor(t, (await signUpUser(t.app)).token);
      const manual = await created(client, 'Manual');
      const auto = (await client.create({ knowledge_base_name: 'Auto', enable_auto_refresh: true })).json()
        .data as KnowledgeBase;
      for (const base of [manual, auto]) await client.addUrls(base.knowledge_base_id, [`${site.origin}/prices`]);
      await settled(client, manual.knowledge_base_id);
      await settled(client, auto.knowledge_base_id);
      site.pages.set('/prices', { type: 'text/plain', body: 'The starter plan costs twelve pounds.' });
      // The auto refresh is due 1.5 s after the first read; the poll allows a loaded machine more.
      await expect
        .poll(async () => (await client.search(auto.knowledge_base_id, 'twelve')).json().data.hits.length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      // Without auto refresh, the page read first stays.
      expect((await client.search(manual.knowledge_base_id, 'twelve')).json().data.hits).toEqual([]);
      expect((await client.search(manual.knowledge_base_id, 'ten')).json().data.hits).toHaveLength(1);
    } finally {
      await site.close();
      await t.close();
    }
  });
});
