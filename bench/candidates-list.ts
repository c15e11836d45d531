import { applicationStages, candidateFitQuerySchema, candidatePaths, type Job } from '@agentdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { encodeSortKeyCursor } from '../apps/server/src/lib/sort-key-cursor.ts';
import { candidateListStatements, toItem, type ItemRow } from '../apps/server/src/modules/candidates/candidate-list.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient, getBody } from './api-client.ts';
import { startBareHttp } from './bare-http.ts';
import { compareInTurns, side } from './compare.ts';
import { injectToken } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// (3) of the candidates bench: the ranked list of a job's candidates through a server process, in
// process, and its statements run directly, each variant checked first to give the same page.

const LIST_ROUNDS = Number(process.env['CANDIDATES_BENCH_LIST_ROUNDS'] ?? 40);
/** Untimed requests of the list before its variants are timed. */
const WARMUP = 300;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Page = { total: number; candidates: unknown[] };

const p50 = (xs: number[]) => percentile(xs, 50);
const ms = (x: number) => round(x, x < 10 ? 2 : 1);

const apiPage = (body: Buffer): Page => {
  const { total, data } = JSON.parse(body.toString('utf8')) as Page & { data: { candidates: unknown[] } };
  return { total, candidates: data.candidates };
};

/** (3) The ranked list of `listed` candidates through the API (server process, socket), in process, raw SQL and a bare HTTP floor, in turns. */
export const measureList = async (
  { app, db, query }: { app: FastifyInstance; db: Db; query: Query },
  {
    databaseUrl,
    dataDir,
    workspaceId,
    job,
    listed,
  }: {
    databaseUrl: string;
    dataDir: string;
    workspaceId: string;
    job: Job;
    listed: number;
  },
): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const deepOffset = Math.floor(listed / 2);
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
      return response.rawPayload;
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
      // The same statements run as the API runs them (listCandidates), through the same driver: the
      // job, then the rows, the stage counts and (filtered) the total at once.
      const raw = async () => {
        await db.execute(statements.job);
        const [items, stages, counted] = await Promise.all([
          db.execute(statements.rows).then((result) => rowsOf<ItemRow>(result)),
          db.execute(statements.stageCounts).then((result) => rowsOf<{ stage: string; n: number }>(result)),
          statements.total
            ? db.execute(statements.total).then((result) => Number(rowsOf<{ n: string }>(result)[0]?.n ?? 0))
            : null,
        ]);
        return { items, stages, counted };
      };
      // The raw rows read as the API reads them: its items, and its total (the count, or the stage counts).
      const rawPage = ({ items, stages, counted }: Awaited<ReturnType<typeof raw>>): Page => {
        const byStage = new Map(stages.map((row) => [row.stage, Number(row.n)]));
        const all = applicationStages.reduce((sum, stage) => sum + (byStage.get(stage) ?? 0), 0);
        const total = counted ?? (filters.stage === undefined ? all : (byStage.get(filters.stage) ?? 0));
        return { total, candidates: JSON.parse(JSON.stringify(items.slice(0, limit).map(toItem))) as unknown[] };
      };
      const times = await compareInTurns({
        rounds: LIST_ROUNDS,
        warmup: 10,
        sides: {
          api: side(() => get(path), apiPage),
          inProcess: side(() => inject(path), apiPage),
          raw: side(raw, rawPage),
          bare: side(() => getBody(bareUrl)),
        },
        same: [['api', 'inProcess', 'raw']],
      });
      const body = apiPage(await get(path));
      const [api, rawMs, floor] = [p50(times.api), p50(times.raw), p50(times.bare)];
      const ratio = round(api / (rawMs + floor), 2);
      rows.push({
        metric: `(3) list of ${listed.toLocaleString('en-US')}, ${variant.label}: API p50`,
        value: ms(api),
        unit: 'ms',
        budget: '≤ 1.5× (raw + bare HTTP)',
        note: `${ratio}×${ratio > 1.5 ? ' MISSED' : ''} of raw ${ms(rawMs)} + bare ${ms(floor)} ms; API/raw ${round(api / rawMs, 2)}×; in-process ${ms(p50(times.inProcess))} ms; API p99 ${ms(percentile(times.api, 99))} ms; total ${body.total.toLocaleString('en-US')}, ${body.candidates.length} rows`,
      });
      rows.push({
        metric: `(3) list, ${variant.label}: raw SQL p50 (${statements.total ? 4 : 3} statements)`,
        value: ms(rawMs),
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
