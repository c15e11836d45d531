// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Plurals go through one helper (@agentdesk/shared/plural, Intl.PluralRules). This keeps hand-made
// ones from coming back: "count === 1 ? 'day' : 'days'", "'s'" suffixes and "(s)".
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const folders = ['apps/web/src', 'packages/shared/src'];

const handMade = [
  { name: 'a ternary picking a noun on === 1', pattern: /[=!]==\s*1\s*\?\s*'[^']+'\s*:\s*'[^']+'/ },
  { name: "an 's' added on a count", pattern: /\?\s*''\s*:\s*'s'|\?\s*'s'\s*:\s*''/ },
  // 'http(s)' is a scheme, not a plural.
  { name: 'a "(s)" plural', pattern: /\w(?<!http)\(s\)/ },
];

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('plurals', () => {
  it('are never made by hand in the web app or the shared helpers', () => {
    const found = folders
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) => {
            const where = `${relative(root, path)}:${index + 1}`;
            return handMade.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${where} ${name}`);
          }),
      );
    expect(found).toEqual([]);
  });

  it('catches the shapes it is meant to', () => {
    const line = (text: string) => handMade.some(({ pattern }) => pattern.test(text));
    expect(line("`${days} ${days === 1 ? 'day' : 'days'}`")).toBe(true);
    expect(line("page{count === 1 ? '' : 's'}")).toBe(true);
    expect(line('Upload file(s)')).toBe(true);
    expect(line("plural(days, 'day')")).toBe(false);
    expect(line('an http(s) URL')).toBe(false);
  });
});
