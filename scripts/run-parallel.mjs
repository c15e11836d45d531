// Runs commands side by side, each line of their output prefixed with the command's label, and
// fails when any of them fails. `npm test` and `npm run typecheck` use it: on this project's
// suites the machine mostly waits (for PostgreSQL, the browser, timers), so running them side by
// side keeps both cores busy instead of one.
//
//   node scripts/run-parallel.mjs label='command args' label2='command args' ...
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const jobs = process.argv.slice(2).map((argument) => {
  const separator = argument.indexOf('=');
  return { label: argument.slice(0, separator), command: argument.slice(separator + 1) };
});
const width = Math.max(...jobs.map((job) => job.label.length));

const run = ({ label, command }) =>
  new Promise((resolve) => {
    const started = Date.now();
    // Colours as when run alone, when the caller's terminal shows them.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${label.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `${prefix}${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });

const results = await Promise.all(jobs.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
