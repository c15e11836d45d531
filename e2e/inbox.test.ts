import { describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';
import { clippedLines } from './clipped-lines.ts';
import { countIn, params } from './inbox-page.ts';

const { suite, withPage } = signedInSuite();

type Counts = { platforms: Record<string, number>; states: Record<string, number> };
const apiCounts = async (tab: string): Promise<Counts> => {
  const response = await fetch(`${baseUrl()}/api/inbox?tab=${tab}&limit=1`, {
    headers: { authorization: `Bearer ${suite.account.token}` },
  });
  return ((await response.json()) as { counts: Counts }).counts;
};

// The Inbox: tabs, filters and counts, the chosen item kept in the address, rows shown whole, calls,
// read state and the phone layout. Mail received, replied to, composed and quarantined: inbox-mail.test.ts.

describe('inbox', () => {
  it('opens on Mails; tabs and sub-filters update the address, reset the sub-filter and clear the selection; counts are real', () =>
    withPage(async (page) => {
      await page.goto('/inbox');
      await page.getByTestId('inbox-row').first().waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Chats', 'Calls', 'Mails']);
      expect(await page.getByRole('tab', { name: 'Mails' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inbox');
      // The Inbox layout forces the side navigation compressed.
      expect(await page.locator('#app-sidebar').getAttribute('data-compressed')).toBe('true');

      await page.getByTestId('inbox-row').first().click();
      await page.waitForURL(/list_id=/);
      await page.getByTestId('inbox-tab-calls').click();
      await page.waitForURL(/type=calls/);
      expect(params(page).get('subFilter')).toBe('all');
      expect(params(page).get('list_id')).toBeNull();

      await page.getByTestId('sub-filter-whatsapp').click();
      await page.waitForURL(/subFilter=whatsapp/);
      const calls = await apiCounts('calls');
      await expect.poll(() => countIn(page, 'inbox-total')).toBe(calls.platforms['whatsapp']);
      expect(await countIn(page, 'sub-filter-voice')).toBe(calls.platforms['voice']);
      expect(await page.getByTestId('call-outcome').first().textContent()).toMatch(
        /^(successfully|unsuccessfully|No recording)$/,
      );

      await page.getByTestId('inbox-tab-chats').click();
      await page.waitForURL(/type=chats/);
      expect(params(page).get('subFilter')).toBe('all');
      await page.getByRole('button', { name: /Conversations LifeCycle/i }).waitFor();
      await page.getByTestId('state-filter-new').click();
      await page.waitForURL(/state=new/);
      const chats = await apiCounts('chats');
      await expect.poll(() => countIn(page, 'inbox-total')).toBe(chats.states['new']);
      // The lifecycle group collapses.
      await page.getByRole('button', { name: /Conversations LifeCycle/i }).click();
      expect(await page.getByTestId('state-filter-active').count()).toBe(0);
    }));

  it('reopens the chosen item from list_id after a reload, moves it through its lifecycle and searches on the server', () =>
    withPage(async (page) => {
      await page.goto('/inbox?type=mails&subFilter=all');
      const row = page.getByTestId('inbox-row').first();
      await row.waitFor();
      const name = (await row.locator('span').first().textContent()) ?? '';
      await row.click();
      await page.waitForURL(/list_id=/);
      const listId = params(page).get('list_id');
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(name);

      await page.reload();
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(name);
      expect(params(page).get('list_id')).toBe(listId);
      expect(
        await page.locator(`[data-testid="inbox-row"][data-item-id="${listId}"]`).getAttribute('aria-current'),
      ).toBe('true');

      const closedBefore = await countIn(page, 'state-filter-closed');
      await page.getByTestId('set-state-closed').click();
      await expect.poll(() => page.getByTestId('set-state-closed').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => countIn(page, 'state-filter-closed')).toBe(closedBefore + 1);

      await page.getByRole('searchbox', { name: 'Search' }).fill(name.split(' ')[0] ?? name);
      await page.waitForURL(/search=/);
      await expect.poll(() => countIn(page, 'inbox-total')).toBeGreaterThanOrEqual(1);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => params(page).get('search')).toBeNull();
    }));

  it('shows rows whole: no clipped descenders, full lifecycle labels, readable numbers (1440 and 375 px)', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 800 },
    ]) {
      await withPage(async (page) => {
        for (const tab of ['calls', 'mails', 'chats']) {
          await page.goto(`/inbox?type=${tab}`);
          await page.getByTestId('inbox-row').first().waitFor();
          const faults = await clippedLines(page.getByTestId('inbox-row'));
          expect(faults, `${tab} at ${viewport.width}`).toEqual([]);
        }
        // The numbers of a call are whole.
        await page.goto('/inbox?type=calls');
        const numbers = page.getByTestId('call-numbers').first();
        await numbers.waitFor();
        expect(
          await numbers
            .locator('span')
            .first()
            .evaluate((span) => span.scrollWidth <= span.clientWidth),
        ).toBe(true);
        expect(
          await numbers
            .locator('span')
            .last()
            .evaluate((span) => span.scrollWidth <= span.clientWidth),
        ).toBe(true);
        if (viewport.width >= 1024) {
          const labels = await page.getByTestId('filter-label').evaluateAll((spans) =>
            spans.map((span) => ({
              text: span.textContent,
              whole: span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight + 1,
            })),
          );
          expect(labels).toContainEqual({ text: 'New Calls Summary', whole: true });
          expect(labels.filter((label) => !label.whole)).toEqual([]);
        }
      }, viewport);
    }
  });

  it("shows a voice call with Conversations' player, transcript and analysis, and the agent's name", () =>
    withPage(async (page) => {
      const response = await fetch(`${baseUrl()}/api/inbox?tab=calls&subFilter=voice&limit=50`, {
        headers: { authorization: `Bearer ${suite.account.token}` },
      });
      const calls = ((await response.json()) as { data: { id: string; platform: string }[] }).data;
      const withRecording = await (async () => {
        for (const call of calls) {
          const detail = await fetch(`${baseUrl()}/api/call/calls/${call.id}`, {
            headers: { authorization: `Bearer ${suite.account.token}` },
          });
          const data = ((await detail.json()) as { data: { recording_url: string | null; agent_id: string } }).data;
          if (data.recording_url !== null) return { id: call.id, agentId: data.agent_id };
        }
        throw new Error('no sample call with a recording');
      })();
      await page.goto(`/inbox?type=calls&list_id=${withRecording.id}`);
      const detail = page.getByTestId('inbox-detail');
      await detail.getByTestId('audio-player').waitFor();
      expect(await detail.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
      await detail.locator('[data-testid="message"]').first().waitFor();
      await detail.getByTestId('call-outcome').waitFor();
      const agents = await fetch(`${baseUrl()}/api/agents`, {
        headers: { authorization: `Bearer ${suite.account.token}` },
      });
      const name = ((await agents.json()) as { data: { agent_id: string; agent_name: string }[] }).data.find(
        (agent) => agent.agent_id === withRecording.agentId,
      )!.agent_name;
      await expect.poll(() => detail.getByTestId('inbox-call-agent').textContent()).toBe(name);
      expect(await detail.locator('audio:not([data-testid="call-audio"])').count()).toBe(0);
    }));

  it('reads an unread mail when it is opened, and marks it unread again', () =>
    withPage(async (page) => {
      const listed = async () => {
        const response = await fetch(`${baseUrl()}/api/inbox?tab=mails&limit=100`, {
          headers: { authorization: `Bearer ${suite.account.token}` },
        });
        return ((await response.json()) as { data: { id: string; read: boolean }[] }).data;
      };
      const unread = (await listed()).find((mail) => !mail.read)!;
      expect(unread).toBeDefined();
      await page.goto('/inbox?type=mails');
      const row = page.locator(`[data-testid="inbox-row"][data-item-id="${unread.id}"]`);
      await row.waitFor();
      const weight = () =>
        row
          .locator('span')
          .first()
          .evaluate((span) => getComputedStyle(span).fontWeight);
      expect(await weight()).toBe('600');
      await row.click();
      await expect.poll(async () => (await listed()).find((mail) => mail.id === unread.id)?.read).toBe(true);
      await expect.poll(weight).toBe('500');
      await page.getByTestId('toggle-read').filter({ hasText: 'Mark as unread' }).click();
      await expect.poll(async () => (await listed()).find((mail) => mail.id === unread.id)?.read).toBe(false);
      await expect.poll(weight).toBe('600');
      // Still open, and left unread.
      await page.getByTestId('toggle-read').filter({ hasText: 'Mark as read' }).waitFor();
    }));

  it('is one column with list, details and sidebar views at 375 px', () =>
    withPage(
      async (page) => {
        await page.goto('/inbox?type=chats&subFilter=all');
        const row = page.getByTestId('inbox-row').first();
        await row.waitFor();
        const name = (await row.locator('span').first().textContent()) ?? '';
        expect(await page.getByTestId('inbox-detail').count()).toBe(0);
        await row.click();
        await page.waitForURL(/list_id=/);
        await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(name);
        expect(await page.getByTestId('inbox-list').isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);

        await page.getByRole('button', { name: 'Conversation info' }).click();
        await page.getByRole('heading', { name: 'Conversation Info' }).waitFor();
        expect(await page.getByTestId('inbox-detail').isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Close conversation info' }).click();
        await page.getByTestId('inbox-detail').waitFor();

        await page.getByRole('button', { name: 'Back' }).click();
        await page.getByTestId('inbox-list').waitFor();
        expect(params(page).get('list_id')).toBeNull();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 760 },
    ));
});
