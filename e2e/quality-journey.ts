import type { QaCallReview, QaCriterionResult } from '@agentdesk/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { screenshotter } from './page-checks.ts';

// What the quality-review journeys (quality*.test.ts) share: the API as their account, the call's
// reviews once measured, a QA result's button, and where controls sit on a phone's screen.

/** The two widths issue #29's journeys run at. */
export const journeyViewports = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Screenshots of each step when QUALITY_SCREENSHOTS names a folder (to look at the pages). */
export const shootQuality = screenshotter(process.env['QUALITY_SCREENSHOTS']);

/** Requests to the API as one account: `api` expects 200 and gives the envelope's data. */
export const qaApi = (token: () => string) => {
  const request = async (method: 'GET' | 'DELETE', path: string) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as { data: unknown; total?: number };
  };
  const api = async <T>(method: 'GET' | 'DELETE', path: string): Promise<T> => (await request(method, path)).data as T;

  /** The call's reviews, once the measurer (which runs in the background after start) has written them. */
  const reviewsOf = async (callId: string): Promise<QaCallReview[]> => {
    let reviews: QaCallReview[] = [];
    await expect
      .poll(async () => (reviews = await api<QaCallReview[]>('GET', `/call/calls/${callId}/reviews`)).length, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    return reviews;
  };

  /** The calls whose review failed the criterion (newest first), once the measurer has reviewed one. */
  const failedCallIds = async (criterionId: string): Promise<string[]> => {
    let callIds: string[] = [];
    await expect
      .poll(
        async () =>
          (callIds = (
            await api<{ reviews: { call_id: string }[] }>('GET', `/qa/reviews?failed_criterion_id=${criterionId}`)
          ).reviews.map((review) => review.call_id)).length,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    return callIds;
  };

  /** Conversations' list as the API answers it (one page of up to 200): its total and the calls' ids. */
  const listCalls = async (query: string): Promise<{ total: number; ids: string[] }> => {
    const { data, total } = await request('GET', `/call/calls?${query}&limit=200`);
    return { total: total!, ids: (data as { call_id: string }[]).map((call) => call.call_id) };
  };

  return { api, reviewsOf, failedCallIds, listCalls };
};

/** Whether the element's box lies within the page's viewport (scrolled into view). */
export const isInViewport = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 1 &&
    box.y + box.height <= viewport.height + 1
  );
};

/**
 * Each control, scrolled to, lies within the viewport, and no two of them overlap (measured at one
 * scroll position): what a phone's narrow rows must keep while they wrap.
 */
export const expectLaidOut = async (page: Page, controls: Record<string, Locator>) => {
  for (const [name, control] of Object.entries(controls)) {
    await control.scrollIntoViewIfNeeded();
    expect(await isInViewport(page, control), `${name} within the viewport`).toBe(true);
  }
  const boxes = await Promise.all(
    Object.entries(controls).map(async ([name, control]) => ({ name, box: (await control.boundingBox())! })),
  );
  for (const [index, { name, box }] of boxes.entries())
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.box.x + 0.5 ||
        other.box.x + other.box.width <= box.x + 0.5 ||
        box.y + box.height <= other.box.y + 0.5 ||
        other.box.y + other.box.height <= box.y + 0.5;
      expect(apart, `${name} and ${other.name} do not overlap`).toBe(true);
    }
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A result's button on the QA tab: named by all it shows (outcome, label, detail, quote), then what choosing it does. */
export const resultButton = (page: Page, result: QaCriterionResult, action: RegExp) =>
  page.getByRole('button', {
    name: new RegExp(
      `^${result.outcome === 'failed' ? 'Failed' : 'Passed'} ?${escaped(result.label)}.*, ${action.source}$`,
    ),
  });

/** Opens the call's QA tab in Conversations. */
export const openQaTab = async (page: Page, callId: string) => {
  await page.goto(`/conversations?period=90days&call_id=${callId}`);
  await page.getByTestId('call-detail').waitFor();
  await page.getByRole('tab', { name: 'QA' }).click();
  await page.getByTestId('qa-result').first().waitFor();
};
