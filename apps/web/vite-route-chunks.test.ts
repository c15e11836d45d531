import { describe, expect, it } from 'vitest';
import { routeModules } from './src/app/route-modules.ts';
import { chunkNames, type ModuleGraph } from './vite-route-chunks.ts';

const signedIn = Object.keys(routeModules).filter(
  (pattern) => !['/authentication', '/reset-password', '/invitation'].includes(pattern),
);

type Module = { id: string; pages: string[]; chars: number; imports?: string[] };

const graphOf = (modules: Module[], initial: string[] = ['react']): ModuleGraph => ({
  initial: new Set(initial),
  pages: new Map(modules.map((module) => [module.id, new Set(module.pages)])),
  imports: new Map(modules.map((module) => [module.id, new Set(module.imports ?? [])])),
  sizes: new Map(modules.map((module) => [module.id, module.chars])),
});

describe('the chunks small shared modules are folded into', () => {
  it('folds a small module two pages share, and leaves one page alone and a large shared one where Rolldown puts it', () => {
    const names = chunkNames(
      graphOf([
        { id: 'src/lib/format.ts', pages: ['/analytics', '/inbox'], chars: 900, imports: ['react'] },
        { id: 'src/features/calls/list.tsx', pages: ['/conversations'], chars: 900 },
        { id: 'node_modules/libphonenumber-js/metadata.js', pages: ['/demo-call', '/members'], chars: 200_000 },
      ]),
      new Set(),
    );
    expect(Object.fromEntries(names)).toEqual({ 'src/lib/format.ts': 'common' });
  });

  it('weighs a module by what the pages that do not use it would download: its size times their number', () => {
    const names = chunkNames(
      graphOf([
        { id: 'src/lib/two-pages.ts', pages: ['/analytics', '/inbox'], chars: 4000 },
        { id: 'src/lib/most-pages.ts', pages: signedIn.slice(0, signedIn.length - 7), chars: 4000 },
        { id: 'src/lib/many-pages.ts', pages: signedIn.slice(0, signedIn.length - 8), chars: 4000 },
      ]),
      new Set(),
    );
    // 7 pages without it: 28,000 characters, within 30,000; 8 pages: 32,000; 19 pages: 76,000.
    expect(Object.fromEntries(names)).toEqual({ 'src/lib/most-pages.ts': 'common' });
  });

  it('folds a large module every signed-in page needs: no page downloads more for it', () => {
    const names = chunkNames(
      graphOf([{ id: 'node_modules/zod/schemas.js', pages: signedIn, chars: 90_000 }]),
      new Set(),
    );
    expect(names.get('node_modules/zod/schemas.js')).toBe('common');
  });

  it('keeps what the sign-in page shares in a chunk of its own, and icons in theirs', () => {
    const names = chunkNames(
      graphOf([
        { id: 'src/components/ui/button.tsx', pages: ['/authentication', '/analytics'], chars: 1000 },
        { id: '/app/node_modules/lucide-react/dist/esm/icons/phone.mjs', pages: ['/inbox', '/demo-call'], chars: 400 },
      ]),
      new Set(),
    );
    expect(names.get('src/components/ui/button.tsx')).toBe('auth-shared');
    expect(names.get('/app/node_modules/lucide-react/dist/esm/icons/phone.mjs')).toBe('icons');
  });

  it('leaves a small module whose import stays outside, and the modules that import it, where Rolldown puts them', () => {
    const names = chunkNames(
      graphOf([
        {
          id: 'src/lib/phone-label.ts',
          pages: ['/demo-call', '/members'],
          chars: 600,
          imports: ['src/shared/phone.ts'],
        },
        {
          id: 'src/lib/contact.ts',
          pages: ['/demo-call', '/members'],
          chars: 600,
          imports: ['src/lib/phone-label.ts'],
        },
        { id: 'src/shared/phone.ts', pages: ['/demo-call', '/members'], chars: 250_000 },
        { id: 'src/lib/label.ts', pages: ['/demo-call', '/members'], chars: 600, imports: ['react'] },
      ]),
      new Set(),
    );
    expect(Object.fromEntries(names)).toEqual({ 'src/lib/label.ts': 'common' });
  });

  it("never folds a page's own modules (route-modules.ts): the server names their chunks", () => {
    const names = chunkNames(
      graphOf([{ id: '/app/src/app/layout/app-layout-loader.ts', pages: signedIn, chars: 150 }]),
      new Set(['/app/src/app/layout/app-layout-loader.ts']),
    );
    expect(names.size).toBe(0);
  });
});
