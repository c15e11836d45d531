import type { Browser, BrowserContext } from 'playwright-core';

// The control sweep's browser tab (control-sweep.ts): a page that records its requests to the API
// and its events, and shows a route as a fresh visit before each press.

export type Viewport = { width: number; height: number };
export type Session = { email: string; username: string; token: string };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page that records its requests to the API and its events, loaded fresh for each press. */
export const openTab = async (browser: Browser, baseUrl: string, session: Session) => {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
  });
  // Every load starts as a new visit of this account: no layout choice or draft of an earlier press.
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('agentdesk.token', token);
      localStorage.setItem('agentdesk.user', JSON.stringify(user));
      const note = () => ((window as unknown as { __lastChange: number }).__lastChange = performance.now());
      note();
      new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
    },
    { token: session.token, user: { email: session.email, username: session.username } },
  );
  const page = await context.newPage();
  const state = {
    requests: [] as { key: string; at: number }[],
    pending: 0,
    events: [] as { what: string; at: number }[],
  };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.includes('/stream');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    state.pending += 1;
    state.requests.push({ key: `${request.method()} ${request.url()}`, at: Date.now() });
  });
  const done = (request: { url: () => string }) => {
    if (isApi(request.url())) state.pending = Math.max(0, state.pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const event = (what: string) => () => state.events.push({ what, at: Date.now() });
  page.on('popup', event('a new tab opened'));
  page.on('download', event('a download'));
  page.on('filechooser', event('a file chooser'));
  page.on('dialog', (dialog) => {
    state.events.push({ what: `a browser ${dialog.type()}: ${dialog.message()}`, at: Date.now() });
    void dialog.dismiss();
  });
  /** The route and width on screen, and whether a press may have left state behind (a full load then). */
  const shown = { route: '', width: 0, dirty: true };
  return { context, page, state, shown };
};
export type Tab = Awaited<ReturnType<typeof openTab>>;

/**
 * Shows `route` as a fresh visit and waits until its requests are answered and its content stops
 * changing. The route on screen after a press that left nothing behind (no toast, no write, nothing
 * of the layout) is mounted again by the app's own navigation, as a user reaches a page: away and
 * back, with the session's storage as a new visit has it (a full load costs the browser three times
 * as much, and the sweep is most of the browser suite's time). Anything else is loaded in full.
 */
export const loadFresh = async (tab: Tab, route: string, viewport: Viewport) => {
  const isSame = tab.shown.route === route && tab.shown.width === viewport.width && !tab.shown.dirty;
  tab.shown = { route, width: viewport.width, dirty: false };
  if (isSame && (await remount(tab, route))) return settle(tab, 10_000);
  await tab.page.setViewportSize(viewport);
  await tab.page.goto(route, { waitUntil: 'load' });
  await tab.page.locator('main').first().waitFor({ timeout: 15_000 });
  await settle(tab, 10_000);
};

/** Mounts the route's page again (by way of another page); false when it cannot (a toast still showing). */
const remount = (tab: Tab, route: string) =>
  tab.page.evaluate(
    async ({ route, detour }) => {
      if (document.querySelector('[data-sonner-toast]') !== null) return false;
      const session = ['agentdesk.token', 'agentdesk.user'].map((key) => [key, localStorage.getItem(key)] as const);
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of session) if (value !== null) localStorage.setItem(key, value);
      /** Navigates as the app's links do, and waits until the page shown before is gone. */
      const go = async (to: string) => {
        const before = document.querySelector('main')?.firstElementChild ?? document.querySelector('main');
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        const until = performance.now() + 10_000;
        while (before?.isConnected === true) {
          if (performance.now() > until) throw new Error(`the page did not change for ${to}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await go(detour);
      await go(route);
      return true;
    },
    { route, detour: route.startsWith('/change-password') ? '/profile' : '/change-password' },
  );

export const settle = async (tab: Tab, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const quietFor = await tab.page.evaluate(
      () => performance.now() - (window as unknown as { __lastChange: number }).__lastChange,
    );
    if (tab.state.pending === 0 && quietFor > 300) return;
    await sleep(100);
  }
};
