import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The build's route-preloads.json (apps/web/vite-route-preloads.ts): path pattern → chunk URLs. */
type RoutePreloads = Record<string, string[]>;

export type SpaHtml = { body: Buffer; encoding: 'br' | 'gzip' | null };

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * The pattern that serves `pathname`, as the router picks it: every segment equal or a `:param`,
 * and among several the one with the most literal segments ('/analytics' before '/:role').
 */
export const matchRoutePattern = (patterns: readonly string[], pathname: string): string | null => {
  const segments = segmentsOf(pathname);
  let best: { pattern: string; literals: number } | null = null;
  for (const pattern of patterns) {
    const parts = segmentsOf(pattern);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const literals = parts.filter((part) => !part.startsWith(':')).length;
    if (best === null || literals > best.literals) best = { pattern, literals };
  }
  return best?.pattern ?? null;
};

const withPreloads = (html: string, files: readonly string[]): string => {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
};

/**
 * index.html as served for a client route: with a modulepreload link for every chunk the route's
 * page loads, so the browser fetches them beside the entry rather than after the entry has run and
 * the router has matched. Made once per pattern, with its brotli and gzip bodies.
 */
export const spaHtml = (root: string) => {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const preloadsPath = join(root, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(preloadsPath)
    ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreloads)
    : {};
  const patterns = Object.keys(preloads);
  const rendered = new Map<string, { plain: Buffer; br: Buffer; gzip: Buffer }>();

  const render = (pattern: string | null) => {
    const key = pattern ?? '';
    let bodies = rendered.get(key);
    if (bodies === undefined) {
      const plain = Buffer.from(withPreloads(template, pattern === null ? [] : (preloads[pattern] ?? [])));
      bodies = {
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
      rendered.set(key, bodies);
    }
    return bodies;
  };

  return (pathname: string, acceptEncoding: string): SpaHtml => {
    const bodies = render(matchRoutePattern(patterns, pathname));
    if (/\bbr\b/.test(acceptEncoding)) return { body: bodies.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: bodies.gzip, encoding: 'gzip' };
    return { body: bodies.plain, encoding: null };
  };
};
