// @vitest-environment happy-dom
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeModules } from './route-modules.ts';
import { routes } from './router.tsx';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }) }));

/** What the router's lazy parts of every route matching `path` load: components and loaders. */
const loadedByRouter = async (path: string): Promise<unknown[]> => {
  const matches = matchRoutes(routes, path) ?? [];
  const lazies = matches.flatMap(({ route }) =>
    typeof route.lazy === 'object' ? Object.values(route.lazy as Record<string, () => Promise<unknown>>) : [],
  );
  return Promise.all(lazies.map((load) => load()));
};

/** Everything the listed modules export (paths as route-modules.ts writes them, under apps/web). */
const exportedBy = async (modules: readonly string[]): Promise<unknown[]> => {
  const loaded = await Promise.all(
    modules.map((module) => import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`) as Promise<object>),
  );
  return loaded.flatMap((module) => Object.values(module));
};

describe('route-modules.ts (the chunks the server preloads for a page)', () => {
  it.each(Object.entries(routeModules))(
    '%s lists exactly the modules the router loads for it',
    async (pattern, modules) => {
      const path = pattern.replace(':role', 'zara').replace(':jobId', 'j-1');
      const loaded = await loadedByRouter(path);
      const exported = await exportedBy(modules);
      expect(loaded.length).toBeGreaterThan(0);
      // Every part the router loads comes from a listed module...
      for (const part of loaded) expect(exported).toContain(part);
      // ...and every listed module gives the router a part.
      for (const module of modules) {
        const own = await exportedBy([module]);
        expect(
          own.some((value) => loaded.includes(value)),
          module,
        ).toBe(true);
      }
    },
  );
});
