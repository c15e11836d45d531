import { knowledgeBasePaths, SNIPPET_MARK_END, SNIPPET_MARK_START, type KnowledgeBase } from '@agentdesk/shared';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { multipartFiles, type Upload } from './multipart.ts';
import { bearer, type TestApp } from './test-app.ts';

export const api = (path: string) => `/api${path}`;

/** A web site for the URL sources: its pages can be changed during a test. */
export const startSite = async () => {
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

export const clientFor = (t: TestApp, token: string) => {
  const headers = bearer(token);
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });
  return {
    create: (body: object = { knowledge_base_name: 'Loan FAQ', enable_auto_refresh: false }) =>
      inject('POST', knowledgeBasePaths.create, body),
    list: (query = '') => inject('GET', `${knowledgeBasePaths.list}${query}`),
    get: (id: string) => inject('GET', knowledgeBasePaths.item(id)),
    patch: (id: string, body: object) => inject('PATCH', knowledgeBasePaths.item(id), body),
    remove: (id: string) => inject('DELETE', knowledgeBasePaths.item(id)),
    addText: (id: string, title: string, text: string) => inject('POST', knowledgeBasePaths.texts(id), { title, text }),
    addUrls: (id: string, urls: string[]) => inject('POST', knowledgeBasePaths.urls(id), { urls }),
    upload: (id: string, files: Upload[]) => {
      const body = multipartFiles(files);
      return t.app.inject({
        method: 'POST',
        url: api(knowledgeBasePaths.files(id)),
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    removeSource: (id: string, sourceId: string) => inject('DELETE', knowledgeBasePaths.source(id, sourceId)),
    file: (id: string, sourceId: string) => inject('GET', knowledgeBasePaths.sourceFile(id, sourceId)),
    refresh: (id: string) => inject('POST', knowledgeBasePaths.refresh(id)),
    search: (id: string, query: string) =>
      inject('GET', `${knowledgeBasePaths.search(id)}?query=${encodeURIComponent(query)}`),
  };
};
export type Client = ReturnType<typeof clientFor>;

export const created = async (client: Client, name = 'Loan FAQ'): Promise<KnowledgeBase> => {
  const response = await client.create({ knowledge_base_name: name });
  expect(response.statusCode).toBe(200);
  return response.json().data as KnowledgeBase;
};

/** Waits until the knowledge base has nothing left to read (the reader runs in the background). */
export const settled = async (client: Client, id: string, timeoutMs = 15_000): Promise<KnowledgeBase> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await client.get(id)).json().data as KnowledgeBase;
    if (data.status !== 'in_progress') return data;
    if (Date.now() > deadline)
      throw new Error(
        `still in progress: ${JSON.stringify(data.knowledge_base_sources.map((s) => [s.filename, s.status]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export const snippetWords = (snippet: string) =>
  [...snippet.matchAll(new RegExp(`${SNIPPET_MARK_START}(.*?)${SNIPPET_MARK_END}`, 'g'))].map((match) =>
    match[1]!.toLowerCase(),
  );
