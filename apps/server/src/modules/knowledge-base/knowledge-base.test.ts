import { knowledgeBaseLimits, knowledgeBaseMessages, knowledgeBasePaths, SNIPPET_MARK_END, SNIPPET_MARK_START, type KnowledgeBase } from '@agentdesk/shared';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { multipartFiles, type Upload } from '../../test/multipart.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

const api = (path: string) => `/api${path}`;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A web site for the URL sources: its pages can be changed during a test. */
const startSite = async () => {
  const pages = new Map<string, { status?: number; type?: string; body: string }>();
  const server: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? '/');
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/handbook' }).end();
      return;
    }
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    response.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8' }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { pages, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const clientFor = (t: TestApp, token: string) => {
  const headers = bearer(token);
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) => t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });
  return {
    create: (body: object = { knowledge_base_name: 'Loan FAQ', enable_auto_refresh: false }) => inject('POST', knowledgeBasePaths.create, body),
    list: (query = '') => inject('GET', `${knowledgeBasePaths.list}${query}`),
    get: (id: string) => inject('GET', knowledgeBasePaths.item(id)),
    patch: (id: string, body: object) => inject('PATCH', knowledgeBasePaths.item(id), body),
    remove: (id: string) => inject('DELETE', knowledgeBasePaths.item(id)),
    addText: (id: string, title: string, text: string) => inject('POST', knowledgeBasePaths.texts(id), { title, text }),
    addUrls: (id: string, urls: string[]) => inject('POST', knowledgeBasePaths.urls(id), { urls }),
    upload: (id: string, files: Upload[]) => {
      const body = multipartFiles(files);
      return t.app.inject({ method: 'POST', url: api(knowledgeBasePaths.files(id)), headers: { ...headers, ...body.headers }, payload: body.payload });
    },
    removeSource: (id: string, sourceId: string) => inject('DELETE', knowledgeBasePaths.source(id, sourceId)),
    file: (id: string, sourceId: string) => inject('GET', knowledgeBasePaths.sourceFile(id, sourceId)),
    refresh: (id: string) => inject('POST', knowledgeBasePaths.refresh(id)),
    search: (id: string, query: string) => inject('GET', `${knowledgeBasePaths.search(id)}?query=${encodeURIComponent(query)}`),
  };
};
type Client = ReturnType<typeof clientFor>;

const created = async (client: Client, name = 'Loan FAQ'): Promise<KnowledgeBase> => {
  const response = await client.create({ knowledge_base_name: name });
  expect(response.statusCode).toBe(200);
  return response.json().data as KnowledgeBase;
};

/** Waits until the knowledge base has nothing left to read (the reader runs in the background). */
const settled = async (client: Client, id: string, timeoutMs = 15_000): Promise<KnowledgeBase> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await client.get(id)).json().data as KnowledgeBase;
    if (data.status !== 'in_progress') return data;
    if (Date.now() > deadline) throw new Error(`still in progress: ${JSON.stringify(data.knowledge_base_sources.map((s) => [s.filename, s.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const snippetWords = (snippet: string) => [...snippet.matchAll(new RegExp(`${SNIPPET_MARK_START}(.*?)${SNIPPET_MARK_END}`, 'g'))].map((match) => match[1]!.toLowerCase());

describe('knowledge bases', () => {
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

  it('creates one in_progress with no sources (SPEC §7), which the reader then completes', async () => {
    const response = await client.create({ knowledge_base_name: '  Loan FAQ  ', enable_auto_refresh: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(knowledgeBaseMessages.created);
    expect(body.data).toMatchObject({ knowledge_base_name: 'Loan FAQ', status: 'in_progress', knowledge_base_sources: [], enable_auto_refresh: true, last_refreshed_timestamp: null });
    expect(body.data.knowledge_base_id).toMatch(/^knowledge_base_[0-9a-f]{16}$/);
    expect((await settled(client, body.data.knowledge_base_id)).status).toBe('complete');
  });

  it('refuses a missing or long name, unknown ids and anonymous callers', async () => {
    for (const body of [{}, { knowledge_base_name: '   ' }]) {
      const response = await client.create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.nameRequired);
    }
    const long = await client.create({ knowledge_base_name: 'x'.repeat(knowledgeBaseLimits.nameMax + 1) });
    expect(long.json().error_message).toBe(knowledgeBaseMessages.nameTooLong);
    expect((await client.create({ knowledge_base_name: 'A', enable_auto_refresh: 'yes' })).statusCode).toBe(400);
    for (const response of [await client.get('knowledge_base_missing'), await client.remove('knowledge_base_missing'), await client.addText('knowledge_base_missing', 'T', 'x')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.notFound);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: api(knowledgeBasePaths.list) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first in stable cursor pages with the total', async () => {
    const fresh = await createTestApp();
    try {
      const own = clientFor(fresh, (await signUpUser(fresh.app)).token);
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await created(own, `Base ${index}`)).knowledge_base_id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await own.list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.total).toBe(5);
        expect(body.data.knowledge_bases.length).toBeLessThanOrEqual(2);
        seen.push(...body.data.knowledge_bases.map((item: { knowledge_base_id: string; source_count: number }) => item.knowledge_base_id));
        cursor = body.data.next_cursor;
      } while (cursor !== null);
      expect(seen).toEqual([...ids].reverse());
      for (const bad of ['nonsense', Buffer.from('["2026-01-01", 5]').toString('base64url'), Buffer.from('["drop table", "x"]').toString('base64url')]) {
        const response = await own.list(`?cursor=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error_message).toBe('Invalid cursor');
      }
      expect((await own.list('?limit=0')).statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('reads a pasted text, then finds its passages by meaning of the words, marked', async () => {
    const base = await created(client, 'Hiring handbook');
    const added = await client.addText(base.knowledge_base_id, 'Shift policy', 'Night shifts pay a 15% premium.\n\nWarehouse supervisors approve every overtime request before the shift starts.');
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(knowledgeBaseMessages.sourcesAdded);
    expect(added.json().data.status).toBe('in_progress');
    expect(added.json().data.knowledge_base_sources[0]).toMatchObject({ type: 'text', filename: 'Shift policy', status: 'pending', text_length: 0 });
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('complete');
    expect(done.knowledge_base_sources[0]).toMatchObject({ status: 'ready', error: null });
    expect(done.knowledge_base_sources[0]!.text_length).toBeGreaterThan(80);
    expect(done.last_refreshed_timestamp).toEqual(expect.any(Number));

    // Stemmed full-text search: "approving overtime" matches "approve ... overtime".
    const search = await client.search(base.knowledge_base_id, 'approving overtime');
    expect(search.statusCode).toBe(200);
    const [hit] = search.json().data.hits;
    expect(hit).toMatchObject({ filename: 'Shift policy', type: 'text' });
    expect(snippetWords(hit.snippet)).toEqual(expect.arrayContaining(['approve', 'overtime']));
    expect((await client.search(base.knowledge_base_id, 'submarine')).json()).toMatchObject({ total: 0, data: { hits: [] } });
    // Stop words alone find nothing, and another knowledge base's passages are never found.
    expect((await client.search(base.knowledge_base_id, 'the and of')).json().data.hits).toEqual([]);
    const other = await created(client, 'Other base');
    await client.addText(other.knowledge_base_id, 'Elsewhere', 'Overtime is approved by the night manager.');
    await settled(client, other.knowledge_base_id);
    expect((await client.search(base.knowledge_base_id, 'night manager')).json().data.hits).toEqual([]);
    expect((await client.search(other.knowledge_base_id, 'approving overtime')).json().data.hits.map((found: { filename: string }) => found.filename)).toEqual(['Elsewhere']);
    expect((await client.search(base.knowledge_base_id, '   ')).statusCode).toBe(400);
    expect((await client.search('knowledge_base_missing', 'shift')).statusCode).toBe(404);

    // The text comes back as a download.
    const file = await client.file(base.knowledge_base_id, done.knowledge_base_sources[0]!.source_id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Shift policy.txt"');
    expect(file.body).toContain('Night shifts pay a 15% premium.');

    for (const body of [{ title: '', text: 'x' }, { title: 'T', text: '  \n ' }]) {
      const response = await client.addText(base.knowledge_base_id, body.title, body.text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.textRequired);
    }
  });

  it('reads uploaded PDF, Word, text, Markdown, CSV and HTML documents, and gives back the originals', async () => {
    const base = await created(client, 'Documents');
    const pdf = fixture('refund-policy.pdf');
    const response = await client.upload(base.knowledge_base_id, [
      { filename: 'refund-policy.pdf', content: pdf },
      { filename: 'interview-guide.docx', content: fixture('interview-guide.docx') },
      { filename: 'notes.txt', content: 'Branch hours are nine to five on weekdays.' },
      { filename: 'faq.md', content: '# FAQ\n\n**Collateral** is not needed under $5,000.' },
      { filename: 'rates.csv', content: 'product,rate\nstarter loan,7.9%\n' },
      { filename: 'about.html', content: '<html><head><script>alert(1)</script><style>p{}</style></head><body><h1>About us</h1><p>Founded in Leeds.</p></body></html>' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.knowledge_base_sources.map((source: { filename: string; type: string; status: string }) => [source.filename, source.type, source.status])).toEqual([
      ['refund-policy.pdf', 'document', 'pending'],
      ['interview-guide.docx', 'document', 'pending'],
      ['notes.txt', 'document', 'pending'],
      ['faq.md', 'document', 'pending'],
      ['rates.csv', 'document', 'pending'],
      ['about.html', 'document', 'pending'],
    ]);
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('complete');
    expect(done.knowledge_base_sources.every((source) => source.status === 'ready' && source.text_length > 0)).toBe(true);
    for (const [query, filename] of [
      ['origination fee refunded', 'refund-policy.pdf'],
      ['forklift certification', 'interview-guide.docx'],
      ['branch hours', 'notes.txt'],
      ['collateral', 'faq.md'],
      ['starter loan', 'rates.csv'],
      ['founded Leeds', 'about.html'],
    ] as const) {
      const hits = (await client.search(base.knowledge_base_id, query)).json().data.hits;
      expect(hits[0]?.filename, query).toBe(filename);
    }
    // Scripts and styles of an HTML document are not text.
    expect((await client.search(base.knowledge_base_id, 'alert')).json().data.hits).toEqual([]);

    const original = await client.file(base.knowledge_base_id, done.knowledge_base_sources[0]!.source_id);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toContain('attachment;');
    expect(original.rawPayload.equals(pdf)).toBe(true);
    const html = await client.file(base.knowledge_base_id, done.knowledge_base_sources[5]!.source_id);
    expect(html.headers['content-disposition']).toContain('attachment;');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.file(base.knowledge_base_id, 'source_missing')).statusCode).toBe(404);
  });

  it('refuses wrong types, renamed binaries, oversize and too many files, all or none', async () => {
    const base = await created(client, 'Refusals');
    const cases: [Upload[], number, string][] = [
      [[{ filename: 'setup.exe', content: 'MZ' }], 400, knowledgeBaseMessages.fileType],
      [[{ filename: 'scan.pdf', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }], 400, 'scan.pdf is not a valid .pdf file'],
      [[{ filename: 'letter.docx', content: '%PDF-1.4' }], 400, 'letter.docx is not a valid .docx file'],
      [[{ filename: 'latin1.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }], 400, 'latin1.txt is not a valid .txt file'],
      [[{ filename: 'empty.txt', content: '' }], 400, 'empty.txt is empty'],
      [[{ filename: 'notes.txt', content: 'fine' }, { filename: 'virus.exe', content: 'MZ' }], 400, knowledgeBaseMessages.fileType],
      [[{ filename: 'big.txt', content: Buffer.alloc(knowledgeBaseLimits.fileBytes + 1, 0x61) }], 413, knowledgeBaseMessages.fileTooLarge],
      [Array.from({ length: knowledgeBaseLimits.filesPerUpload + 1 }, (_, index) => ({ filename: `n${index}.txt`, content: 'x' })), 413, knowledgeBaseMessages.tooManyFiles],
      [[{ filename: 'notes.txt', content: 'x', field: 'document' }], 400, 'Send the documents as parts named files'],
    ];
    for (const [files, status, message] of cases) {
      const response = await client.upload(base.knowledge_base_id, files);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error_message).toBe(message);
    }
    const none = await t.app.inject({ method: 'POST', url: api(knowledgeBasePaths.files(base.knowledge_base_id)), headers: { ...bearer((await signUpUser(t.app)).token), 'content-type': 'application/json' }, payload: {} });
    expect(none.statusCode).toBe(400);
    // Nothing of the refused uploads was kept.
    expect((await client.get(base.knowledge_base_id)).json().data.knowledge_base_sources).toEqual([]);
  });

  it('reads a web page through redirects, says why a page cannot be read, and refreshes on demand', async () => {
    site.pages.set('/handbook', { body: '<html><body><main><h2>Benefits</h2><p>Employees receive twenty days of paid vacation.</p></main></body></html>' });
    site.pages.set('/broken', { status: 500, body: 'down' });
    site.pages.set('/image', { type: 'image/png', body: 'PNG' });
    const base = await created(client, 'Web pages');
    expect((await client.refresh(base.knowledge_base_id)).json()).toEqual({ error_message: knowledgeBaseMessages.nothingToRefresh });
    const added = await client.addUrls(base.knowledge_base_id, [`${site.origin}/moved`, `${site.origin}/missing`, `${site.origin}/image`]);
    expect(added.statusCode).toBe(200);
    const done = await settled(client, base.knowledge_base_id);
    const byName = new Map(done.knowledge_base_sources.map((source) => [source.filename, source]));
    expect(byName.get(`${site.origin}/moved`)).toMatchObject({ type: 'url', status: 'ready', file_url: `${site.origin}/moved` });
    expect(byName.get(`${site.origin}/missing`)).toMatchObject({ status: 'error', error: 'The site answered 404' });
    expect(byName.get(`${site.origin}/image`)).toMatchObject({ status: 'error', error: 'The page is image/png, not text, HTML or PDF' });
    expect(done.status).toBe('complete');
    expect((await client.search(base.knowledge_base_id, 'paid vacation')).json().data.hits[0].filename).toBe(`${site.origin}/moved`);

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
      expect(response.json().error_message).toBe(urls.length === 0 ? knowledgeBaseMessages.urlRequired : knowledgeBaseMessages.urlInvalid);
    }
  });

  it('is in error when every source failed', async () => {
    const base = await created(client, 'Broken');
    await client.addUrls(base.knowledge_base_id, [`${site.origin}/gone`]);
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('error');
    expect(done.knowledge_base_sources[0]!.error).toBe('The site answered 404');
  });

  it('renames, switches auto refresh, deletes a source with its passages, then the knowledge base', async () => {
    const base = await created(client, 'Rename me');
    expect((await client.patch(base.knowledge_base_id, {})).statusCode).toBe(400);
    const renamed = await client.patch(base.knowledge_base_id, { knowledge_base_name: 'Renamed', enable_auto_refresh: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ knowledge_base_name: 'Renamed', enable_auto_refresh: true });
    expect(renamed.json().data.user_modified_timestamp).toBeGreaterThanOrEqual(base.user_modified_timestamp);
    expect((await client.patch(base.knowledge_base_id, { knowledge_base_name: '' })).json().error_message).toBe(knowledgeBaseMessages.nameRequired);

    await client.addText(base.knowledge_base_id, 'Keep', 'Pallets are stacked four high.');
    await client.addText(base.knowledge_base_id, 'Drop', 'Forklifts are inspected every Monday.');
    const done = await settled(client, base.knowledge_base_id);
    const drop = done.knowledge_base_sources.find((source) => source.filename === 'Drop')!;
    const afterDelete = await client.removeSource(base.knowledge_base_id, drop.source_id);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().data.knowledge_base_sources.map((source: { filename: string }) => source.filename)).toEqual(['Keep']);
    expect((await client.search(base.knowledge_base_id, 'forklifts inspected')).json().data.hits).toEqual([]);
    expect((await client.removeSource(base.knowledge_base_id, drop.source_id)).json()).toEqual({ error_message: knowledgeBaseMessages.sourceNotFound });

    const removed = await client.remove(base.knowledge_base_id);
    expect(removed.json()).toMatchObject({ message: knowledgeBaseMessages.deleted, data: { knowledge_base_id: base.knowledge_base_id } });
    expect((await client.get(base.knowledge_base_id)).statusCode).toBe(404);
    const [left] = rowsOf<{ n: string | number }>(await t.database.db.execute(sql`select count(*) as n from knowledge_base_chunks where knowledge_base_id = ${base.knowledge_base_id}`));
    expect(Number(left!.n)).toBe(0);
  });

  it(`holds at most ${knowledgeBaseLimits.sourcesMax} sources`, async () => {
    const base = await created(client, 'Full');
    await t.database.db.execute(sql`insert into knowledge_base_sources (id, knowledge_base_id, type, filename, status)
      select 'source_full_' || n, ${base.knowledge_base_id}, 'text', 'n' || n, 'ready' from generate_series(1, ${knowledgeBaseLimits.sourcesMax}) n`);
    const response = await client.addText(base.knowledge_base_id, 'One more', 'x');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(knowledgeBaseMessages.tooManySources);
  });

  it('reads again a source whose reader died (its lease expired), as after a restart', async () => {
    const base = await created(client, 'Interrupted');
    await settled(client, base.knowledge_base_id);
    // What a reader killed mid-way leaves: the source claimed, its lease run out, no passages.
    await t.database.db.execute(sql`insert into knowledge_base_sources (id, knowledge_base_id, type, filename, content_type, content, size_bytes, attempts, lease_until)
      values ('source_interrupted', ${base.knowledge_base_id}, 'text', 'Interrupted', 'text/plain', ${Buffer.from('Trucks leave the depot at dawn.')}, 31, 1, now() - interval '1 second')`);
    await t.database.db.execute(sql`update knowledge_bases set status = 'in_progress' where id = ${base.knowledge_base_id}`);
    t.app.knowledgeBaseReader.kick();
    const done = await settled(client, base.knowledge_base_id);
    expect(done.knowledge_base_sources[0]).toMatchObject({ source_id: 'source_interrupted', status: 'ready' });
    expect((await client.search(base.knowledge_base_id, 'depot dawn')).json().data.hits).toHaveLength(1);
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
      await client.addUrls(base.knowledge_base_id, [`${site.origin}/internal`, 'http://[::1]/', 'http://10.0.0.8/admin', 'http://localhost:1/']);
      const done = await settled(client, base.knowledge_base_id);
      expect(done.status).toBe('error');
      for (const source of done.knowledge_base_sources) expect(source.error, source.filename).toMatch(/private network/);
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
      const auto = (await client.create({ knowledge_base_name: 'Auto', enable_auto_refresh: true })).json().data as KnowledgeBase;
      for (const base of [manual, auto]) await client.addUrls(base.knowledge_base_id, [`${site.origin}/prices`]);
      await settled(client, manual.knowledge_base_id);
      await settled(client, auto.knowledge_base_id);
      site.pages.set('/prices', { type: 'text/plain', body: 'The starter plan costs twelve pounds.' });
      const deadline = Date.now() + 15_000;
      while ((await client.search(auto.knowledge_base_id, 'twelve')).json().data.hits.length === 0) {
        if (Date.now() > deadline) throw new Error('the auto refresh did not happen');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Without auto refresh, the page read first stays.
      expect((await client.search(manual.knowledge_base_id, 'twelve')).json().data.hits).toEqual([]);
      expect((await client.search(manual.knowledge_base_id, 'ten')).json().data.hits).toHaveLength(1);
    } finally {
      await site.close();
      await t.close();
    }
  });
});
