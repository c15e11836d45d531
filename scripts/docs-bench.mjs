// docs/benchmarks.md, rendered from the latest results in bench/results/*.json, so the figures
// the docs show are the files' (scripts/docs.test.mjs checks the committed page equals this).
//
//   npm run docs:bench       (after `npm run bench [-- SUITE ...]`)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
export const benchmarksPage = join(root, 'docs/benchmarks.md');

/** What each suite measures, in the order of `npm run bench` (bench/run.ts). */
export const suiteDescriptions = {
  foundation:
    'The JavaScript a visit loads (gzip), sign-ins per second at the default scrypt cost, and the time from `npm start` on an existing data folder to the first answer.',
  'calls-postgres':
    '1,000,000 generated calls over 90 days on PostgreSQL: the import against a plain COPY of the same batches, ingest with and without the analytics aggregates, the list through the API against its own prepared statements, analytics from the aggregates against a scan, full-text search against an ILIKE over the same text, each in turns and checked to give the same answer first; signed webhooks through HTTP, and server memory.',
  'calls-pglite': 'The same on PGlite (the better part of an hour).',
  'calls-list':
    "Call list pages on 1,000,000 calls made by SQL, PostgreSQL: the API against the list's own statements run directly (prepared, each row's JSON built in SQL, as the product runs them) and two floors (a bare `node:http` server answering the same bytes, and the API in process), checked to give the same page, then timed in turns while the server runs.",
  'calls-list-pglite': 'The same on PGlite.',
  campaigns:
    'Campaign sending to a local SMTP server at 1, 4 and 16 threads against plain nodemailer, and a CSV import of 50,000 recipients (PGlite; `TEST_DB=postgres` for PostgreSQL).',
  'inbox-postgres':
    '100,000 mails, 100,000 calls and 100,000 chats made by SQL, PostgreSQL: first pages and searches through the API against the same statements run directly (checked to give the same items first), in turns while the server runs; inbound SMTP throughput, and the rows a scrolled list keeps in the DOM.',
  'inbox-pglite': 'The same on PGlite.',
  'knowledge-base-postgres':
    "100,000 passages in 100 knowledge bases, PostgreSQL: searches through the API against the same statement (checked to give the same hits) and an ILIKE scan (a floor), in turns, and the reader's throughput.",
  'knowledge-base-pglite': 'The same on PGlite.',
  workspaces:
    '1,000,000 calls in 100 workspaces (the largest 500,000) against the same workspaces alone on databases of their own, checked to answer alike, in turns, through the API in process; the webhook ingest with and without its workspace lookup, each measured, in turns (PostgreSQL).',
  'web-vitals':
    'Each main page signed in, in headless Chromium with a 4× CPU slowdown on a 412 px screen, with 50 and 10,000 calls: LCP, CLS, TBT and the scripts loaded, in turns with a floor page (`bench/floor-app`: React, the router and TanStack Query rendering one heading); the LCP of each page is also given as a multiple of the floor LCP measured in turns with it (the floor is given for each workspace size), the figure issue #31 sets a budget for. `WEB_VITALS_RUNS` sets the loads, `WEB_VITALS_PAGES` a subset of the pages.',
  load: 'The server started as a user starts it, on PostgreSQL and on PGlite, 50 connections for 60 s over the call list, the 30-day analytics and signed webhooks: throughput, percentiles, the slowest request, and whether every acknowledged webhook was stored (`LOAD_*` settings).',
  'load-import':
    'Issue #28 item 4: the same mix on PGlite (10 connections) while a call-history import of 100,000 calls (about 200 MB) runs: the upload, then its batches of 100 calls, one transaction each. The call list and the analytics should each answer within 2 s throughout (`LOAD_IMPORT_*` settings; `npm run bench -- load` runs it after its own mix).',
  alerts:
    '100 alert rules evaluated over the aggregates of 1,000,000 calls (PostgreSQL): one evaluation round, and its three reads alone, in turns.',
  careers:
    "A careers site of 1,000 posted open jobs on PostgreSQL over a real socket: time to first byte and size of the index, a job page and both feeds, in turns with their database reads alone, and the feeds' generation.",
  candidates:
    "PostgreSQL: 200 PDF résumés uploaded and scored against the read-and-score loop alone; a job's edit rescoring 10,000 candidates; the ranked list of 100,000 candidates through a server process against its statements run directly plus a bare HTTP round trip (`CANDIDATES_BENCH_*` sizes).",
  fit: "Issue #30 item 2: the fit score's must-have judgement on the 211 hand-labelled requirement and résumé-passage pairs (`apps/server/src/modules/candidates/fit-labels.json`), the scorer now against the one it replaced (the candidates module at the baseline commit, taken from git) on the same pairs in the same run: precision, recall and F1 of met-or-partly, the exact-label rate, and the time to read and score a pair, in turns (`FIT_BENCH_ROUNDS`).",
  interviews:
    'PostgreSQL: the free slots of a five-person pool over 30 days with 1,000 interviews booked: the finder alone, load and finder, and the whole `GET /api/interviews/slots` in process, in turns (`INTERVIEWS_BENCH_*` sizes).',
  recruiting:
    'PostgreSQL: 100,000 applications over 90 days with their stage histories: the funnel from the daily counters against the same funnel by a scan (checked equal first), and the whole `GET /api/recruiting-analytics` in process (`RECRUITING_BENCH_*` sizes).',
  'test-suite':
    "`npm test` as CI runs it (CI=true, every suite): the whole run and each of its side-by-side jobs (type checks and lint, the API and unit suites on both databases, the browser journeys), with the figures before the work on the suite's speed beside them. On two cores the suite is CPU-bound: the API suites alone keep both cores busy for 540 s, the browser journeys alone take 984 s, so the sum of the work, not the order of the jobs, sets the time.",
  onboarding:
    'The 36 synthetic onboarding documents read as the processor reads them: seconds per page, peak memory, and per-field precision and recall against their stored truth (`ONBOARDING_BENCH_DOCUMENTS`).',
  qa: "Issue #29 item 9, on PostgreSQL and PGlite: stored calls reviewed against a 10-criterion scorecard by the product's durable step against `measureCall` + `reviewCall` in a loop over the same calls (scores checked equal), and against the floor with the writes (that loop reading the calls and inserting the same measures, reviews and results by plain SQL); the QA page's figures (`GET /api/qa/overview` in process) over 1,000,000 reviews made by SQL, their aggregates built by the product's delta and checked equal to a recount, for the page's 30 days and for 90 days, against the overview's own two statements run directly, in turns and checked to give the same overview, with the scan of the reviews the aggregates spare for information; and a call's `call_reviewed` announcement after its signed provider webhook at 50 a second, and on PGlite again at 35 a second. `QA_BENCH_*` and `QA_OVERVIEW_*` set the sizes.",
};

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const number = (value) => (Number.isInteger(value) ? value.toLocaleString('en-US') : String(value));

/** ✓ or ✗ where the budget is a plain bound in the row's unit ("1500 ms", "≤ 50 ms", "≥ 0.9", "< 100"); else nothing. */
const verdict = (row) => {
  const match = /^\s*(≤|<|≥|>)?\s*(-?[\d.]+)\s*(\S*)\s*$/.exec(row.budget ?? '');
  if (!match) return '';
  const [, relation = '≤', bound, unit] = match;
  if (unit !== '' && unit !== row.unit) return '';
  const value = Number(row.value);
  const within = {
    '≤': value <= Number(bound),
    '<': value < Number(bound),
    '≥': value >= Number(bound),
    '>': value > Number(bound),
  }[relation];
  return within ? '✓' : '✗';
};

const suiteSection = ({ suite, at, node, cpus, rows }) => {
  const hasBudgets = rows.some((row) => row.budget);
  const header = hasBudgets
    ? '| metric | value | budget | within | note |\n|---|---:|---|:---:|---|'
    : '| metric | value | note |\n|---|---:|---|';
  const lines = rows.map((row) => {
    const value = `${number(row.value)}${row.unit ? ` ${row.unit}` : ''}`;
    return hasBudgets
      ? `| ${cell(row.metric)} | ${cell(value)} | ${cell(row.budget)} | ${verdict(row)} | ${cell(row.note)} |`
      : `| ${cell(row.metric)} | ${cell(value)} | ${cell(row.note)} |`;
  });
  return [
    `## ${suite}`,
    '',
    suiteDescriptions[suite] ?? '',
    '',
    `Run ${at.slice(0, 10)} on Node ${node}, ${cpus} CPUs: \`npm run bench -- ${suite}\`.`,
    '',
    header,
    ...lines,
    '',
  ].join('\n');
};

/** The page's text from the result files as they are now. */
export const renderBenchmarks = () => {
  const order = Object.keys(suiteDescriptions);
  const results = readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')))
    .sort(
      (a, b) =>
        (order.indexOf(a.suite) + 1 || order.length + 1) - (order.indexOf(b.suite) + 1 || order.length + 1) ||
        a.suite.localeCompare(b.suite),
    );
  return [
    '# Benchmarks',
    '',
    '<!-- Rendered by `npm run docs:bench` from bench/results/*.json: edit those (by running the suites), not this page. -->',
    '',
    '`npm run bench [-- SUITE ...]` runs the suites in `bench/` (all of them by default), prints a table per suite and',
    'writes `bench/results/SUITE.json`; `npm run docs:bench` renders this page from those files. Each suite below shows',
    "its latest run only: earlier figures are in the files' git history. A budget is the target the suite was written",
    'for; "within" is worked out where the budget is a plain bound in the figure\'s unit. The machine is the project\'s',
    'shared 2-core one, where other work runs beside a suite: compare figures taken in turns within one run, not across runs.',
    'Every comparison goes through `compareInTurns` (`bench/compare.ts`): the sides that do the same work are first run',
    'once and checked to give deep-equal answers (the suite fails, naming where they part, if not), then all sides are timed',
    'in turns, one call of each per round in a seeded random order, after the same warm-up. Floors and parts of a whole (a',
    'bare HTTP answer, the reads of a page) are timed in the same turns without a check.',
    '',
    ...results.map(suiteSection),
  ].join('\n');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(benchmarksPage, renderBenchmarks());
  console.log('Wrote docs/benchmarks.md');
}
