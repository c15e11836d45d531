import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Timeouts guard against a hang, not a slow machine: the suites run beside each other and beside
// other work, so a test that does its work in 5 s when idle may need several times that. Waits
// for a condition poll (expect.poll) for up to 30 s for the same reason, then fail.
// The API suites share their worker processes (isolate: false): each file builds its own app on
// its own database, so nothing they need is module state, and a fresh process per file paid the
// imports of the whole server and PGlite's WebAssembly again (a third of the project's CPU).
// The guards sit well above need: on 28 Nov the whole suite ran 2.5 times slower than on 27 Nov on
// the same 2-core machine (its three jobs side by side), and a dozen 5 s tests ran past 60 s. The
// slowest tests (a server started as a child process and killed, OCR of the sample scans: 40-50 s
// alone) ran 3 to 5 times slower in CI, which is 240 s: a hang is caught after 10 minutes instead.
const serverProject = {
  isolate: false,
  testTimeout: 600_000,
  hookTimeout: 900_000,
  expect: { poll: { timeout: 30_000 } },
};

// One run covers every suite: the shared contract, the SPA's units, the API against
// both PGlite and PostgreSQL, and the browser journeys against the started product.
export default defineConfig({
  test: {
    // One more worker than cores: the API suites spend much of their time waiting (PostgreSQL,
    // timers, child processes), and Vitest's default (cores - 1) is a single worker on 2 cores.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // The docs against the code: every setting documented, the benchmarks page rendered from bench/results.
      { test: { name: 'docs', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
          environment: 'happy-dom',
          // Screen tests are CPU-bound: the slowest (4 s alone) ran eight times slower on a loaded CI machine.
          testTimeout: 90_000,
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          ...serverProject,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          // Suites that never touch the database run once, in the PGlite project.
          exclude: [
            'apps/server/src/**/*.pglite.test.ts',
            // The sample data's generators, on PGlite only; the quality story reads what the database stored.
            'apps/server/src/seed/!(qa-one-story).test.ts',
            'apps/server/src/config.test.ts',
            'apps/server/src/lib/**',
          ],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          ...serverProject,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 480_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
