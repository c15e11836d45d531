import {
  closeJobsMessage,
  defaultJobOrder,
  jobMessages,
  jobStatuses,
  jobStatusRank,
  jobUploadMessages,
  type GenerateJobBody,
  type Job,
  type JobApplication,
  type JobDraft,
  type JobSort,
} from '@agentdesk/shared';
import type { Mock } from 'vitest';
import { makeJob } from './make-job.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (message: string, data: unknown, total = 1) => json({ message, total, data });

type Overrides = {
  /** Answers a request before the fake does (e.g. a failure); undefined lets the fake answer. */
  answer?: (request: { method: string; path: string; url: URL; body: unknown }) => Response | undefined;
  /** The applications of each job (newest first), as the careers site's Apply form left them. */
  applications?: Record<string, JobApplication[]>;
};

/** The fake's "Write it for me": a short, predictable draft from the brief (the server's template is tested on the server). */
export const fakeWrittenDraft = (brief: GenerateJobBody): JobDraft => {
  const skills = brief.skills ?? [];
  return {
    title: brief.title ?? '',
    department: brief.department ?? '',
    location: brief.location ?? '',
    employment_type: brief.employment_type ?? 'full_time',
    workplace_type: brief.workplace_type ?? 'on_site',
    seniority: brief.seniority ?? null,
    salary_min: null,
    salary_max: null,
    salary_currency: 'EUR',
    summary: `We are looking for a ${brief.title ?? ''}.`,
    responsibilities: ['Build the product', 'Review code'],
    requirements: ['5+ years of experience', ...skills.slice(0, 3).map((skill) => `Experience with ${skill}`)],
    nice_to_have: skills.slice(3).map((skill) => `Experience with ${skill}`),
    benefits: ['30 days of paid holiday', 'A learning budget'],
    skills,
    application_deadline: null,
    openings: 1,
    hiring_manager: '',
  };
};

/** What a job sorts by, as the server orders it (the jobs are kept newest first: 'created' keeps their order). */
const keyOf = (job: Job, sort: JobSort): string | number => {
  if (sort === 'status') return jobStatusRank[job.status];
  if (sort === 'applicants') return job.applicant_count;
  if (sort === 'created') return job.created_timestamp;
  return job[sort].toLowerCase();
};

/**
 * An in-memory stand-in for /api/job-description: newest first unless sorted, filters, cursors
 * that are offsets ('c20'), counts of every job, the departments and locations, delete (not with
 * applicants), bulk close, drafts 'read' from a pasted text's first line and '- ' lines, drafts
 * 'written' from a brief (fakeWrittenDraft), never saved, and files uploaded by key ('key-1'...:
 * the URL, the PUT, the key read into a draft titled by the name).
 */
export const serveJobs = (fetchMock: Mock<typeof fetch>, jobs: Job[], overrides: Overrides = {}) => {
  let made = 0;
  /** Upload keys: the file name asked for, the file once PUT, and whether it was read. */
  const uploads = new Map<string, { filename: string; file?: Blob; isUsed?: boolean }>();
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
      const query = url.searchParams;
      const status = query.get('status');
      const search = (query.get('search') ?? '').toLowerCase();
      const same = (value: string, wanted: string | null) =>
        wanted === null || value.toLowerCase() === wanted.toLowerCase();
      const matching = jobs.filter(
        (job) =>
          (status === null || job.status === status) &&
          same(job.department, query.get('department')) &&
          same(job.location, query.get('location')) &&
          job.title.toLowerCase().includes(search),
      );
      const sort = (query.get('sort') ?? 'created') as JobSort;
      const order = query.get('order') ?? defaultJobOrder[sort];
      // The given order is 'created': newest first, as the jobs are kept.
      const sorted =
        sort === 'created'
          ? matching
          : [...matching].sort((a, b) =>
              keyOf(a, sort) < keyOf(b, sort) ? -1 : keyOf(a, sort) > keyOf(b, sort) ? 1 : 0,
            );
      if ((sort === 'created') === (order === 'asc')) sorted.reverse();
      const offset = Number((query.get('cursor') ?? 'c0').slice(1));
      const limit = Number(query.get('limit') ?? '20');
      const page = sorted.slice(offset, offset + limit);
      const counts = Object.fromEntries(
        jobStatuses.map((value) => [value, jobs.filter((job) => job.status === value).length]),
      );
      return envelope(
        'ok',
        { jobs: page, next_cursor: offset + limit < sorted.length ? `c${offset + limit}` : null, counts },
        sorted.length,
      );
    }
    if (path === '/facets' && method === 'GET') {
      const names = (field: 'department' | 'location') =>
        [...new Set(jobs.map((job) => job[field]).filter((name) => name !== ''))].sort();
      return envelope('ok', { departments: names('department'), locations: names('location') });
    }
    if (path === '/close' && method === 'POST') {
      const ids = (body as { job_ids: string[] }).job_ids;
      const result = { closed: [] as string[], already_closed: [] as string[], not_found: [] as string[] };
      for (const id of ids) {
        const job = find(id);
        if (job === undefined) result.not_found.push(id);
        else if (job.status === 'closed') result.already_closed.push(id);
        else {
          Object.assign(job, { status: 'closed', closed_timestamp: Date.now() });
          result.closed.push(id);
        }
      }
      return envelope(closeJobsMessage(result), result, result.closed.length);
    }
    if (path === '/' && method === 'POST')
      return envelope(jobMessages.created, add({ ...(body as Partial<Job>), status: 'draft', source: 'form' }));
    if (path === '/upload-text' && method === 'POST') {
      const { text, title } = body as { text: string; title?: string };
      const lines = text.split('\n');
      const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
      return envelope(
        jobMessages.created,
        add({
          title: title ?? lines[0],
          responsibilities: items,
          requirements: [],
          skills: [],
          source: 'text',
          salary_min: null,
          salary_max: null,
          salary_currency: '',
        }),
      );
    }
    if (path === '/generate-upload-url' && method === 'POST') {
      const key = `key-${uploads.size + 1}`;
      uploads.set(key, { filename: (body as { filename: string }).filename });
      const expires = Date.now() + 600_000;
      return envelope(jobUploadMessages.urlCreated, {
        upload_url: `/api/job-description/uploads/${key}?exp=${expires}&sig=signed&workspace=w-1`,
        key,
        expires_timestamp: expires,
        max_bytes: 5 * 1024 * 1024,
      });
    }
    const putKey = /^\/uploads\/([^/]+)$/.exec(path)?.[1];
    if (putKey !== undefined && method === 'PUT') {
      const upload = uploads.get(putKey);
      if (upload === undefined) return json({ error_message: jobUploadMessages.keyNotFound }, 404);
      if (upload.file !== undefined) return json({ error_message: jobUploadMessages.alreadyUploaded }, 409);
      upload.file = body as Blob;
      return envelope(jobUploadMessages.received, { key: putKey, bytes: upload.file.size });
    }
    if (path === '/upload-with-key' && method === 'POST') {
      const upload = uploads.get((body as { key: string }).key);
      if (upload === undefined) return json({ error_message: jobUploadMessages.keyNotFound }, 404);
      if (upload.isUsed) return json({ error_message: jobUploadMessages.keyUsed }, 409);
      if (upload.file === undefined) return json({ error_message: jobUploadMessages.notUploaded }, 409);
      upload.isUsed = true;
      return envelope(jobMessages.created, add({ title: upload.filename.replace(/\.\w+$/, ''), source: 'file' }));
    }
    if (path === '/generate' && method === 'POST')
      return envelope(jobMessages.draftByTemplate, fakeWrittenDraft(body as GenerateJobBody));

    const [, id = '', action] = /^\/([^/]+)(?:\/(close|copy|applications))?$/.exec(path) ?? [];
    const job = find(decodeURIComponent(id));
    if (job === undefined) return json({ error_message: jobMessages.notFound }, 404);
    if (action === undefined && method === 'GET') return envelope('ok', job);
    if (action === undefined && method === 'PUT') {
      if (job.status === 'closed') return json({ error_message: jobMessages.closed }, 409);
      const change = body as Partial<Job>;
      // Publishing puts the job on the careers site, unpublishing takes it off (as the server does).
      const isChanged = change.status !== undefined && change.status !== job.status;
      const statusChange = isChanged ? (change.status === 'open' ? 'published' : 'unpublished') : null;
      const now = Date.now();
      const posting =
        statusChange === 'published'
          ? { published_timestamp: job.published_timestamp ?? now, posted_timestamp: now }
          : statusChange === 'unpublished'
            ? { posted_timestamp: null }
            : {};
      Object.assign(job, change, posting, { updated_timestamp: now });
      return envelope(statusChange === null ? jobMessages.saved : jobMessages[statusChange], job);
    }
    if (action === 'close') {
      Object.assign(job, { status: 'closed', closed_timestamp: Date.now() });
      return envelope(jobMessages.closedDone, job);
    }
    if (action === 'applications') {
      const all = overrides.applications?.[job.job_id] ?? [];
      const offset = Number((url.searchParams.get('cursor') ?? 'c0').slice(1));
      const limit = Number(url.searchParams.get('limit') ?? '20');
      return envelope(
        'ok',
        {
          applications: all.slice(offset, offset + limit),
          next_cursor: offset + limit < all.length ? `c${offset + limit}` : null,
        },
        all.length,
      );
    }
    if (action === 'copy')
      return envelope(jobMessages.copied, add({ ...job, status: 'draft', source: 'copy', copied_from: job.job_id }));
    if (action === undefined && method === 'DELETE') {
      if (job.applicant_count > 0) return json({ error_message: jobMessages.hasApplicants }, 409);
      jobs.splice(jobs.indexOf(job), 1);
      return envelope(jobMessages.deleted, { job_id: job.job_id });
    }
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
    makeJob({
      job_id: `job-${index + 1}`,
      title: `Role ${index + 1}`,
      status: status ?? jobStatuses[[1, 0, 2][index % 3] ?? 0],
    }),
  );
