import { describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';

const { suite, withPage } = signedInSuite();

const analyticsApi = async (query: string) => {
  const response = await fetch(`${baseUrl()}/api/webhooks/analytics/?${query}`, {
    headers: { authorization: `Bearer ${suite.account.token}` },
  });
  return (
    (await response.json()) as { data: { kpis: { total_calls: { value: number } }; sentiment: { negative: number } } }
  ).data;
};

describe('analytics', () => {
  it('shows the figures of the server for the chosen period, kept in the address', () =>
    withPage(async (page) => {
      await page.goto('/analytics');
      await page.getByTestId('kpi-total_calls').waitFor();
      const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const week = await analyticsApi(`period=7days&tz=${encodeURIComponent(tz)}`);
      await expect
        .poll(() => page.getByTestId('kpi-total_calls').getByTestId('kpi-value').textContent())
        .toBe(week.kpis.total_calls.value.toLocaleString('en-US'));

      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Last 90 days' }).click();
      await page.waitForURL(/period=90days/);
      const quarter = await analyticsApi(`period=90days&tz=${encodeURIComponent(tz)}`);
      await expect
        .poll(() => page.getByTestId('kpi-total_calls').getByTestId('kpi-value').textContent())
        .toBe(quarter.kpis.total_calls.value.toLocaleString('en-US'));

      await page.getByRole('combobox', { name: 'Direction' }).click();
      await page.getByRole('option', { name: 'Outbound' }).click();
      await page.waitForURL(/direction=outbound/);
      expect(page.url()).toContain('period=90days');
      await page.reload();
      const outbound = await analyticsApi(`period=90days&direction=outbound&tz=${encodeURIComponent(tz)}`);
      await expect
        .poll(() => page.getByTestId('kpi-total_calls').getByTestId('kpi-value').textContent())
        .toBe(outbound.kpis.total_calls.value.toLocaleString('en-US'));
      await page.getByTestId('chart-calls-over-time').waitFor();
      await page.getByTestId('latency-table').waitFor();
    }));

  it('sizes the disconnection-reasons card to its reasons, with no large empty area', () =>
    withPage(async (page) => {
      // One agent's week: two or three reasons, beside the taller direction and latency cards.
      await page.goto('/analytics?period=7days&agent_id=loan-qualifier');
      const list = page.getByTestId('disconnection-reasons');
      await list.waitFor();
      await page.getByTestId('latency-table').waitFor();
      const gap = await list.evaluate(
        (element) =>
          element.closest('section')!.getBoundingClientRect().bottom - element.getBoundingClientRect().bottom,
      );
      // The card's own padding (16 px) and border, nothing more.
      expect(gap).toBeLessThanOrEqual(24);
    }));

  it('draws the charts to their box, with a tooltip under the pointer, and opens a slice of a donut', () =>
    withPage(async (page) => {
      await page.goto('/analytics?period=30days');
      const calls = page.getByTestId('chart-calls-over-time');
      await calls.locator('[data-series="calls"] path').first().waitFor();
      const frame = (await calls.boundingBox())!;
      const drawn = (await calls.locator('svg').boundingBox())!;
      expect(Math.abs(drawn.width - frame.width)).toBeLessThanOrEqual(1);
      expect(await calls.locator('[data-series]').count()).toBe(3);
      await page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height / 2);
      const tooltip = calls.locator('p', { hasText: /\d{4}|\w{3} \d{1,2}/ }).first();
      await tooltip.waitFor();
      expect(await calls.getByText('Connected', { exact: true }).count()).toBeGreaterThan(0);
      expect(
        await page.getByTestId('chart-cost-over-time').locator('[data-series="cost"] path').count(),
      ).toBeGreaterThan(0);
      await page.getByTestId('chart-sentiment').locator('[data-slice="negative"]').click();
      await page.waitForURL(
        (url) => url.pathname === '/conversations' && url.searchParams.get('sentiment') === 'negative',
      );
    }));

  it('drills down from negative sentiment to the filtered conversations', () =>
    withPage(async (page) => {
      await page.goto('/analytics?period=30days');
      await page
        .getByRole('link', { name: /, Show negative calls$/ })
        .first()
        .click();
      await page.waitForURL(/\/conversations\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('sentiment')).toBe('negative');
      expect(url.searchParams.get('period')).toBe('30days');
      await page.getByTestId('call-row').first().waitFor();
      const sentiments = await page
        .getByTestId('sentiment-badge')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-sentiment')));
      expect(new Set(sentiments)).toEqual(new Set(['negative']));
      const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const month = await analyticsApi(`period=30days&tz=${encodeURIComponent(tz)}`);
      await expect
        .poll(() => page.getByTestId('calls-total').textContent())
        .toContain(String(month.sentiment.negative));
    }));

  it("compares two versions of an agent side by side, filters to one, and opens a version's calls", () =>
    withPage(async (page) => {
      // The sample agents changed their prompts 30 days ago: version 1 before, version 2 since.
      await page.goto('/analytics?agent_id=loan-qualifier&period=90days');
      const versions = page.getByRole('list', { name: 'Versions' });
      await expect.poll(() => versions.getByRole('link').allTextContents()).toEqual(['Version 2', 'Version 1']);
      const table = page.getByTestId('version-comparison');
      await table.waitFor();
      await expect
        .poll(() => table.locator('thead th').allTextContents())
        .toEqual(['Figure', 'Version 1', 'Version 2', 'Difference']);
      // The success rate's row says whether the difference is more than chance.
      await expect
        .poll(() => table.locator('tbody tr').filter({ hasText: 'Success rate' }).textContent())
        .toMatch(/(More than chance|Could be chance) \(p [=<] \d\.\d{3}\)/);
      // The figures are the server's.
      const response = await fetch(
        `${baseUrl()}/api/webhooks/analytics/versions?agent_id=loan-qualifier&a=1&b=2&period=90days&tz=${encodeURIComponent(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone))}`,
        {
          headers: { authorization: `Bearer ${suite.account.token}` },
        },
      );
      const { data } = (await response.json()) as { data: { a: { calls: number }; b: { calls: number } } };
      await expect
        .poll(() => table.locator('tbody tr').filter({ hasText: 'Calls' }).first().locator('td').allTextContents())
        .toEqual([data.a.calls.toLocaleString('en-US'), data.b.calls.toLocaleString('en-US'), expect.any(String)]);

      await page.getByRole('combobox', { name: 'Version' }).click();
      await page.getByRole('option', { name: 'Version 2' }).click();
      await page.waitForURL(/agent_version=2/);
      await expect
        .poll(() => page.getByTestId('kpi-total_calls').getByTestId('kpi-value').textContent())
        .toBe(data.b.calls.toLocaleString('en-US'));

      await versions.getByRole('link', { name: 'Version 1' }).click();
      await page.waitForURL(/\/conversations\?.*agent_version=1/);
      await page.getByTestId('call-row').first().waitFor();
      const shown = await page.getByTestId('call-row-version').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown.map((text) => text.trim()))).toEqual(new Set(['v1']));
    }));

  it('limits /zara/analytics to zara and drills into /zara/conversations', () =>
    withPage(async (page) => {
      await page.goto('/zara/analytics?period=90days');
      await page.getByTestId('kpi-total_calls').waitFor();
      const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const zara = await analyticsApi(`period=90days&agent_id=zara&tz=${encodeURIComponent(tz)}`);
      await expect
        .poll(() => page.getByTestId('kpi-total_calls').getByTestId('kpi-value').textContent())
        .toBe(zara.kpis.total_calls.value.toLocaleString('en-US'));
      await page
        .getByRole('link', { name: /, Show all calls$/ })
        .first()
        .click();
      await page.waitForURL(/\/zara\/conversations/);
    }));
});
