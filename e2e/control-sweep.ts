import type { Browser, Page } from 'playwright-core';
import { loadFresh, openTab, settle, sleep, type Session, type Tab, type Viewport } from './control-sweep-tab.ts';
import {
  collectControls,
  readRecording,
  startRecording,
  type Control,
  type PageEffect,
  type Scope,
} from './control-sweep-page.ts';

// The control sweep (#26: "No button anywhere in the product does nothing"): every visible, enabled
// button, tab and menu item of a page, pressed on a fresh visit of that page (control-sweep-tab.ts), must show an effect
// within a second: another address, a dialog, menu or list opening, a toast, changed content, a
// request to the API, a file chooser or a download. A destructive control is pressed only up to its
// confirmation, which is dismissed. Controls of the layout are pressed once per width, and a list's
// rows once (two rows of each kind).

export type { Session, Viewport };
export const SWEEP_VIEWPORTS: Viewport[] = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

export type Failure = { route: string; width: number; control: string };
export type SweepResult = { failures: Failure[]; pressed: number; missing: string[]; log: string[] };

/** Names of controls pressed only up to their confirmation. */
export const DESTRUCTIVE =
  /\b(delete|remove|revoke|erase|close job|unpublish|rotate|cancel interview|sign out|log ?out|leave|discard)\b/i;
/** A control that ends the session: pressed in a session of its own. */
const ENDS_SESSION = /\b(sign out|log ?out)\b/i;
/** About a second; more on a machine that is busy (an effect ends the watch as soon as it shows). */
const OBSERVE_MS = 2_500;
/** How long a control that showed nothing is watched when pressed again (only a control that does nothing waits it out). */
const PATIENT_MS = 15_000;
/** How long a click or a scroll may wait for the page (a loaded machine answers late). */
const ACT_MS = 10_000;

type Step = { control: Control; scope: Scope };
/** `patient`: a second press of a control that showed nothing, watched for longer (a busy machine can be slow). */
type Task = { route: string; viewport: Viewport; steps: Step[]; patient?: boolean };

const overlayOf = { menu: '[role="menu"]', dialog: '[role="dialog"], [role="alertdialog"]' } as const;

/** Marks the step's control on the page; false when the fresh load does not show it. */
const mark = (page: Page, step: Step) =>
  page.evaluate(collectControls, {
    scope: step.scope,
    mark: { role: step.control.role, name: step.control.name, index: step.control.index },
  }) as Promise<boolean>;

/** Presses the marked control and watches for up to a second; answers what it did ('' when nothing). */
const pressAndWatch = async (
  tab: Tab,
  scope: Scope,
  watchMs: number,
): Promise<{ effect: string; seen: PageEffect | null }> => {
  const target = tab.page.locator('[data-sweep-target]');
  await target.scrollIntoViewIfNeeded({ timeout: ACT_MS });
  const start = Date.now();
  const url = tab.page.url();
  const before = new Map<string, number>();
  for (const request of tab.state.requests) before.set(request.key, (before.get(request.key) ?? 0) + 1);
  await tab.page.evaluate(startRecording, scope);
  await target.click({ timeout: ACT_MS, noWaitAfter: true });
  let seen: PageEffect | null = null;
  while (Date.now() - start < watchMs) {
    await sleep(100);
    if (tab.page.url() !== url) return { effect: `went to ${tab.page.url()}`, seen };
    const event = tab.state.events.find((item) => item.at >= start);
    if (event) return { effect: event.what, seen };
    // A request the page repeats by itself (a poll) is not the press's.
    const request = tab.state.requests.find((item) => item.at >= start && (before.get(item.key) ?? 0) < 2);
    if (request) return { effect: `asked ${request.key}`, seen };
    seen = await tab.page.evaluate(readRecording).catch(() => null);
    if (seen === null) return { effect: 'the page was replaced', seen };
    const what = [...seen.opened.map((role) => `opened a ${role}`), ...seen.changes, ...seen.other];
    if (seen.toasts > 0) what.unshift('a toast');
    if (what.length > 0) return { effect: what.join('; '), seen };
  }
  return { effect: '', seen };
};

/** A press whose effect may outlast the page: the next press on this route then loads it in full. */
const leavesStateBehind = (task: Task, effect: string, seen: PageEffect | null) =>
  task.steps.some((step) => step.scope === null && !step.control.inMain) ||
  (seen?.toasts ?? 0) > 0 ||
  /^(went to|a new tab|a download|a file chooser|a browser)|a toast|asked (POST|PUT|PATCH|DELETE)/.test(effect) ||
  effect === '';

const label = (steps: Step[]) => steps.map((step) => `${step.control.role} "${step.control.name}"`).join(' › ');

/**
 * Sweeps `routes` at both widths with `workers` pages at a time: every control is pressed on a fresh
 * load; a control that opens a menu or a dialog has its items and buttons pressed too (one level).
 */
export const sweep = async (options: {
  browser: Browser;
  baseUrl: string;
  session: Session;
  routes: string[];
  /** A new session of the same account, for a control that ends its session. */
  freshSession: () => Promise<Session>;
  workers?: number;
  viewports?: Viewport[];
}): Promise<SweepResult> => {
  const result: SweepResult = { failures: [], pressed: 0, missing: [], log: [] };
  const queue: (Task | { collect: string; viewport: Viewport })[] = [];
  const only = process.env['SWEEP_ONLY'];
  for (const viewport of options.viewports ?? SWEEP_VIEWPORTS)
    for (const route of options.routes)
      if (only === undefined || route.includes(only)) queue.push({ collect: route, viewport });
  const keys = new Set<string>();
  const perPlace = new Map<string, number>();
  /** Adds a press unless the same control (the layout's on another page, another row of a list) is queued. */
  const enqueue = (route: string, viewport: Viewport, parents: Step[], control: Control, scope: Scope) => {
    // The layout's controls, and a dialog's own Close and Cancel (one component everywhere), once per width.
    const isChrome = parents.length > 0 && scope === 'dialog' && /^(Close|Cancel)$/.test(control.name);
    const where = (parents.length === 0 && !control.inMain) || isChrome ? 'layout' : route;
    const trail = isChrome ? control.key : [...parents.map((step) => step.control.key), control.key].join(' › ');
    const key = `${viewport.width}|${where}|${trail}`;
    if (keys.has(key)) return;
    if (control.place.includes('*')) {
      const place = `${viewport.width}|${where}|${control.role}|${control.place}`;
      const count = perPlace.get(place) ?? 0;
      if (count >= 2) return;
      perPlace.set(place, count + 1);
    }
    keys.add(key);
    queue.push({ route, viewport, steps: [...parents, { control, scope }] });
  };

  const run = async (tab: Tab, task: Task) => {
    await loadFresh(tab, task.route, task.viewport);
    const last = task.steps.at(-1)!;
    for (const step of task.steps.slice(0, -1)) {
      if (!(await mark(tab.page, step))) break;
      await tab.page.locator('[data-sweep-target]').click({ timeout: ACT_MS });
      const next = task.steps[task.steps.indexOf(step) + 1]!;
      if (next.scope === 'menu' || next.scope === 'dialog')
        await tab.page.locator(overlayOf[next.scope]).last().waitFor({ timeout: ACT_MS });
      await settle(tab, 2_000);
    }
    const where = `${task.route} at ${task.viewport.width} px: ${label(task.steps)}`;
    if (!(await mark(tab.page, last))) {
      result.missing.push(where);
      return;
    }
    if (!task.patient) result.pressed += 1;
    const { effect, seen } = await pressAndWatch(tab, last.scope, task.patient ? PATIENT_MS : OBSERVE_MS);
    if (leavesStateBehind(task, effect, seen)) tab.shown.dirty = true;
    result.log.push(`${where} → ${effect || 'NOTHING'}`);
    if (effect === '' && !task.patient) {
      queue.push({ ...task, patient: true });
      return;
    }
    if (effect === '') {
      result.failures.push({ route: task.route, width: task.viewport.width, control: label(task.steps) });
      return;
    }
    const opened = seen?.opened ?? [];
    if (DESTRUCTIVE.test(last.control.name)) {
      if (opened.some((role) => role.includes('dialog'))) await tab.page.keyboard.press('Escape');
      return;
    }
    const isDialog = opened.some((role) => role.includes('dialog'));
    const scope: Scope = opened.includes('menu')
      ? 'menu'
      : isDialog
        ? 'dialog'
        : last.control.role === 'tab'
          ? 'tabpanel'
          : null;
    if (scope === null || task.steps.length >= 2) return;
    await settle(tab, 2_000);
    const children = (await tab.page.evaluate(collectControls, { scope })) as Control[];
    for (const child of children) enqueue(task.route, task.viewport, task.steps, child, scope);
  };

  let busy = 0;
  const worker = async () => {
    const tab = await openTab(options.browser, options.baseUrl, options.session);
    try {
      for (;;) {
        const item = queue.shift();
        if (item === undefined) {
          if (busy === 0) return;
          await sleep(100);
          continue;
        }
        busy += 1;
        try {
          if ('collect' in item) {
            await loadFresh(tab, item.collect, item.viewport);
            const controls = (await tab.page.evaluate(collectControls, { scope: null })) as Control[];
            for (const control of controls) enqueue(item.collect, item.viewport, [], control, null);
          } else if (ENDS_SESSION.test(item.steps.at(-1)!.control.name)) {
            const own = await openTab(options.browser, options.baseUrl, await options.freshSession());
            await run(own, item).finally(() => own.context.close());
          } else {
            await run(tab, item);
          }
        } catch (error) {
          tab.shown.dirty = true;
          const what = 'collect' in item ? `${item.collect} at ${item.viewport.width} px` : label(item.steps);
          result.missing.push(`${what}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          busy -= 1;
        }
      }
    } finally {
      await tab.context.close();
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 3 }, worker));
  return result;
};
