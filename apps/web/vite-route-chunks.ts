import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeModules } from './src/app/route-modules.ts';

// Issue #31: Rolldown's automatic chunking makes one chunk per distinct set of importers, so a
// signed-in page preloaded 67-111 files, most under a kilobyte (an icon, a button, a small helper).
// Chromium spends about 6 ms of main thread per preloaded file at 4x CPU before it parses the
// page, and a task per response after: 111 files cost ~0.7 s before the first paint. This plugin
// learns which pages use each module and folds the shared ones that cost little where unused
// into a few chunks:
// - auth-shared: what the sign-in page shares with other pages (the sign-in page loads only it);
// - icons: the lucide icons two or more signed-in pages use;
// - common: the other modules two or more pages use.
// A module is folded when the signed-in pages that do not use it would download at most
// OVERFETCH_CHARS of its source in all (its size times their number): a module every signed-in
// page needs costs none, a 1,000-character one is folded if 30 pages go without it, a large one
// used by a few pages keeps Rolldown's own placement. A module is folded only when each module
// it imports is folded too or in the entry, so these chunks import nothing a page would not
// have loaded anyway (no chain back into a page's chunks, no cycle between chunks).

/** Source characters of a folded module that the signed-in pages not using it download, summed. */
const OVERFETCH_CHARS = 30_000;
const SIGN_IN = '/authentication';
const PUBLIC_PAGES = new Set([SIGN_IN, '/reset-password', '/invitation']);

export type ModuleGraph = {
  /** Modules the entry loads statically: left where they are. */
  initial: Set<string>;
  /** For each other module a page loads on its first visit: those pages (route-modules.ts patterns). */
  pages: Map<string, Set<string>>;
  /** Modules each module needs, barrels looked through. */
  imports: Map<string, Set<string>>;
  /** Source characters of each module. */
  sizes: Map<string, number>;
};

type Context = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): Rolldown.ModuleInfo | null;
  parse: (code: string, options?: { lang?: 'js' | 'jsx' | 'ts' | 'tsx' }) => { body: AstNode[] };
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
};

type AstNode = {
  type: string;
  source?: { value: string } | null;
  declaration?: unknown;
  directive?: string | null;
  importKind?: string;
  exportKind?: string;
  exported?: { name?: string; value?: string } | null;
  specifiers?: {
    type: string;
    importKind?: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
};

/** One module's imports: each target with the names taken ('*': all), and its re-exports. */
type ModuleSyntax = {
  imports: { target: string; names: string[] | '*' }[];
  /** Re-exports: `export * from` (names '*') or `export { a as b } from` (exported name to local). */
  reexports: { target: string; names: Map<string, string> | '*' }[];
  /** Only imports and re-exports (lucide-react's index, @agentdesk/shared's index). */
  isBarrel: boolean;
};

const nameOf = (identifier: { name?: string; value?: string } | undefined | null): string =>
  identifier?.name ?? identifier?.value ?? '';

/** What the pages use, read from the module graph: a barrel's names lead to the modules that define them. */
const readModuleGraph = async (context: Context, root: string): Promise<ModuleGraph> => {
  const syntax = new Map<string, Promise<ModuleSyntax>>();
  const sizes = new Map<string, number>();

  const readSyntax = async (id: string): Promise<ModuleSyntax> => {
    const info = context.getModuleInfo(id);
    const code = info?.code ?? '';
    sizes.set(id, code.length);
    const lang = /\.tsx?$/.test(id.split('?')[0]!) ? 'tsx' : 'js';
    let body: AstNode[];
    try {
      body = context.parse(code, { lang }).body;
    } catch {
      // Not JavaScript (a JSON or CSS module turned into one): every import counts whole.
      return {
        imports: (info?.importedIds ?? []).map((target) => ({ target, names: '*' })),
        reexports: [],
        isBarrel: false,
      };
    }
    const result: ModuleSyntax = { imports: [], reexports: [], isBarrel: true };
    const target = async (source: string) => (await context.resolve(source, id))?.id;
    for (const node of body) {
      const source = node.source?.value;
      if (node.type === 'ImportDeclaration' && node.importKind !== 'type' && source !== undefined) {
        const resolved = await target(source);
        const specifiers = (node.specifiers ?? []).filter((specifier) => specifier.importKind !== 'type');
        if (resolved === undefined || (specifiers.length === 0 && (node.specifiers ?? []).length > 0)) continue;
        const whole = specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
        result.imports.push({
          target: resolved,
          names: whole
            ? '*'
            : specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
        });
      } else if (node.type === 'ExportAllDeclaration' && node.exportKind !== 'type' && source !== undefined) {
        const resolved = await target(source);
        if (resolved !== undefined)
          result.reexports.push({
            target: resolved,
            names: node.exported ? new Map([[nameOf(node.exported), '*']]) : '*',
          });
      } else if (node.type === 'ExportNamedDeclaration' && source !== undefined && node.exportKind !== 'type') {
        const resolved = await target(source);
        if (resolved !== undefined)
          result.reexports.push({
            target: resolved,
            names: new Map((node.specifiers ?? []).map((s) => [nameOf(s.exported), nameOf(s.local)])),
          });
      } else if (
        !(node.type === 'ImportDeclaration') &&
        !(node.type === 'ExportNamedDeclaration' && (node.exportKind === 'type' || node.declaration == null)) &&
        !(node.type === 'ExpressionStatement' && typeof node.directive === 'string')
      )
        result.isBarrel = false;
    }
    result.isBarrel &&= result.reexports.length > 0;
    return result;
  };
  const syntaxOf = (id: string): Promise<ModuleSyntax> => {
    let read = syntax.get(id);
    if (read === undefined) syntax.set(id, (read = readSyntax(id)));
    return read;
  };

  /** The module that defines `name` exported by barrel `barrel`, through nested barrels. */
  const definingModule = async (barrel: string, name: string): Promise<string | undefined> => {
    for (const reexport of (await syntaxOf(barrel)).reexports) {
      const local =
        reexport.names === '*'
          ? context.getModuleInfo(reexport.target)?.exports.includes(name)
            ? name
            : undefined
          : reexport.names.get(name);
      if (local === undefined) continue;
      const next = await syntaxOf(reexport.target);
      return next.isBarrel && local !== '*' ? definingModule(reexport.target, local) : reexport.target;
    }
    return undefined;
  };

  const imports = new Map<string, Set<string>>();
  const needs = async (id: string): Promise<Set<string>> => {
    let found = imports.get(id);
    if (found !== undefined) return found;
    const own = await syntaxOf(id);
    found = new Set(own.reexports.map((reexport) => reexport.target));
    for (const { target, names } of own.imports) {
      if (names !== '*' && (await syntaxOf(target)).isBarrel) {
        for (const name of names) {
          const defining = await definingModule(target, name);
          if (defining !== undefined) found.add(defining);
        }
      } else found.add(target);
    }
    imports.set(id, found);
    return found;
  };
  const reach = async (roots: string[], skip: Set<string>): Promise<Set<string>> => {
    const seen = new Set<string>();
    const pending = roots.filter((id) => !skip.has(id));
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of await needs(id)) if (!seen.has(next) && !skip.has(next)) pending.push(next);
    }
    return seen;
  };

  const entries = [...context.getModuleIds()].filter((id) => context.getModuleInfo(id)?.isEntry);
  const initial = await reach(entries, new Set());
  const pages = new Map<string, Set<string>>();
  for (const [pattern, modules] of Object.entries(routeModules)) {
    const roots = modules.map((module) => resolve(root, module));
    for (const id of await reach(roots, initial)) {
      const using = pages.get(id) ?? new Set<string>();
      using.add(pattern);
      pages.set(id, using);
    }
  }
  return { initial, pages, imports, sizes };
};

/** The chunk each module goes to (none: Rolldown's own placement). */
export const chunkNames = (graph: ModuleGraph, roots: Set<string>): Map<string, string> => {
  const names = new Map<string, string>();
  const signedIn = Object.keys(routeModules).filter((pattern) => !PUBLIC_PAGES.has(pattern));
  for (const [id, pages] of graph.pages) {
    if (roots.has(id) || pages.size < 2) continue;
    const pagesWithout = signedIn.filter((pattern) => !pages.has(pattern)).length;
    if ((graph.sizes.get(id) ?? Infinity) * pagesWithout > OVERFETCH_CHARS) continue;
    if (pages.has(SIGN_IN)) names.set(id, 'auth-shared');
    else if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) names.set(id, 'icons');
    else names.set(id, 'common');
  }
  // Folded modules whose imports are neither folded nor in the entry go back to Rolldown's placement.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of names.keys()) {
      const outside = [...(graph.imports.get(id) ?? [])].some((next) => !graph.initial.has(next) && !names.has(next));
      if (outside) {
        names.delete(id);
        changed = true;
      }
    }
  }
  return names;
};

/**
 * The plugin and the code-splitting groups to give Rolldown (vite.config.ts): the groups read what
 * the plugin learnt of the module graph at the end of the build's module phase.
 */
export const routeChunks = (root: string) => {
  let names = new Map<string, string>();
  const roots = new Set(
    Object.values(routeModules).flatMap((modules) => modules.map((module) => resolve(root, module))),
  );
  const plugin: Plugin = {
    name: 'agentdesk-route-chunks',
    apply: 'build',
    async buildEnd() {
      names = chunkNames(await readModuleGraph(this, root), roots);
    },
  };
  const groups = [
    {
      debugName: 'agentdesk-route-chunks',
      name: (id: string) => names.get(id) ?? null,
      test: (id: string) => names.has(id),
      // Each folded module's imports are folded too or in the entry (above): nothing to pull in.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
};
