import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobPaths, type Job, type ParsedResume } from '@agentdesk/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { skillKeysOf } from '../apps/server/src/modules/candidates/candidate-records.ts';
import { readResume } from '../apps/server/src/modules/candidates/index.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { benchJob, resumeText } from './candidates-data.ts';
import { measureList } from './candidates-list.ts';
import { measureRescoring, measureUploads, type Api, type Form } from './candidates-scoring.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// Issue #17 item 9, on PostgreSQL. (1) Résumés read and scored per second: text PDFs uploaded
// through the API in batches of 50 and drained by the background scorer, against the floor of the
// same files through extractDocumentText + readResume + scoreFit in a plain loop. (2) A job's edit
// rescoring its 10,000 candidates (made by SQL), from the PUT until the scorer has drained, against
// scoreFit over the same profiles in memory. (3) The ranked list of a job with 100,000 candidates:
// its first page, a deep page by cursor and filtered pages through the API over a socket (a server
// process), in turns with the same statements run directly (through the same driver) and a bare HTTP server
// answering the same bytes: the target is the API within 1.5× of raw SQL plus that round trip. Each
// comparison is checked first to give the same scores or the same page (compare.ts).

const RESCORED = Number(process.env['CANDIDATES_BENCH_RESCORED'] ?? 10_000);
const LISTED = Number(process.env['CANDIDATES_BENCH_LISTED'] ?? 100_000);
/** Distinct résumés behind the candidates made by SQL (each used by many people). */
const PROFILES = 1_000;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Seeded = { text: string; profile: ParsedResume; keys: string[] };

/**
 * `count` candidates (cand_bench_000000...) with profiles cycled over `seeded`, each a different
 * person; the first `withResumes` of them with their résumé (text, as uploaded text files).
 */
const insertCandidates = async (
  query: Query,
  workspaceId: string,
  seeded: Seeded[],
  count: number,
  withResumes: number,
) => {
  const from = `from generate_series(0, $3::int - 1) i cross join lateral (select $2::jsonb -> (i % jsonb_array_length($2::jsonb))) s(r)`;
  const params = [workspaceId, JSON.stringify(seeded), count];
  await query(
    `insert into candidates (workspace_id, id, name, email, location, profile, skill_keys, source, created_at)
    select $1::uuid, 'cand_bench_' || lpad(i::text, 6, '0'), r->'profile'->>'name', 'bench.' || i || '@example.org', r->'profile'->>'location', r->'profile',
      array(select jsonb_array_elements_text(r->'keys')), (array['upload','careers','import','manual'])[1 + i % 4], now() - make_interval(secs => i) ${from}`,
    params,
  );
  await query(
    `insert into candidate_resumes (workspace_id, id, candidate_id, filename, content_type, bytes, text)
    select $1::uuid, 'res_bench_' || lpad(i::text, 6, '0'), 'cand_bench_' || lpad(i::text, 6, '0'), 'resume-' || i || '.txt', 'text/plain', convert_to(r->>'text', 'UTF8'), r->>'text' ${from}`,
    [...params.slice(0, 2), withResumes],
  );
};

/**
 * Applications of the first `count` candidates to a job, scored, with varied scores (2 % failed,
 * without one, when `hasFailures`), stages (60 % new ... 0.5 % hired, 9.5 % rejected), bookmarks
 * (3 %) and sources. Made with the stage-count trigger off; the counts are then made in one go.
 */
const insertApplications = async (
  query: Query,
  workspaceId: string,
  jobId: string,
  count: number,
  withResumes: number,
  hasFailures: boolean,
) => {
  await query('alter table job_applications disable trigger job_applications_stage_counts');
  await query(
    `insert into job_applications (workspace_id, id, job_id, candidate_id, resume_id, source, stage, bookmarked, fit_status, fit_score, created_at, stage_changed_at)
    select $1::uuid, 'app_' || $2 || '_' || lpad(i::text, 6, '0'), $2, 'cand_bench_' || lpad(i::text, 6, '0'),
      case when i < $4 then 'res_bench_' || lpad(i::text, 6, '0') end,
      (array['upload','upload','upload','upload','upload','upload','upload','upload','upload','upload','careers','careers','careers','careers','careers','careers','careers','import','import','manual'])[1 + (h / 11) % 20],
      case when (h / 101) % 200 < 120 then 'new' when (h / 101) % 200 < 150 then 'shortlisted' when (h / 101) % 200 < 166 then 'screening'
        when (h / 101) % 200 < 178 then 'interview' when (h / 101) % 200 < 180 then 'offer' when (h / 101) % 200 < 181 then 'hired' else 'rejected' end,
      (h / 3) % 33 = 0,
      case when $5 and h % 50 = 0 then 'failed' else 'scored' end,
      case when $5 and h % 50 = 0 then null else (h / 7) % 101 end,
      now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(0, $3::int - 1) i cross join lateral (select abs(hashtext($2 || i)) as h) x`,
    [workspaceId, jobId, count, withResumes, hasFailures],
  );
  await query('alter table job_applications enable trigger job_applications_stage_counts');
  await query(
    `insert into job_stage_counts (workspace_id, job_id, stage, n) select workspace_id, job_id, stage, count(*) from job_applications where workspace_id = $1 and job_id = $2 group by 1, 2, 3
    on conflict (workspace_id, job_id, stage) do update set n = excluded.n`,
    [workspaceId, jobId],
  );
  await query('update jobs set applicant_count = $3 where workspace_id = $1 and id = $2', [workspaceId, jobId, count]);
};

/** The API as the bench user, in process (Fastify inject): a JSON body or a form in, the answer's data out (else it throws). */
const injectApi = async (app: FastifyInstance): Promise<Api> => {
  const authorization = `Bearer ${await injectToken(app)}`;
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object, form?: Form): Promise<T> => {
    const payload = form ? { payload: form.payload } : body ? { payload: body } : {};
    const response = await app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization, ...form?.headers },
      ...payload,
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: T }>().data;
  };
};

export const runCandidatesBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const bench = await createBenchDatabase('agentdesk_bench_candidates');
  const database = await openDatabase({ kind: 'postgres', url: bench.url, max: 4 });
  const pool = new pg.Pool({ connectionString: bench.url, max: 4 });
  const query: Query = (text, params) => pool.query(text, params);
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-candidates-'));
  try {
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);
    // The scorer drains when asked (an upload kicks it; the bench drains after an edit), not on its timer.
    const app = await buildInProcessApp(database, dataDir, bench.url, { CANDIDATE_POLL_MS: '3600000' });
    try {
      const api = await injectApi(app);
      const createJob = async (title: string) => {
        const job = await api<Job>('POST', jobPaths.create, { ...benchJob, title });
        return api<Job>('PUT', jobPaths.job(job.job_id), { status: 'open' });
      };

      // The candidates made by SQL: 1,000 résumés read once, cycled over 100,000 people.
      const seedBegan = performance.now();
      const seeded = Array.from({ length: PROFILES }, (_, k): Seeded => {
        const text = resumeText(1_000_000 + k);
        const profile = readResume(text);
        return { text, profile, keys: skillKeysOf(profile) };
      });
      const rescoreJob = await createJob('Backend Engineer (rescoring)');
      const listJob = await createJob('Backend Engineer (ranked list)');
      await insertCandidates(query, workspaceId, seeded, Math.max(LISTED, RESCORED), RESCORED);
      await insertApplications(query, workspaceId, rescoreJob.job_id, RESCORED, RESCORED, false);
      await insertApplications(query, workspaceId, listJob.job_id, LISTED, RESCORED, true);
      await query('vacuum analyze');
      rows.push({
        metric: `load ${Math.max(LISTED, RESCORED).toLocaleString('en-US')} candidates (${PROFILES} distinct résumés), ${(LISTED + RESCORED).toLocaleString('en-US')} applications by SQL`,
        value: round((performance.now() - seedBegan) / 1000),
        unit: 's',
      });

      const uses = { api, app, query };
      rows.push(...(await measureUploads(uses, createJob)));
      const profiles = Array.from({ length: RESCORED }, (_, i) => seeded[i % seeded.length]!.profile);
      rows.push(...(await measureRescoring(uses, { job: rescoreJob, profiles })));
      rows.push(
        ...(await measureList(
          { app, db: database.db, query },
          { databaseUrl: bench.url, dataDir, workspaceId, job: listJob, listed: LISTED },
        )),
      );
    } finally {
      await app.close();
    }
  } finally {
    await pool.end();
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};
