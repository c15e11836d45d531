import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  candidateFitQuerySchema,
  candidatePaths,
  jobPaths,
  parsedResumeSchema,
  type Job,
  type ParsedResume,
  type ScoringBatch,
} from '@agentdesk/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { extractDocumentText } from '../apps/server/src/lib/document-text.ts';
import { encodeSortKeyCursor } from '../apps/server/src/lib/sort-key-cursor.ts';
import { candidateListStatements } from '../apps/server/src/modules/candidates/candidate-list.ts';
import { skillKeysOf } from '../apps/server/src/modules/candidates/candidate-records.ts';
import { readResume, scoreFit } from '../apps/server/src/modules/candidates/index.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient, getBody } from './api-client.ts';
import { startBareHttp } from './bare-http.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { benchJob, requirementEdits, resumePdf, resumeText } from './candidates-data.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { percentile, round, timeInterleaved } from './stats.ts';

// Issue #17 item 9, on PostgreSQL. (1) Résumés read and scored per second: text PDFs uploaded
// through the API in batches of 50 and drained by the background scorer, against the floor of the
// same files through extractDocumentText + readResume + scoreFit in a plain loop. (2) A job's edit
// rescoring its 10,000 candidates (made by SQL), from the PUT until the scorer has drained, against
// scoreFit over the same profiles in memory. (3) The ranked list of a job with 100,000 candidates:
// its first page, a deep page by cursor and filtered pages through the API over a socket (a server
// process), in turns with the same statements run directly through pg and a bare HTTP server
// answering the same bytes: the target is the API within 1.5× of raw SQL plus that round trip.

const RESUMES = Number(process.env['CANDIDATES_BENCH_RESUMES'] ?? 200);
const RESCORED = Number(process.env['CANDIDATES_BENCH_RESCORED'] ?? 10_000);
const LISTED = Number(process.env['CANDIDATES_BENCH_LISTED'] ?? 100_000);
const UPLOAD_ROUNDS = Number(process.env['CANDIDATES_BENCH_UPLOAD_ROUNDS'] ?? 2);
const RESCORE_ROUNDS = Number(process.env['CANDIDATES_BENCH_RESCORE_ROUNDS'] ?? 2);
const LIST_ROUNDS = Number(process.env['CANDIDATES_BENCH_LIST_ROUNDS'] ?? 40);
/** Untimed requests of the list before its variants are timed. */
const WARMUP = 300;
/** Distinct résumés behind the candidates made by SQL (each used by many people). */
const PROFILES = 1_000;
const BATCH = 50;
const dialect = new PgDialect();

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Seeded = { text: string; profile: ParsedResume; keys: string[] };

/** A multipart upload of résumés against a job, as the page sends it. */
const uploadForm = (jobId: string, files: { filename: string; bytes: Buffer }[]) => {
  const boundary = `----bench${randomUUID()}`;
  const head = (disposition: string, type = '') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
  const parts: Buffer[] = [head('name="job_id"'), Buffer.from(`${jobId}\r\n`)];
  for (const file of files)
    parts.push(
      head(`name="files"; filename="${file.filename}"`, 'Content-Type: application/pdf\r\n'),
      file.bytes,
      Buffer.from('\r\n'),
    );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
};

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

type Form = { headers: Record<string, string>; payload: Buffer };

/** The API as the bench user, in process (Fastify inject): a JSON body or a form in, the answer's data out (else it throws). */
const injectApi = async (app: FastifyInstance) => {
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

const p50 = (xs: number[]) => percentile(xs, 50);
const ms = (x: number) => round(x, x < 10 ? 2 : 1);

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

      rows.push(...(await measureUploads(api, createJob, app)));
      rows.push(...(await measureRescoring(api, app, query, rescoreJob, seeded)));
      rows.push(...(await measureList(app, query, bench.url, dataDir, workspaceId, listJob)));
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

type Api = Awaited<ReturnType<typeof injectApi>>;

/** (1) RESUMES text PDFs, uploaded in batches and drained, in turns with the plain loop over the same files. */
const measureUploads = async (
  api: Api,
  createJob: (title: string) => Promise<Job>,
  app: FastifyInstance,
): Promise<BenchRow[]> => {
  const product: number[] = [];
  const floor: { total: number; extract: number; read: number; score: number }[] = [];
  let bytes = 0;
  for (let turn = 0; turn < UPLOAD_ROUNDS; turn += 1) {
    // Other people each round (their e-mails and phones come from the number), so each round makes new candidates.
    const files = Array.from({ length: RESUMES }, (_, k) => {
      const i = 2_000_000 + turn * RESUMES + k;
      return { filename: `resume-${i}.pdf`, bytes: resumePdf(resumeText(i)) };
    });
    bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    const job = await createJob(`Backend Engineer (uploads ${turn})`);
    const throughProduct = async () => {
      const began = performance.now();
      const batches: ScoringBatch[] = [];
      for (let start = 0; start < files.length; start += BATCH) {
        batches.push(
          await api<ScoringBatch>(
            'POST',
            candidatePaths.scoreCandidates,
            undefined,
            uploadForm(job.job_id, files.slice(start, start + BATCH)),
          ),
        );
      }
      await app.candidateScorer.deliverDue();
      product.push(performance.now() - began);
      const done = await Promise.all(
        batches.map((batch) => api<ScoringBatch>('GET', candidatePaths.scoringBatch(batch.batch_id))),
      );
      const scored = done.flatMap((batch) => batch.files).filter((file) => file.status === 'scored').length;
      if (scored !== files.length) throw new Error(`uploads: ${scored} of ${files.length} scored`);
    };
    const throughLoop = async () => {
      const spent = { total: 0, extract: 0, read: 0, score: 0 };
      for (const file of files) {
        const t0 = performance.now();
        const text = await extractDocumentText('pdf', file.bytes);
        const t1 = performance.now();
        const profile = readResume(text);
        const t2 = performance.now();
        scoreFit(job, profile);
        const t3 = performance.now();
        spent.extract += t1 - t0;
        spent.read += t2 - t1;
        spent.score += t3 - t2;
        spent.total += t3 - t0;
      }
      floor.push(spent);
    };
    // In turns, each first every other round.
    for (const step of turn % 2 === 0 ? [throughProduct, throughLoop] : [throughLoop, throughProduct]) await step();
  }
  const perSecond = (totalMs: number) => round(RESUMES / (totalMs / 1000));
  const loop = p50(floor.map((f) => f.total));
  const each = (key: 'extract' | 'read' | 'score') => ms(p50(floor.map((f) => f[key])) / RESUMES);
  const productMs = p50(product);
  return [
    {
      metric: `(1) ${RESUMES} text PDF résumés (${round(bytes / RESUMES / 1024, 1)} KB each) uploaded in batches of ${BATCH} and drained by the scorer`,
      value: perSecond(productMs),
      unit: 'résumés/s',
      note: `${ms(productMs / RESUMES)} ms a résumé end to end; median of ${UPLOAD_ROUNDS} rounds in turns with the loop`,
    },
    {
      metric: '(1) floor: the same files through extractDocumentText + readResume + scoreFit in a loop',
      value: perSecond(loop),
      unit: 'résumés/s',
      note: `${ms(loop / RESUMES)} ms a résumé (PDF text ${each('extract')}, readResume ${each('read')}, scoreFit ${each('score')}); product/floor time ${round(productMs / loop, 2)}×`,
    },
  ];
};

/** (2) A job's edit rescoring its RESCORED candidates, in turns with scoreFit over the same profiles. */
const measureRescoring = async (
  api: Api,
  app: FastifyInstance,
  query: Query,
  job: Job,
  seeded: Seeded[],
): Promise<BenchRow[]> => {
  const profiles = Array.from({ length: RESCORED }, (_, i) => seeded[i % seeded.length]!.profile);
  const product: { put: number; total: number }[] = [];
  const floor: number[] = [];
  let edited = job;
  for (let turn = 0; turn < RESCORE_ROUNDS; turn += 1) {
    const edit = requirementEdits[turn % requirementEdits.length]!;
    const throughProduct = async () => {
      const began = performance.now();
      edited = await api<Job>('PUT', jobPaths.job(job.job_id), edit);
      const put = performance.now() - began;
      await app.candidateScorer.deliverDue();
      product.push({ put, total: performance.now() - began });
      const [counts] = (
        await query(
          `select count(*) filter (where fit_status = 'scored')::int as scored, count(*)::int as n from job_applications where job_id = $1`,
          [job.job_id],
        )
      ).rows;
      if (counts!['scored'] !== RESCORED)
        throw new Error(`rescoring: ${String(counts!['scored'])} of ${String(counts!['n'])} scored`);
    };
    const throughLoop = async () => {
      const target = { ...edited, ...edit };
      const began = performance.now();
      for (const profile of profiles) scoreFit(target, profile);
      floor.push(performance.now() - began);
    };
    for (const step of turn % 2 === 0 ? [throughProduct, throughLoop] : [throughLoop, throughProduct]) await step();
  }
  // What the scorer does to each stored profile besides scoring it: the driver's JSON.parse and the schema check.
  const stored = profiles.map((profile) => JSON.stringify(profile));
  const parseBegan = performance.now();
  for (const text of stored) parsedResumeSchema.parse(JSON.parse(text));
  const parseMs = performance.now() - parseBegan;
  const total = p50(product.map((p) => p.total));
  const loop = p50(floor);
  const n = RESCORED.toLocaleString('en-US');
  return [
    {
      metric: `(2) rescoring ${n} candidates after PUT of the job's requirements, until drained`,
      value: Math.round(total),
      unit: 'ms',
      note: `${Math.round(RESCORED / (total / 1000))} candidates/s; the PUT itself (its trigger queues all ${n}) ${Math.round(p50(product.map((p) => p.put)))} ms; median of ${RESCORE_ROUNDS} edits`,
    },
    {
      metric: `(2) floor: scoreFit over the same ${n} profiles in memory`,
      value: Math.round(loop),
      unit: 'ms',
      note: `${Math.round(RESCORED / (loop / 1000))} candidates/s; product/floor ${round(total / loop, 2)}×; JSON.parse + schema check of the stored profiles ${Math.round(parseMs)} ms`,
    },
  ];
};

/** (3) The ranked list of LISTED candidates through the API (server process, socket), in process, raw SQL and a bare HTTP floor, in turns. */
const measureList = async (
  app: FastifyInstance,
  query: Query,
  databaseUrl: string,
  dataDir: string,
  workspaceId: string,
  job: Job,
): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const deepOffset = Math.floor(LISTED / 2);
  const [deep] = (
    await query(
      `select coalesce(fit_score, -1)::int as v, id from job_applications where workspace_id = $1 and job_id = $2 order by coalesce(fit_score, -1) desc, id desc offset $3 limit 1`,
      [workspaceId, job.job_id, deepOffset - 1],
    )
  ).rows as { v: number; id: string }[];
  const page = (Math.floor(deepOffset / 50) + 1).toLocaleString('en-US');
  const variants = [
    { label: 'first page (50)', query: '' },
    { label: `page ${page} by cursor`, query: `&cursor=${encodeSortKeyCursor('fit', String(deep!.v), deep!.id)}` },
    { label: 'min_score=80', query: '&min_score=80' },
    { label: 'stage=interview (6 %)', query: '&stage=interview' },
    { label: 'stage=hired (0.5 %)', query: '&stage=hired' },
    { label: 'skill=Kubernetes', query: '&skill=Kubernetes' },
    { label: 'bookmarked=true', query: '&bookmarked=true' },
  ];
  const server = await startServerProcess({
    dataDir,
    command: 'server',
    env: {
      DATABASE_URL: databaseUrl,
      SEED: 'false',
      AUTH_RATE_LIMIT: '100000',
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'warn',
      CANDIDATE_POLL_MS: '3600000',
    },
  });
  const injected = await injectToken(app);
  let bare: Awaited<ReturnType<typeof startBareHttp>> | null = null;
  try {
    const { get } = await benchApiClient(server.baseUrl);
    const firstPath = `/api${candidatePaths.fitScores}?job_id=${job.job_id}&limit=50`;
    bare = await startBareHttp(await get(firstPath));
    const bareUrl = `${bare.baseUrl}/`;
    const inject = async (path: string) => {
      const response = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${injected}` } });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    };
    // Both servers' code optimised before anything is timed: a few hundred requests of the cheap
    // pages (the filtered ones run the same code), or the first variant measures the JIT.
    for (let i = 0; i < WARMUP; i += 1)
      await Promise.all([
        get(`${firstPath}${variants[i % 2]!.query}`),
        inject(`${firstPath}${variants[i % 2]!.query}`),
        getBody(bareUrl),
      ]);
    for (const variant of variants) {
      const path = `${firstPath}${variant.query}`;
      const { cursor, limit, ...filters } = candidateFitQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(path.split('?')[1])),
      );
      const statements = candidateListStatements({ workspaceId, filters, cursor, limit });
      const [job, ...together] = [
        statements.job,
        statements.rows,
        statements.stageCounts,
        ...(statements.total ? [statements.total] : []),
      ].map((statement) => dialect.sqlToQuery(statement));
      const body = JSON.parse((await get(path)).toString('utf8')) as { total: number; data: { candidates: unknown[] } };
      const times = await timeInterleaved(
        LIST_ROUNDS,
        {
          api: () => get(path),
          inProcess: () => inject(path),
          // The same statements run as the API runs them: the job, then the rest at once.
          raw: async () => {
            await query(job!.sql, job!.params);
            await Promise.all(together.map((statement) => query(statement.sql, statement.params)));
          },
          bare: () => getBody(bareUrl),
        },
        10,
      );
      const [api, raw, floor] = [p50(times.api), p50(times.raw), p50(times.bare)];
      const ratio = round(api / (raw + floor), 2);
      rows.push({
        metric: `(3) list of ${LISTED.toLocaleString('en-US')}, ${variant.label}: API p50`,
        value: ms(api),
        unit: 'ms',
        budget: '≤ 1.5× (raw + bare HTTP)',
        note: `${ratio}×${ratio > 1.5 ? ' MISSED' : ''} of raw ${ms(raw)} + bare ${ms(floor)} ms; API/raw ${round(api / raw, 2)}×; in-process ${ms(p50(times.inProcess))} ms; API p99 ${ms(percentile(times.api, 99))} ms; total ${body.total.toLocaleString('en-US')}, ${body.data.candidates.length} rows`,
      });
      rows.push({
        metric: `(3) list, ${variant.label}: raw SQL p50 (${together.length + 1} statements)`,
        value: ms(raw),
        unit: 'ms',
        note: `p99 ${ms(percentile(times.raw, 99))} ms`,
      });
    }
  } finally {
    bare?.stop();
    await server.stop('SIGTERM');
  }
  return rows;
};
