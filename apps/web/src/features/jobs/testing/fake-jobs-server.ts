import { careersMessages, jobMessages, jobStatuses, type Job, type JobApplication } from '@agentdesk/shared';
import type { Mock } from 'vitest';
import { makeJob } from './make-job.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (message: string, data: unknown, total = 1) => json({ message, total, data });

type Overrides = {
  /** Answers a request before the fake does (e.g. a failure); undefined lets the fake answer. */
  answer?: (request: { method: string; path: string; url: URL; body: unknown }) => Response | undefined;
  /** The applications of each job (newest first), as the careers site's Apply form left them. */
  applications?: Record<string, JobApplication[]>;
};

/**
 * An in-memory stand-in for /api/job-description: newest first, cursors that are offsets
 * ('c20'), counts of every job, and drafts 'read' from a pasted text's first line and '- ' lines.
 */
export const serveJobs = (fetchMock: Mock<typeof fetch>, jobs: Job[], overrides: Overrides = {}) => {
  let made = 0;
  const find = (id: string) => jobs.find((job) => job.job_id === id);
  const add = (fields: Partial<Job>) => {
    made += 1;
    const job = makeJob({ ...fields, job_id: `job-new-${made}` });
    jobs.unshift(job);
    return job;
  };

  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/job-description/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const early = overrides.answer?.({ method, path, url, body });
    if (early !== undefined) return early;

    if (path === '/job-descriptions' && method === 'GET') {
      const status = url.searchParams.get('status');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const matching = jobs.filter((job) => (status === null || job.status === status) && job.title.toLowerCase().includes(search));
      const offset = Number((url.searchParams.get('cursor') ?? 'c0').slice(1));
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const page = matching.slice(offset, offset + limit);
      const counts = Object.fromEntries(jobStatuses.map((value) => [value, jobs.filter((job) => job.status === value).length]));
      return envelope('ok', { jobs: page, next_cursor: offset + limit < matching.length ? `c${offset + limit}` : null, counts }, matching.length);
    }
    if (path === '/' && method === 'POST') return envelope(jobMessages.created, add({ ...(body as Partial<Job>), status: 'draft', source: 'form' }));
    if (path === '/upload-text' && method === 'POST') {
      const { text, title } = body as { text: string; title?: string };
      const lines = text.split('\n');
      const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
      return envelope(jobMessages.created, add({ title: title ?? lines[0], responsibilities: items, requirements: [], skills: [], source: 'text', salary_min: null, salary_max: null, salary_currency: '' }));
    }
    if (path === '/upload' && method === 'POST') {
      const file = (body as FormData).get('file') as File;
      return envelope(jobMessages.created, add({ title: file.name.replace(/\.\w+$/, ''), source: 'file' }));
    }

    if (path === '/post-to-ats' && method === 'POST') {
      const job = find((body as { job_id: string }).job_id);
      if (job === undefined) return json({ error_message: jobMessages.notFound }, 404);
      if (job.status !== 'open') return json({ error_message: job.status === 'draft' ? careersMessages.draft : jobMessages.closed }, 409);
      const wasPosted = job.posted_timestamp !== null;
      job.posted_timestamp ??= Date.now();
      return envelope(wasPosted ? careersMessages.alreadyPosted : careersMessages.posted, job);
    }

    const [, id = '', action] = /^\/([^/]+)(?:\/(close|copy|applications))?$/.exec(path) ?? [];
    const job = find(decodeURIComponent(id));
    if (job === undefined) return json({ error_message: jobMessages.notFound }, 404);
    if (action === undefined && method === 'GET') return envelope('ok', job);
    if (action === undefined && method === 'PUT') {
      if (job.status === 'closed') return json({ error_message: jobMessages.closed }, 409);
      const change = body as Partial<Job>;
      Object.assign(job, change, change.status === 'open' ? { published_timestamp: Date.now() } : {}, { updated_timestamp: Date.now() });
      return envelope(change.status === 'open' ? jobMessages.published : jobMessages.saved, job);
    }
    if (action === 'close') {
      Object.assign(job, { status: 'closed', closed_timestamp: Date.now() });
      return envelope(jobMessages.closedDone, job);
    }
    if (action === 'applications') {
      const all = overrides.applications?.[job.job_id] ?? [];
      const offset = Number((url.searchParams.get('cursor') ?? 'c0').slice(1));
      const limit = Number(url.searchParams.get('limit') ?? '20');
      return envelope('ok', { applications: all.slice(offset, offset + limit), next_cursor: offset + limit < all.length ? `c${offset + limit}` : null }, all.length);
    }
    if (action === 'copy') return envelope(jobMessages.copied, add({ ...job, status: 'draft', source: 'copy', copied_from: job.job_id }));
    return json({ error_message: 'unexpected request' }, 500);
  });
};

/** The requests the screen made, as method, path and query, in order. */
export const requestsOf = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname, params: url.searchParams, body: init?.body };
  });

/** Jobs newest first: job-1 ... job-n, with statuses in turn open, draft, closed unless told. */
export const makeJobs = (count: number, status?: Job['status']): Job[] =>
  Array.from({ length: count }, (_, index) =>
    makeJob({ job_id: `job-${index + 1}`, title: `Role ${index + 1}`, status: status ?? jobStatuses[[1, 0, 2][index % 3] ?? 0] }),
  );
