// Runs commands side by side, each line of their output prefixed with the command's label, and
// fails when any of them fails. `npm test` and `npm run typecheck` use it: on this project's
// suites the machine mostly waits (for PostgreSQL, the browser, timers), so running them side by
// side keeps both cores busy instead of one. At the end, a failed command's last lines (Vitest's
// list of failed tests, ESLint's report) are printed again, so the tail of the whole output, which
// is what a CI page shows first, says what failed even while another command ran on for an hour.
//
//   node scripts/run-parallel.mjs label='command args' label2='command args' ...
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const jobs = process.argv.slice(2).map((argument) => {
  const separator = argument.indexOf('=');
  return { label: argument.slice(0, separator), command: argument.slice(separator + 1) };
});
const width = Math.max(...jobs.map((job) => job.label.length));
/** How many of a failed command's last lines are printed again at the end. */
const TAIL_LINES = 100;
/** Lines that name a failure (Vitest's FAIL and ×), also printed again, at most this many. */
const FAILURE_LINES = 40;
const namesFailure = /\bFAIL\b|×|✗/;

const run = ({ label, command }) =>
  new Promise((resolve) => {
    const started = Date.now();
    // Colours as when run alone, when the caller's terminal shows them.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${label.padEnd(width)}] `;
    const tail = [];
    const failures = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${prefix}${line}\n`);
        tail.push(line);
        if (namesFailure.test(line) && failures.length < FAILURE_LINES) failures.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefix}${outcome} in ${seconds} s\n`);
      resolve({ label, isPassed: code === 0, outcome: `${outcome} in ${seconds} s`, tail, failures });
    });
  });

const results = await Promise.all(jobs.map(run));
for (const { label, outcome, tail, failures } of results.filter((result) => !result.isPassed)) {
  const prefix = `[${label.padEnd(width)}] `;
  process.stdout.write(`\n=== ${label} ${outcome}; the lines that named a failure:\n`);
  for (const line of failures) process.stdout.write(`${prefix}${line}\n`);
  process.stdout.write(`=== ${label}: its last ${tail.length} lines again:\n`);
  for (const line of tail) process.stdout.write(`${prefix}${line}\n`);
}
if (jobs.length > 1)
  process.stdout.write(`\n${results.map(({ label, outcome }) => `${label}: ${outcome}`).join('; ')}\n`);
process.exit(results.every((result) => result.isPassed) ? 0 : 1);
