import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knowledgeBasePaths, type KnowledgeBase } from '@agentdesk/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { knowledgeBaseSearchSql } from '../apps/server/src/modules/knowledge-base/knowledge-base-search.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { BenchRow } from './report.ts';
import { compareInTurns, side } from './compare.ts';
import { percentile, round } from './stats.ts';

// Knowledge bases on PostgreSQL or PGlite: search within one knowledge base among many (the API
// in-process against the same statement run directly, and against an ILIKE scan of the same
// passages), and how fast the background reader turns pasted texts and a large document into
// searchable passages.
const PASSAGES = Number(process.env['KB_BENCH_PASSAGES'] ?? 100_000);
const BASES = 100;
const TEXTS = Number(process.env['KB_BENCH_TEXTS'] ?? 200);
const dialect = new PgDialect();

/** 200 words to build passages from; a few rare ones make selective searches. */
const VOCABULARY = `loan rate income salary deposit branch account customer agent interview candidate shift warehouse
forklift driver licence policy refund fee cancel approve document identity address statement merchant terminal instalment
plan purchase approval signature underwriter credit score resident employer contract notice period salary expected rotating
manager schedule weekday morning confirmation certificate training safety system receiving store team inbound outbound
delivery route vehicle insurance claim premium cover benefit pension vacation leave holiday payroll tax return invoice
payment overdue reminder balance transfer limit card fraud alert security password reset login mobile application support
ticket escalation complaint feedback survey rating review quality compliance audit report region office remote hybrid`
  .split(/\s+/)
  .filter(Boolean);

type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The bases, their sources and passages, all in the bench user's workspace. */
const fill = async (query: Query, workspaceId: string) => {
  const words = `array[${VOCABULARY.map((word) => `'${word}'`).join(',')}]`;
  await query(
    `insert into knowledge_bases (workspace_id, id, name, status) select $1::uuid, 'knowledge_base_bench_' || b, 'Bench ' || b, 'complete' from generate_series(0, ${BASES - 1}) b`,
    [workspaceId],
  );
  await query(
    `insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename, status, text_length, last_read_at)
    select $1::uuid, 'source_bench_' || s, 'knowledge_base_bench_' || (s % ${BASES}), 'text', 'Bench text ' || s, 'ready', 6000, now() from generate_series(0, ${BASES * 10 - 1}) s`,
    [workspaceId],
  );
  // Passages of about 120 words each; one in 5,000 mentions the rare pair "glacier expedition".
  await query(
    `insert into knowledge_base_chunks (workspace_id, source_id, ordinal, knowledge_base_id, content)
    select $1::uuid, 'source_bench_' || (i % ${BASES * 10}), i / ${BASES * 10}, 'knowledge_base_bench_' || (i % ${BASES}),
      (select string_agg((${words})[1 + abs(hashtext(i::text || '-' || w)) % ${VOCABULARY.length}], ' ') from generate_series(1, 120) w)
        || case when i % 5000 = 0 then ' glacier expedition' else '' end
    from generate_series(0, ${PASSAGES - 1}) i`,
    [workspaceId],
  );
  await query('analyze');
};

/** Words of a few kinds of search: a common pair, a three-word phrase, a rare pair. */
const searches = [
  { label: 'common words "refund policy"', query: 'refund policy' },
  { label: 'three words "forklift safety training"', query: 'forklift safety training' },
  { label: 'rare words "glacier expedition"', query: 'glacier expedition' },
];

export const runKnowledgeBaseBench = async (kind: 'postgres' | 'pglite'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const bench = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_kb') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-kb-'));
  const database = bench
    ? await openDatabase({ kind: 'postgres', url: bench.url })
    : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  const pool = bench ? new pg.Pool({ connectionString: bench.url, max: 2 }) : null;
  try {
    await migrate(database);
    const query: Query = (text, params) =>
      pool ? pool.query(text, params) : (database.native as { client: { query: Query } }).client.query(text, params);
    const app = await buildInProcessApp(database, dataDir, bench?.url, { KB_POLL_MS: '200' });
    try {
      const token = await injectToken(app);
      const headers = { authorization: `Bearer ${token}` };
      // The passages go into the bench user's workspace, the one its session works in.
      const workspaceId = (await app.inject({ method: 'GET', url: '/api/user', headers })).json<{
        data: { client_id: string };
      }>().data.client_id;
      const n = PASSAGES.toLocaleString('en-US');
      const loadBegan = performance.now();
      await fill(query, workspaceId);
      rows.push({
        metric: `${kind}: load ${n} passages in ${BASES} knowledge bases by SQL`,
        value: round((performance.now() - loadBegan) / 1000),
        unit: 's',
      });

      const target = 'knowledge_base_bench_7';
      const perBase = Math.round(PASSAGES / BASES).toLocaleString('en-US');
      for (const { label, query: words } of searches) {
        const statement = dialect.sqlToQuery(
          knowledgeBaseSearchSql({ workspaceId, id: target, query: words, limit: 10 }),
        );
        const likes = words.split(' ').map((word) => `%${word}%`);
        // The API and its statement run directly answer the same hits (checked first); the ILIKE scan is
        // what a search without the index costs: a substring scan of the same knowledge base's passages
        // for every word, unranked (so it may stop at the tenth match), a floor timed without a check.
        const times = await compareInTurns({
          rounds: kind === 'pglite' ? 20 : 50,
          sides: {
            api: side(
              async () => {
                const response = await app.inject({
                  method: 'GET',
                  url: `/api${knowledgeBasePaths.search(target)}?query=${encodeURIComponent(words)}&limit=10`,
                  headers,
                });
                if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
                return response.json<{ data: { hits: unknown[] } }>().data.hits;
              },
              (hits) => hits,
            ),
            raw: side(
              () => query(statement.sql, statement.params),
              ({ rows: hits }) => (hits as { rank: unknown }[]).map((hit) => ({ ...hit, rank: Number(hit.rank) })),
            ),
            ilike: side(() =>
              query(
                `select source_id, left(content, 200) from knowledge_base_chunks where knowledge_base_id = $1 and content ilike all($2) limit 10`,
                [target, likes],
              ),
            ),
          },
          same: [['api', 'raw']],
        });
        const p50 = (xs: number[]) => percentile(xs, 50);
        rows.push({
          metric: `${kind}: search ${label} in 1 of ${BASES} bases (${perBase} passages each), API p50`,
          value: round(p50(times.api), 2),
          unit: 'ms',
          note: `raw SQL ${round(p50(times.raw), 2)} ms (API/raw ${round(p50(times.api) / p50(times.raw), 2)}×); p99 ${round(percentile(times.api, 99), 2)} ms; ILIKE scan ${round(p50(times.ilike), 2)} ms`,
        });
      }

      // The reader: pasted texts of about 8,000 characters each, from the request to searchable passages.
      const created = await app.inject({
        method: 'POST',
        url: `/api${knowledgeBasePaths.create}`,
        headers,
        payload: { knowledge_base_name: 'Reader bench' },
      });
      const baseId = created.json<{ data: KnowledgeBase }>().data.knowledge_base_id;
      const text = Array.from(
        { length: 50 },
        (_, i) => `Paragraph ${i}: ${VOCABULARY.slice(i, i + 18).join(' ')}.`,
      ).join('\n\n');
      const readBegan = performance.now();
      for (let i = 0; i < TEXTS; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: `/api${knowledgeBasePaths.texts(baseId)}`,
          headers,
          payload: { title: `Text ${i}`, text },
        });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      }
      const settle = async () => {
        for (;;) {
          const body = (
            await app.inject({ method: 'GET', url: `/api${knowledgeBasePaths.item(baseId)}`, headers })
          ).json<{ data: KnowledgeBase }>().data;
          if (body.status !== 'in_progress') return body;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      const done = await settle();
      const seconds = (performance.now() - readBegan) / 1000;
      const ready = done.knowledge_base_sources.filter((source) => source.status === 'ready').length;
      rows.push({
        metric: `${kind}: ${TEXTS} pasted texts of ${text.length.toLocaleString('en-US')} characters, added and read`,
        value: round(TEXTS / seconds),
        unit: 'sources/s',
        note: `${ready} ready in ${round(seconds, 2)} s`,
      });

      // One large document: a 5 MB text file uploaded, then cut into passages and indexed.
      const big = Buffer.from(
        Array.from({ length: 5 * 1024 }, (_, i) => `${VOCABULARY[i % VOCABULARY.length]} ${text.slice(0, 1000)}`)
          .join('\n\n')
          .slice(0, 5 * 1024 * 1024),
      );
      const boundary = `----bench${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="manual.txt"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        big,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploadBegan = performance.now();
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api${knowledgeBasePaths.files(baseId)}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      if (uploaded.statusCode !== 200) throw new Error(`${uploaded.statusCode} ${uploaded.body}`);
      const uploadMs = performance.now() - uploadBegan;
      await settle();
      const [{ n: passages } = { n: 0 }] = (
        await query(
          `select count(*)::int as n from knowledge_base_chunks c join knowledge_base_sources s on s.id = c.source_id where s.filename = 'manual.txt'`,
        )
      ).rows as { n: number }[];
      rows.push({
        metric: `${kind}: a ${round(big.length / (1024 * 1024), 1)} MB text document, uploaded and read`,
        value: round((performance.now() - uploadBegan) / 1000, 2),
        unit: 's',
        note: `upload answered in ${round(uploadMs)} ms; ${passages} passages`,
      });
    } finally {
      await app.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await bench?.drop();
  }
  return rows;
};
