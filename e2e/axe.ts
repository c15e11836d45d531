import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2 A and AA rules that fail on the page as it is now, with the elements that break them. */
export const violations = async (page: Page, skipRules: string[] = []) => {
  // Colours are read once toasts and panels have finished moving: a fading toast is not its colour.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (skip: string[]) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          rules: Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
        },
      ),
    skipRules,
  );
  if (results.passes.length === 0) throw new Error('axe checked nothing on this page');
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`),
  }));
};
