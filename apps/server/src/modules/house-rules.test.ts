import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const serverSrcDir = resolve(modulesDir, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const relativeImports = (source: string): string[] =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);

/** Where an import of one module's file lands: its module and the path inside it. */
const targetOf = (file: string, specifier: string) => {
  const [module, ...rest] = relative(modulesDir, resolve(dirname(file), specifier)).split(sep);
  return { module, inner: rest.join('/') };
};

describe("the server's house rules", () => {
  it('a module reaches another only through its index.ts', () => {
    const crossings = sourceFiles(modulesDir).flatMap((file) => {
      const own = relative(modulesDir, file).split(sep)[0];
      return relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => ({ specifier, ...targetOf(file, specifier) }))
        .filter(({ module, inner }) => module !== own && !module!.startsWith('..') && inner !== 'index.ts')
        .map(({ specifier }) => `${relative(modulesDir, file)} -> ${specifier}`);
    });
    expect(crossings).toEqual([]);
  });

  it('a module imports nothing from the layers above it (plugins, workers, app)', () => {
    // Tests may build the whole app (two API processes on one database); module code may not.
    const moduleCode = sourceFiles(modulesDir).filter((file) => !file.endsWith('.test.ts'));
    const upward = moduleCode.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => relative(serverSrcDir, resolve(dirname(file), specifier)))
        .filter((target) => /^(plugins|workers)\//.test(target) || target === 'app.ts' || target === 'main.ts')
        .map((target) => `${relative(serverSrcDir, file)} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
