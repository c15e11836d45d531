import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeModules } from './src/app/route-modules.ts';

type OutputChunk = Rolldown.OutputChunk;

/** What the server reads: the JavaScript files each path pattern needs beyond the entry's own. */
export type RoutePreloads = Record<string, string[]>;

/** The chunk a source module ended up in (its own, or one it was merged into). */
const chunkOf = (chunks: OutputChunk[], id: string): OutputChunk | undefined =>
  chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));

/**
 * Writes route-preloads.json beside index.html: for each page of route-modules.ts, the chunks its
 * modules load and every chunk they import, minus what the entry already brings. The server puts
 * them into the HTML as modulepreload links, so a page's code downloads beside the entry instead of
 * after it has run (and Vite's loader, finding them there, adds no links of its own).
 */
export const routePreloads = (root: string): Plugin => ({
  name: 'agentdesk-route-preloads',
  apply: 'build',
  generateBundle(_options, bundle: Rolldown.OutputBundle) {
    const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const withImports = (start: OutputChunk[]): Set<string> => {
      const seen = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported !== undefined) visit(imported);
        }
      };
      start.forEach(visit);
      return seen;
    };
    const loadedByEntry = withImports(chunks.filter((chunk) => chunk.isEntry));
    const preloads: RoutePreloads = {};
    for (const [pattern, modules] of Object.entries(routeModules)) {
      const own = modules.map((module) => {
        const chunk = chunkOf(chunks, resolve(root, module));
        if (chunk === undefined) throw new Error(`route-preloads: no chunk holds ${module} (${pattern})`);
        return chunk;
      });
      preloads[pattern] = [...withImports(own)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
    }
    this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
  },
});
