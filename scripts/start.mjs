// `npm start`: build the SPA and the server when their sources changed since the last build, then
// run the built server (plain JavaScript: no TypeScript loader at run time). `npm run build` runs the
// same builds and stops there (--build-only).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const stampPath = join(webDir, 'dist/.build-hash');
const inputs = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'vite-route-preloads.ts'),
  join(webDir, 'vite-route-chunks.ts'),
  join(webDir, 'package.json'),
  join(root, 'packages/shared/src'),
  join(root, 'package-lock.json'),
];

const hashInputs = () => {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(path.slice(root.length));
    hash.update(readFileSync(path));
  };
  inputs.forEach(visit);
  return hash.digest('hex');
};

// Brotli and gzip copies beside each text asset; the server sends them to browsers that accept them.
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompress(path);
    } else if (/\.(js|css|html|svg|json|txt)$/.test(name)) {
      const data = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

const current = hashInputs();
const previous = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : '';
if (current !== previous || !existsSync(join(webDir, 'dist/index.html'))) {
  console.log('Building the web app...');
  // Always the production build, whatever NODE_ENV the caller's shell (or a test runner) has.
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(join(webDir, 'dist'));
  writeFileSync(stampPath, current);
}

const { buildServer, serverOutput } = await import('./build-server.mjs');
if (await buildServer()) console.log('Built the server.');
if (process.argv.includes('--build-only')) process.exit(0);

// The server runs in this process, so signals reach it directly; stack traces name the sources.
process.setSourceMapsEnabled(true);
await import(serverOutput('main'));
