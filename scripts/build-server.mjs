// Builds the API server once into apps/server/dist (esbuild): main.js, which `npm start` runs, and
// the command-line tools (import-calls.js, rebuild-analytics.js, reset-password.js), so production
// runs plain JavaScript instead of compiling TypeScript through a loader at run time. Rebuilt only when a
// file the last build read (its metafile's inputs), the lockfile or this script changed.
//
//   node scripts/build-server.mjs [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps/server');
const outDir = join(serverDir, 'dist');
const entryPoints = {
  main: 'src/main.ts',
  'import-calls': 'scripts/import-calls.ts',
  'rebuild-analytics': 'scripts/rebuild-analytics.ts',
  'reset-password': 'scripts/reset-password.ts',
};
/** The built file of an entry point: `main` (the server) or a tool. */
export const serverOutput = (entry = 'main') => join(outDir, `${entry}.js`);
const stampPath = join(outDir, '.build-stamp.json');
const alwaysRead = [fileURLToPath(import.meta.url), join(root, 'package-lock.json'), join(serverDir, 'package.json')];

const hashFiles = (paths) => {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash.update(relative(root, path));
    hash.update(existsSync(path) ? readFileSync(path) : 'missing');
  }
  return hash.digest('hex');
};

const isCurrent = () => {
  if (!Object.keys(entryPoints).every((entry) => existsSync(serverOutput(entry))) || !existsSync(stampPath))
    return false;
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  return stamp.hash === hashFiles([...alwaysRead, ...stamp.inputs.map((input) => join(root, input))]);
};

// Files the server reads beside its code (migrations, sample recordings, worker-thread .mjs files,
// packages resolved with createRequire) are found from `import.meta.url`. In the bundle every
// module's import.meta.url would be dist/main.js, so each source file gets its own URL back: the
// built server reads those files where they are in the source tree.
const ownSourceUrl = {
  name: 'own-source-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutput = relative(outDir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

// Packages stay in node_modules, loaded by Node as usual; the workspace's own TypeScript
// packages (@agentdesk/shared) are compiled into the bundle.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@agentdesk/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Builds the server when its sources changed since the last build (or always, with `force`). */
export const buildServer = async ({ force = false } = {}) => {
  if (!force && isCurrent()) return false;
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [name, join(serverDir, path)])),
    outdir: outDir,
    entryNames: '[name]',
    // No shared chunks: every output file lies directly in dist/, where ownSourceUrl's paths start.
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [ownSourceUrl, externalPackages],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => relative(root, join(root, input)));
  const hash = hashFiles([...alwaysRead, ...inputs.map((input) => join(root, input))]);
  writeFileSync(stampPath, `${JSON.stringify({ hash, inputs }, null, 2)}\n`);
  return true;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildServer({ force: process.argv.includes('--force') });
  console.log(built ? `Built the server into ${relative(root, outDir)}` : 'The server build is current');
}
