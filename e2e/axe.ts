import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Holds the toasts on screen, as a pointer over them does (sonner pauses their timers), or lets them go. */
export const holdToasts = (page: Page, isHeld: boolean) =>
  page.evaluate((hold) => {
    const toaster = document.querySelector('[data-sonner-toaster]');
    toaster?.dispatchEvent(
      hold
        ? new MouseEvent('mousemove', { bubbles: true })
        : new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
    );
  }, isHeld);

/**
 * WCAG 2 A and AA rules that fail on the page as it is now, with the elements that break them.
 * Toasts on screen are checked too, held there meanwhile (their timers paused, as under the
 * pointer, and the pointer left where it was): a toast that starts to fade out while axe reads
 * the page would be measured half transparent, which is not its colour.
 */
export const violations = async (page: Page, skipRules: string[] = []) => {
  await holdToasts(page, true);
  try {
    return await checkPage(page, skipRules);
  } finally {
    await holdToasts(page, false);
  }
};

const checkPage = async (page: Page, skipRules: string[]) => {
  // Colours are read once toasts and panels have finished moving.
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
