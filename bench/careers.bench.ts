import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { careersLimits, careersPaths } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { indeedFeed, jsonFeed } from '../apps/server/src/modules/careers/careers-feeds.ts';
import {
  feedVersionOf,
  findCareersWorkspace,
  findPostedJob,
  listAllPostedJobs,
  listPostedJobs,
} from '../apps/server/src/modules/careers/careers-site.service.ts';
import { createBenchDatabase } from './bench-database.ts';
import { buildInProcessApp } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { compareInTurns, side } from './compare.ts';
import { percentile, round } from './stats.ts';

// Issue #16 item 8: a workspace's careers site with 1,000 posted open jobs on PostgreSQL, served
// over a real socket by the whole app: the index's first page (50 jobs) and its last, a job page,
// and both feeds (every job), each with its time to first byte and its size (plain and gzipped);
// in turns with the same database reads alone (the floor), and the feeds' generation alone
// (rendering 1,000 jobs), which a feed request pays only after a change: an unchanged feed is
// served from the copy kept made, once its version is read.

const JOBS = Number(process.env['CAREERS_BENCH_JOBS'] ?? 1000);
const ROUNDS = Number(process.env['CAREERS_BENCH_ROUNDS'] ?? 60);

// One kept-alive connection: the numbers are the server's, not the client's TCP handshakes.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Time to the response's headers (the first byte; the server writes head and body at once), the body and its size. */
const firstByte = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ ms: number; bytes: number; body: Buffer }>((resolve, reject) => {
    const began = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      const ms = performance.now() - began;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve({ ms, bytes: body.length, body });
        else reject(new Error(`${url}: ${response.statusCode}`));
      });
    });
    request.on('error', reject);
  });

/** 1,000 jobs as recruiters write them (a paragraph, bullet lists, skills), posted over the last 90 days. */
const insertJobs = (
  workspaceId: string,
) => sql`insert into jobs (workspace_id, id, title, department, location, employment_type, workplace_type,
    salary_min, salary_max, salary_currency, summary, responsibilities, requirements, nice_to_have, skills, benefits, seniority, application_deadline,
    status, source, published_at, posted_at)
  select ${workspaceId}, 'job_bench_' || lpad(i::text, 5, '0'), 'Engineer ' || i, (array['Engineering','Analytics','Design','Operations'])[1 + i % 4],
    (array['Bengaluru, India','Pune, India','Remote (India)','Mumbai, India'])[1 + i % 4], 'full_time', (array['hybrid','on_site','remote','on_site'])[1 + i % 4],
    1000000 + i * 1000, 2000000 + i * 1000, 'INR', repeat('Build the services behind our lending platform and own them in production. ', 8),
    '["Design and run services that handle a million requests a day","Review code and mentor two junior engineers","Own the on-call rotation of your services","Write the design documents of new services","Work with product on the roadmap"]'::jsonb,
    '["Four years building backend services in production","Solid SQL and one of Java, Go or Node.js","Clear writing","Experience with queues"]'::jsonb,
    '["Kafka in production","Payments experience","Open source work"]'::jsonb,
    '["Go","PostgreSQL","Kafka","AWS","Docker","Kubernetes"]'::jsonb,
    '["Health insurance for your family","Learning budget","Flexible hours","Twenty-four days of leave"]'::jsonb,
    'senior', current_date + 60, 'open', 'form', now() - make_interval(days => i % 90), now() - make_interval(mins => i)
  from generate_series(1, ${JOBS}::int) as i`;

export const runCareersBench = async (): Promise<BenchRow[]> => {
  const bench = await createBenchDatabase('agentdesk_bench_careers');
  const database = await openDatabase({ kind: 'postgres', url: bench.url, max: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-careers-'));
  try {
    await migrate(database);
    const { db } = database;
    const app = await buildInProcessApp(database, dataDir, bench.url, { PASSWORD_HASH_COST: '10' });
    try {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { username: 'careers', email: 'careers@bench.local', password: 'bench-password-1' },
      });
      const workspaceId = signup.json<{ data: { client_id: string } }>().data.client_id;
      await db.execute(insertJobs(workspaceId));
      await db.execute(sql`vacuum analyze jobs`);
      const workspace = (await findCareersWorkspace(
        db,
        rowsOf<{ slug: string }>(await db.execute(sql`select slug from workspaces where id = ${workspaceId}`))[0]!.slug,
      ))!;
      const address = await app.listen({ port: 0, host: '127.0.0.1' });

      const jobSlug = rowsOf<{ slug: string }>(
        await db.execute(sql`select slug from jobs where id = 'job_bench_00500'`),
      )[0]!.slug;
      const lastCursor =
        (await listPostedJobs(db, { workspaceId, limit: JOBS - careersLimits.indexPageSize })).nextCursor ?? undefined;
      const urls = {
        index: `${address}${careersPaths.index(workspace.slug)}`,
        lastIndexPage: `${address}${careersPaths.index(workspace.slug)}?after=${lastCursor ?? ''}`,
        job: `${address}${careersPaths.job(workspace.slug, jobSlug)}`,
        xml: `${address}${careersPaths.xmlFeed(workspace.slug)}`,
        json: `${address}${careersPaths.jsonFeed(workspace.slug)}`,
      };
      const served = Object.fromEntries(
        Object.keys(urls).map((key) => [key, { ms: [] as number[], bytes: 0 }]),
      ) as Record<keyof typeof urls, { ms: number[]; bytes: number }>;
      const fetchInto = (key: keyof typeof urls) => async () => {
        const { ms, bytes, body } = await firstByte(urls[key]);
        served[key].ms.push(ms);
        served[key].bytes = bytes;
        return body;
      };
      const jobs = await listAllPostedJobs(db, workspaceId);
      // The feeds name the server's public address: rendered here with the same, they are the same bytes.
      const home = (JSON.parse((await firstByte(urls.json)).body.toString('utf8')) as { home_page_url: string })
        .home_page_url;
      const origin = home.slice(0, home.length - careersPaths.index(workspace.slug).length);
      const text = (body: Buffer) => body.toString('utf8');
      // The feeds served and rendered here answer alike (checked first); a page and its reads are a
      // whole and its part, timed in the same turns without a check.
      const times = await compareInTurns({
        rounds: ROUNDS,
        warmup: 10,
        sides: {
          index: side(fetchInto('index')),
          lastIndexPage: side(fetchInto('lastIndexPage')),
          job: side(fetchInto('job')),
          xml: side(fetchInto('xml'), text),
          json: side(fetchInto('json'), text),
          indexQuery: side(() => listPostedJobs(db, { workspaceId, limit: careersLimits.indexPageSize })),
          jobQuery: side(() => findPostedJob(db, { workspaceId: workspace.id, jobSlug })),
          feedQuery: side(() => listAllPostedJobs(db, workspaceId)),
          feedVersion: side(() => feedVersionOf(db, workspace)),
          xmlGeneration: side(async () => indeedFeed({ workspace, jobs, origin })),
          jsonGeneration: side(async () => JSON.stringify(jsonFeed({ workspace, jobs, origin }))),
        },
        same: [
          ['xml', 'xmlGeneration'],
          ['json', 'jsonGeneration'],
        ],
      });
      // Only the timed rounds (the warm-up rounds pushed too).
      for (const entry of Object.values(served)) entry.ms = entry.ms.slice(-ROUNDS);
      const gzipped = Object.fromEntries(
        await Promise.all(
          Object.entries(urls).map(
            async ([key, url]) => [key, (await firstByte(url, { 'accept-encoding': 'gzip' })).bytes] as const,
          ),
        ),
      ) as Record<keyof typeof urls, number>;
      const p50 = (xs: number[]) => percentile(xs, 50);
      const ms = (x: number) => round(x, x < 10 ? 2 : 1);
      const kb = (bytes: number) => round(bytes / 1024, 1);
      const page = (metric: string, key: keyof typeof urls, floor: number[] | null, note: string) => [
        {
          metric: `${metric}: time to first byte, p50`,
          value: ms(p50(served[key].ms)),
          unit: 'ms',
          note: floor ? `reads alone p50 ${ms(p50(floor))} ms (${round(p50(served[key].ms) / p50(floor), 1)}×)` : note,
        },
        { metric: `${metric}: time to first byte, p95`, value: ms(percentile(served[key].ms, 95)), unit: 'ms' },
        { metric: `${metric}: size`, value: kb(served[key].bytes), unit: 'KB', note: `${kb(gzipped[key])} KB gzipped` },
      ];
      return [
        {
          metric: 'posted open jobs in the workspace',
          value: JOBS,
          unit: '',
          note: `PostgreSQL, ${ROUNDS} rounds in turns`,
        },
        ...page(`index, first page (${careersLimits.indexPageSize} jobs)`, 'index', times.indexQuery, ''),
        ...page('index, last page', 'lastIndexPage', null, 'by its cursor'),
        ...page('job page (with JSON-LD and the Apply form)', 'job', times.jobQuery, ''),
        ...page(`XML feed (Indeed, ${JOBS} jobs), unchanged since made`, 'xml', times.feedVersion, ''),
        ...page(`JSON feed (JSON Feed 1.1, ${JOBS} jobs), unchanged since made`, 'json', times.feedVersion, ''),
        {
          metric: 'feed version read (every feed request), p50',
          value: ms(p50(times.feedVersion)),
          unit: 'ms',
          note: `reading all ${JOBS} jobs: ${ms(p50(times.feedQuery))} ms`,
        },
        {
          metric: `XML feed generation alone (${JOBS} jobs), p50`,
          value: ms(p50(times.xmlGeneration)),
          unit: 'ms',
          note: 'rendering only, jobs in memory',
        },
        {
          metric: `JSON feed generation alone (${JOBS} jobs), p50`,
          value: ms(p50(times.jsonGeneration)),
          unit: 'ms',
          note: 'rendering and JSON.stringify',
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    agent.destroy();
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
