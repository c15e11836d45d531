import {
  applicationStages,
  candidateMessages,
  candidateRecordMessages,
  type CandidateFitDetail,
  type CandidateFitItem,
  type Job,
  type ScoringBatch,
} from '@agentdesk/shared';
import type { Mock } from 'vitest';
import { makeDetail } from './make-candidate.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (message: string, data: unknown, total = 1) => json({ message, total, data });

type Request = { method: string; path: string; url: URL; body: unknown };

type Options = {
  jobs: Job[];
  /** Each job's applications, best fit first (the fake keeps the given order). */
  candidates: CandidateFitItem[];
  /** What a detail holds beyond the row (a screening, interviews, a proposed stage), by application. */
  details?: Record<string, Partial<CandidateFitDetail>>;
  /** Answers a request before the fake does (a failure, say); undefined lets the fake answer. */
  answer?: (request: Request) => Response | undefined;
};

const matches = (row: CandidateFitItem, query: URLSearchParams) => {
  const min = query.get('min_score');
  const max = query.get('max_score');
  const skill = query.get('skill')?.toLowerCase();
  return (
    row.job_id === query.get('job_id') &&
    (query.get('stage') === null || row.stage === query.get('stage')) &&
    (query.get('bookmarked') === null || String(row.bookmarked) === query.get('bookmarked')) &&
    (query.get('source') === null || row.source === query.get('source')) &&
    (min === null || (row.score ?? -1) >= Number(min)) &&
    (max === null || (row.score ?? 101) <= Number(max)) &&
    (skill === undefined || row.skills.some((each) => each.toLowerCase() === skill))
  );
};

/**
 * An in-memory stand-in for the candidates API (and the job list of the picker): the ranked list
 * with its filters, stage counts and offset cursors ('c50'), details, bookmarks, stage moves (a
 * rejection needs its reason), uploads whose files are scored one per poll, and screening calls
 * refused for want of a provider.
 */
export const serveCandidates = (fetchMock: Mock<typeof fetch>, { jobs, candidates, details = {}, answer }: Options) => {
  const batches = new Map<string, ScoringBatch>();
  const find = (id: string) => candidates.find((row) => row.application_id === id);

  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const early = answer?.({ method, path, url, body });
    if (early !== undefined) return early;

    if (path === '/job-description/job-descriptions')
      return envelope(
        'ok',
        { jobs, next_cursor: null, counts: { draft: 0, open: jobs.length, closed: 0 } },
        jobs.length,
      );
    if (path === '/candidate-fit-score/candidate-fit-scores') {
      const query = url.searchParams;
      const matching = candidates.filter((row) => matches(row, query));
      const offset = Number((query.get('cursor') ?? 'c0').slice(1));
      const limit = Number(query.get('limit') ?? '50');
      const ofJob = candidates.filter((row) => row.job_id === query.get('job_id'));
      const stageCounts = Object.fromEntries(
        applicationStages.map((stage) => [stage, ofJob.filter((row) => row.stage === stage).length]),
      );
      return envelope(
        'ok',
        {
          candidates: matching.slice(offset, offset + limit),
          next_cursor: offset + limit < matching.length ? `c${offset + limit}` : null,
          stage_counts: stageCounts,
        },
        matching.length,
      );
    }
    if (path === '/candidate-fit-score' && method === 'POST') {
      const { application_id: id, bookmarked } = body as { application_id: string; bookmarked: boolean };
      const row = find(id);
      if (row === undefined) return json({ error_message: candidateMessages.applicationNotFound }, 404);
      row.bookmarked = bookmarked;
      return envelope(bookmarked ? candidateMessages.bookmarked : candidateMessages.unbookmarked, {
        application_id: id,
        bookmarked,
      });
    }
    if (path === '/candidate/stage' && method === 'POST') {
      const {
        application_ids: ids,
        stage,
        reason,
      } = body as { application_ids: string[]; stage: CandidateFitItem['stage']; reason?: string };
      if (stage === 'rejected' && (reason ?? '') === '')
        return json({ error_message: candidateMessages.reasonRequired }, 400);
      for (const id of ids) {
        Object.assign(find(id) ?? {}, { stage, rejection_reason: stage === 'rejected' ? reason : null });
        // The stage is decided: nothing is proposed any more.
        if (details[id] !== undefined) details[id].stage_proposal = null;
      }
      return envelope(candidateMessages.moved(ids.length, stage), { application_ids: ids, stage }, ids.length);
    }
    if (path === '/candidate/screening-call' && method === 'POST')
      return json({ error_message: candidateMessages.noProvider }, 409);
    if (path === '/candidate/score-candidates' && method === 'POST') {
      const form = body as FormData;
      const files = form.getAll('files') as File[];
      const batch: ScoringBatch = {
        batch_id: `batch-${batches.size + 1}`,
        job_id: String(form.get('job_id')),
        created_timestamp: Date.now(),
        done: 0,
        files: files.map((file, index) => ({
          file_id: `file-${index + 1}`,
          filename: file.name,
          bytes: file.size,
          status: 'queued',
          error: null,
          application_id: null,
          candidate_name: null,
          score: null,
        })),
      };
      batches.set(batch.batch_id, batch);
      return json({ message: candidateMessages.uploaded(files.length), total: files.length, data: batch }, 202);
    }
    const batchId = /^\/candidate\/score-candidates\/([^/]+)$/.exec(path)?.[1];
    if (batchId !== undefined) {
      const batch = batches.get(batchId);
      if (batch === undefined) return json({ error_message: candidateMessages.batchNotFound }, 404);
      // Each poll settles the next file: a file named 'broken…' fails, the others are scored.
      const next = batch.files.find((file) => file.status === 'queued' || file.status === 'reading');
      if (next !== undefined) {
        Object.assign(
          next,
          next.filename.startsWith('broken')
            ? { status: 'failed', error: candidateMessages.fileEmpty }
            : { status: 'scored', candidate_name: next.filename.replace(/\.\w+$/, ''), score: 70 },
        );
        batch.done += 1;
      }
      return envelope('ok', batch);
    }
    if (path === '/candidate/stage-proposal/dismiss' && method === 'POST') {
      const { application_id: id } = body as { application_id: string };
      if (details[id] !== undefined) details[id].stage_proposal = null;
      return envelope(candidateRecordMessages.proposalDismissed, { application_id: id });
    }
    const applicationId = /^\/candidate-fit-score\/([^/]+)$/.exec(path)?.[1];
    if (applicationId !== undefined && method === 'GET') {
      const row = find(decodeURIComponent(applicationId));
      return row === undefined
        ? json({ error_message: candidateMessages.applicationNotFound }, 404)
        : envelope('ok', makeDetail(row, details[row.application_id]));
    }
    return json({ error_message: `unexpected request ${method} ${path}` }, 500);
  });
};

/** The requests the page made, as method, path, query and body, in order. */
export const candidateRequests = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    };
  });
