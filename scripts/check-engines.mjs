// `npm ci` must print no engine warning under any Node the project supports (package.json's
// engines: 20.19 and newer; checked on 20, 22 and 24 LTS). npm decides from the lockfile alone,
// so a dry run under each Node says what a real install would.
//
//   node scripts/check-engines.mjs [MAJOR ...]      (default: 20 22 24)
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinDir } from './npm-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const majors = process.argv.length > 2 ? process.argv.slice(2) : ['20', '22', '24'];
let failed = false;
for (const major of majors) {
  const bin = nodeBinDir(major);
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  const result = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { cwd: root, env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const warnings = output.split('\n').filter((line) => /EBADENGINE\s+(package|required)/.test(line));
  if (result.status !== 0 || warnings.length > 0) {
    failed = true;
    console.error(
      `check-engines: Node ${version}: ${result.status === 0 ? 'engine warnings' : 'npm ci --dry-run failed'}\n${warnings.join('\n') || output}`,
    );
  } else {
    console.log(`check-engines: Node ${version}: no engine warning`);
  }
}
process.exitCode = failed ? 1 : 0;
