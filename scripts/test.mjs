// `npm test`: the type checks and lint, the API and unit suites, and the browser journeys, side by
// side (scripts/run-parallel.mjs). It first looks for what some suites need (PostgreSQL, Redis,
// Chromium). Where one is missing it says what to provide and runs everything else; under CI
// (CI set, as .ci/run sets it) a missing one fails the run instead, so CI always runs everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, resolve } from 'node:path';

const reachable = (url, defaultPort) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (isUp) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const missing = [];
if (!(await reachable(postgresUrl, 5432)))
  missing.push({
    what: `PostgreSQL at ${new URL(postgresUrl).host}`,
    how: 'set TEST_DATABASE_URL=postgres://USER@HOST:PORT/DB (a user that may CREATE DATABASE)',
    skip: 'the API suites on PostgreSQL are',
    env: {},
  });
if (!(await reachable(redisUrl, 6379)))
  missing.push({
    what: `Redis at ${new URL(redisUrl).host}`,
    how: 'set TEST_REDIS_URL=redis://HOST:PORT/0',
    skip: 'the test of rate limits shared through Redis is',
    env: { SKIP_REDIS_TESTS: '1' },
  });
if (!existsSync(chromium))
  missing.push({
    what: `Chromium at ${chromium}`,
    how: 'run `npx playwright install chromium` and set CHROMIUM_PATH to the browser it installed',
    skip: 'the browser journeys are',
    env: {},
  });

for (const { what, how, skip } of missing) {
  console.log(`npm test: no ${what}: ${skip} ${process.env.CI ? 'not run' : 'skipped'}. To run them, ${how}.`);
}
if (process.env.CI && missing.length > 0) {
  console.log('npm test: CI runs every suite, so it stops here.');
  process.exit(1);
}

const isMissing = (word) => missing.some(({ what }) => what.startsWith(word));
const apiProjects = ['shared', 'docs', 'web', 'server-pglite', ...(isMissing('PostgreSQL') ? [] : ['server-postgres'])];
const jobs = [
  "checks='npm run -s typecheck && npm run -s lint'",
  `api='vitest run ${apiProjects.map((project) => `--project ${project}`).join(' ')}'`,
  ...(isMissing('Chromium') ? [] : ["e2e='vitest run --project e2e'"]),
];
const env = Object.assign({ ...process.env }, ...missing.map((m) => m.env));
// The project's own tools (vitest, tsc, eslint) also when run as `node scripts/test.mjs`.
env.PATH = `${resolve('node_modules/.bin')}${delimiter}${env.PATH ?? ''}`;
const child = spawn(`node scripts/run-parallel.mjs ${jobs.join(' ')}`, { shell: true, stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  if (missing.length > 0 && code === 0)
    console.log(`npm test: passed, without ${missing.map((m) => m.skip.replace(/ (is|are)$/, '')).join(', ')}.`);
  process.exit(code ?? (signal ? 1 : 0));
});
