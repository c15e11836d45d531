// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue #26: no window.alert anywhere. A browser dialog blocks the page, cannot be styled or
// announced like the rest of the product, and an 'initiated' alert said something happened
// whether or not it did: messages are toasts (sonner) or said in place, confirmations are dialogs
// (components/ui/confirm-dialog).

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every source file of the SPA, tests and test helpers aside. */
const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** alert(, confirm( or prompt( called on its own or on window / globalThis / self (not a method like toast.alert). */
const BROWSER_DIALOG = /(?<![\w$.])(?:(?:window|globalThis|self)\s*\.\s*)?(alert|confirm|prompt)\(/g;

/** The calls in a text, as `file:line: code`. */
const dialogCalls = (text: string, file = 'source'): string[] =>
  text
    .split('\n')
    .flatMap((line, index) => (line.match(BROWSER_DIALOG) ? [`${file}:${index + 1}: ${line.trim()}`] : []));

describe('browser dialogs', () => {
  it('finds the calls it is looking for, and not methods of the same name', () => {
    const calls = "window.alert('Call initiated');\nif (confirm('Sure?')) go();\nconst n = prompt('n');";
    expect(dialogCalls(calls)).toHaveLength(3);
    expect(dialogCalls("globalThis.alert('x')\n  alert(`y`)")).toHaveLength(2);
    const lookalikes = "toast.alert('x'); onConfirm(); confirmDelete(); const alerted = 1; // an alert (old)";
    expect(dialogCalls(lookalikes)).toEqual([]);
  });

  it('the SPA opens no alert, confirm or prompt', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const calls = files.flatMap((file) => dialogCalls(readFileSync(file, 'utf8'), relative(root, file)));
    expect(calls).toEqual([]);
  });
});
