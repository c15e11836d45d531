// The docs say what the code does: the configuration page lists every setting the server reads
// (with its default) and every variable the tests, benchmarks and builds read; the benchmarks page
// is the rendering of bench/results; the README stays short and every relative link resolves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config.ts';
import { benchmarksPage, renderBenchmarks, suiteDescriptions } from './docs-bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');
const configurationPage = read('docs/configuration.md');

/** Files below `dir` (skipping node_modules and built output) whose names match `pattern`. */
const filesIn = (dir, pattern) =>
  readdirSync(join(root, dir), { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => !/node_modules|dist\//.test(path) && pattern.test(path) && statSync(join(root, path)).isFile());

/** The rows of the page's tables that start with a `NAME` cell: name → the next cell. */
const documentedRows = (page) =>
  new Map([...page.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map(([, name, cell]) => [name, cell.trim()]));

describe('docs/configuration.md', () => {
  const rows = documentedRows(configurationPage);
  const defaults = envSchema.parse({});

  it('lists every setting of apps/server/src/config.ts with its default, and no other server setting', () => {
    const settings = Object.keys(envSchema.shape);
    expect(settings.filter((name) => !rows.has(name))).toEqual([]);
    for (const name of settings) {
      const cell = rows.get(name);
      const fallback = defaults[name];
      // A default is the cell's first code span, exactly; a setting without one says unset or generated.
      if (fallback === undefined) expect(cell, name).toMatch(/^(unset|generated)/);
      else
        expect(
          cell.startsWith(`\`${String(fallback)}\``),
          `${name}: ${cell} should start with \`${String(fallback)}\``,
        ).toBe(true);
    }
  });

  it('names every variable that the tests, benchmarks, scripts and the web build read', () => {
    const sources = [
      ...filesIn('bench', /\.ts$/),
      ...filesIn('e2e', /\.ts$/),
      ...filesIn('scripts', /\.mjs$/),
      ...filesIn('apps/server/src', /(\.test\.ts|\/test\/.*\.ts)$/),
      ...filesIn('apps/web/src', /\.tsx?$/),
      'vitest.config.ts',
    ];
    const names = new Set();
    for (const path of sources) {
      const text = read(path);
      for (const [, name] of text.matchAll(/process\.env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(name);
      for (const [, name] of text.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) names.add(name);
    }
    const ignored = new Set(['PATH']);
    expect(
      [...names].filter((name) => !ignored.has(name) && !configurationPage.includes(`\`${name}\``)).sort(),
    ).toEqual([]);
  });
});

describe('docs/benchmarks.md', () => {
  it('is the rendering of bench/results (run `npm run docs:bench` after the benches)', () => {
    expect(readFileSync(benchmarksPage, 'utf8')).toBe(renderBenchmarks());
  });

  it('describes every suite that has results', () => {
    const suites = readdirSync(join(root, 'bench/results'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(suites.filter((suite) => !(suite in suiteDescriptions))).toEqual([]);
  });
});

describe('README.md and docs/', () => {
  const pages = ['README.md', ...filesIn('docs', /\.md$/)];

  it('keeps the README to a five-minute read (at most 150 lines)', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links only to files that exist', () => {
    const broken = [];
    for (const page of pages) {
      for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = join(root, dirname(page), target.split('#')[0]);
        if (!existsSync(path)) broken.push(`${page} → ${target} (${relative(root, path)})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
