import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './report.ts';

// Issue #27 item 4: how long `npm test` takes here, as CI runs it (CI=true: every suite, none
// skipped), side by side as scripts/run-parallel.mjs runs its jobs, and what each job took. The
// figures before the work on the suite's speed are kept beside them (BEFORE), measured the same
// way on 7590ef9 on this machine. The suite is CPU-bound: the jobs' work, not their order, sets
// its time on two cores (see the note of the last row).

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_S = 12 * 60;

/** `npm test` on 7590ef9 (2026-11-27, idle machine, CI=true). */
const BEFORE: Record<string, number> = { total: 1490, checks: 1301, api: 1490, e2e: 1355, sweep: 550 };

const runSuite = () =>
  new Promise<{ seconds: number; output: string }>((resolve, reject) => {
    const started = Date.now();
    const child = spawn('node', ['scripts/test.mjs'], {
      cwd: root,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`npm test failed (exit ${code}):\n${output.slice(-4000)}`));
      else resolve({ seconds: (Date.now() - started) / 1000, output });
    });
  });

/** "[api   ] passed in 538.3 s" → seconds, per job label. */
const jobTimes = (output: string): Record<string, number> =>
  Object.fromEntries(
    [...output.matchAll(/^\[(\w+)\s*\] passed in ([\d.]+) s$/gm)].map((match) => [match[1]!, Number(match[2])]),
  );

/** The sweep's file time in the browser job ("e2e/control-sweep.test.ts (3 tests) 441264ms"). */
const sweepSeconds = (output: string): number | undefined => {
  const match = /control-sweep\.test\.ts \(\d+ tests?\) ([\d.]+)(ms|s)\b/.exec(output);
  return match ? Number(match[1]) / (match[2] === 'ms' ? 1000 : 1) : undefined;
};

const was = (key: string) => `before: ${BEFORE[key]!.toLocaleString('en-US')} s`;

export const runTestSuiteBench = async (): Promise<BenchRow[]> => {
  const { seconds, output } = await runSuite();
  const jobs = jobTimes(output);
  const sweep = sweepSeconds(output);
  const round = (value: number) => Math.round(value);
  return [
    {
      metric: '`npm test` (CI=true), all jobs side by side',
      value: round(seconds),
      unit: 's',
      budget: `≤ ${BUDGET_S} s`,
      note: `${was('total')}; the clean clone's \`bash .ci/run\` adds npm ci and the Node 24 smoke test`,
    },
    ...(['checks', 'api', 'e2e'] as const).map((job) => ({
      metric: `job ${job}`,
      value: round(jobs[job] ?? Number.NaN),
      unit: 's',
      note: was(job),
    })),
    ...(sweep === undefined
      ? []
      : [{ metric: 'the control sweep (in the e2e job)', value: round(sweep), unit: 's', note: was('sweep') }]),
  ];
};
