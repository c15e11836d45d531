import { describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';
import { sendWebhook } from './webhook.ts';

const { suite, withPage } = signedInSuite();

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${suite.account.token}` },
  });
  return ((await response.json()) as { data: T }).data;
};

type ListItem = { call_id: string; has_recording: boolean; sentiment: string | null };

describe('conversations', () => {
  it('lists the sample calls, virtualized, with filters kept in the address', () =>
    withPage(async (page) => {
      await page.goto('/conversations?period=90days');
      await page.getByTestId('call-row').first().waitFor();
      const totalText = await page.getByTestId('calls-total').textContent();
      const total = Number(/([\d,]+)/.exec(totalText ?? '')?.[1]?.replace(/,/g, ''));
      expect(total).toBeGreaterThanOrEqual(300);
      expect(await page.getByTestId('call-row').count()).toBeLessThan(100);

      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Last 30 days' }).click();
      await page.waitForURL(/period=30days/);

      await page
        .getByRole('searchbox', { name: 'Search calls' })
        .or(page.getByLabel('Search calls'))
        .first()
        .fill('salary');
      await page.waitForURL(/search=salary/);
      await page.reload();
      await expect.poll(() => page.getByLabel('Search calls').first().inputValue()).toBe('salary');

      await page.goto('/conversations?period=90days&sentiment=negative');
      await page.getByTestId('call-row').first().waitFor();
      const sentiments = await page
        .getByTestId('sentiment-badge')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-sentiment')));
      expect(sentiments.length).toBeGreaterThan(0);
      expect(new Set(sentiments)).toEqual(new Set(['negative']));
    }));

  it('shows the detail with its composer and the three tabs, exactly as specified', () =>
    withPage(async (page) => {
      const [call] = await api<ListItem[]>('/call/calls?period=90days&call_successful=true&limit=1');
      await page.goto(`/conversations?period=90days&call_id=${call!.call_id}`);
      await page.getByTestId('call-detail').waitFor();
      await page.locator('[data-testid="message"][data-sender="agent"]').first().waitFor();
      expect(
        await page
          .locator('[data-testid="message"][data-sender="agent"] [data-testid="message-sender"]')
          .first()
          .textContent(),
      ).toBe('Agent');

      const composer = page.getByRole('textbox', { name: 'Message' });
      expect(await composer.getAttribute('placeholder')).toBe("Use '@' for tag, ':' for emoji");
      expect(await composer.getAttribute('rows')).toBe('4');
      // Blank text is not sent (SPEC §5); sending itself is the call-contact journey's.
      await composer.fill('   ');
      await composer.press('Enter');
      expect(await composer.inputValue()).toBe('   ');

      const notes = page.getByLabel('Notes');
      expect(await notes.getAttribute('placeholder')).toBe('Add notes about this conversation...');
      expect(await notes.getAttribute('rows')).toBe('6');

      await page.getByRole('tab', { name: 'Call Analysis' }).click();
      await page.getByText('Call Outcome').waitFor();
      expect(await page.getByTestId('call-outcome').textContent()).toContain('Successful');
      await page.getByText('Additional Info').waitFor();

      await page.getByRole('tab', { name: 'Summary' }).click();
      await page.getByText('Call Details').waitFor();
      const detail = await api<{ duration_ms: number; direction: string }>(`/call/calls/${call!.call_id}`);
      const seconds = Math.floor(detail.duration_ms / 1000);
      expect(await page.getByTestId('call-detail-duration').textContent()).toContain(
        `${Math.floor(seconds / 60)}m ${seconds % 60}s`,
      );
      expect(await page.getByTestId('call-detail-direction').textContent()).toContain(
        detail.direction === 'outbound' ? 'Outbound' : 'Inbound',
      );
    }));

  it('is one natural page scroll at 375 px: transcript, composer, tabs and Save all reachable, no blank below', () =>
    withPage(
      async (page) => {
        // A successful call was answered, so it has a transcript (the newest call may be a missed one).
        await page.goto('/conversations?period=90days&call_successful=true');
        await page.getByTestId('call-row').first().click();
        await page.getByTestId('call-detail').waitFor();
        await page.locator('[data-testid="message"]').first().waitFor();
        const transcript = page.getByTestId('message-list');
        // The transcript does not keep the wheel to itself: it is as tall as its lines.
        expect(await transcript.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(
          1,
        );
        const box = (await transcript.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 40, 700));
        await page.mouse.wheel(0, 600);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        // Everything is reachable by scrolling the page, and the page ends where the call does.
        const save = page.getByRole('button', { name: 'Save' });
        await save.scrollIntoViewIfNeeded();
        expect(await save.isVisible()).toBe(true);
        await page.getByRole('tab', { name: 'Call Analysis' }).click();
        await page.getByRole('tabpanel', { name: 'Call Analysis' }).waitFor();
        const ends = await page.evaluate(() => ({
          page: document.documentElement.scrollHeight,
          detail:
            document.querySelector('[data-testid="call-detail"]')!.getBoundingClientRect().bottom + window.scrollY,
          wide: document.documentElement.scrollWidth,
        }));
        expect(ends.page - ends.detail).toBeLessThanOrEqual(2);
        expect(ends.wide).toBeLessThanOrEqual(375);
        const composer = page.getByPlaceholder("Use '@' for tag, ':' for emoji");
        await composer.scrollIntoViewIfNeeded();
        expect(await composer.isVisible()).toBe(true);
      },
      { width: 375, height: 800 },
    ));

  it('saves notes and the end reason with the Save button states, and keeps them after a reload', () =>
    withPage(async (page) => {
      const [call] = await api<ListItem[]>('/call/calls?period=90days&limit=1&direction=inbound');
      await page.goto(`/conversations?period=90days&call_id=${call!.call_id}`);
      const save = page.getByTestId('save-button');
      await save.waitFor();
      await page.getByRole('radio', { name: 'Transferred' }).click();
      await page.getByLabel('Notes').fill('Asked for a call back on Monday');
      await save.click();
      await expect.poll(() => save.textContent(), { interval: 50 }).toContain('Saving...');
      await expect.poll(() => save.textContent(), { timeout: 3000 }).toContain('Saved');
      await expect.poll(() => save.textContent(), { timeout: 5000 }).not.toContain('Saved');
      // Editing after saving clears 'Saved' at once.
      await save.click();
      await expect.poll(() => save.textContent(), { timeout: 3000 }).toContain('Saved');
      await page.getByLabel('Notes').fill('Asked for a call back on Monday, 10 AM');
      expect(await save.textContent()).not.toContain('Saved');
      await save.click();
      await expect.poll(() => save.textContent(), { timeout: 3000 }).toContain('Saved');

      await page.reload();
      await expect.poll(() => page.getByLabel('Notes').inputValue()).toBe('Asked for a call back on Monday, 10 AM');
      expect(await page.getByRole('radio', { name: 'Transferred' }).getAttribute('aria-checked')).toBe('true');
    }));

  it('plays a recording: skips by 10 seconds, clamps at 0, and seeks from a transcript line', () =>
    withPage(async (page) => {
      const calls = await api<ListItem[]>('/call/calls?period=90days&limit=200');
      const recorded = calls.find((c) => c.has_recording)!;
      await page.goto(`/conversations?period=90days&call_id=${recorded.call_id}`);
      const audio = page.getByTestId('call-audio');
      await audio.waitFor({ state: 'attached' });
      await expect
        .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 10_000 })
        .toBeGreaterThan(20);
      const currentTime = () => audio.evaluate((el: HTMLAudioElement) => el.currentTime);

      await page.getByRole('button', { name: 'Skip forward 10 seconds' }).click();
      await expect.poll(currentTime).toBeCloseTo(10, 0);
      await page.getByRole('button', { name: 'Skip forward 10 seconds' }).click();
      await expect.poll(currentTime).toBeCloseTo(20, 0);
      await page.getByRole('button', { name: 'Skip back 10 seconds' }).click();
      await expect.poll(currentTime).toBeCloseTo(10, 0);
      // From 0:04, ten seconds back stops at 0:00; there, with nowhere to go back to, the button is off
      // rather than doing nothing. (Pressing it only when it looked enabled raced its own disabling.)
      await audio.evaluate((el: HTMLAudioElement) => {
        el.currentTime = 4;
      });
      await expect.poll(currentTime).toBeCloseTo(4, 0);
      const skipBack = page.getByRole('button', { name: 'Skip back 10 seconds' });
      await skipBack.click();
      await expect.poll(currentTime).toBe(0);
      await expect.poll(() => skipBack.isDisabled()).toBe(true);

      const detail = await api<{ transcript_object: { words?: { start: number }[] }[] }>(
        `/call/calls/${recorded.call_id}`,
      );
      const third = detail.transcript_object[2]!.words![0]!.start;
      await page
        .getByTestId('message')
        .nth(2)
        .getByRole('button', { name: /Jump to/ })
        .click();
      await expect.poll(currentTime).toBeCloseTo(third, 0);

      await page.getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => page.getByTestId('audio-player').getAttribute('data-playing')).toBe('true');
      await expect.poll(() => page.locator('[data-testid="message"][data-active="true"]').count()).toBe(1);
      await page.getByRole('button', { name: 'Pause' }).click();
    }));

  it('shows a call posted by webhook during the visit without a reload', () =>
    withPage(async (page) => {
      await page.goto('/conversations');
      await page.getByTestId('call-row').first().waitFor();
      const callId = `e2e_live_${Date.now()}`;
      const posted = Date.now();
      await sendWebhook({
        event: 'call_started',
        call: {
          call_id: callId,
          agent_id: 'zara',
          call_status: 'ongoing',
          direction: 'inbound',
          start_timestamp: Date.now(),
          from_number: '+14155550142',
          to_number: '+14155550123',
        },
      });
      await page.locator(`[data-testid="call-row"][data-call-id="${callId}"]`).waitFor({ timeout: 5000 });
      expect(Date.now() - posted).toBeLessThan(3000);
    }));

  it('says when the calls or the agents cannot be fetched, and retries', () =>
    withPage(async (page) => {
      await page.route('**/api/call/calls?**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error_message":"boom"}' }),
      );
      await page.route('**/api/agents', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error_message":"down"}' }),
      );
      await page.goto('/conversations');
      const error = page.getByTestId('calls-error');
      await error.waitFor();
      expect(await error.getByText('Failed to fetch calls. Please try again.', { exact: true }).count()).toBe(1);
      // A 500 also raises the generic toast (SPEC §8).
      await page.getByText('Something went wrong. Please try again later.', { exact: true }).first().waitFor();
      await page.getByText('Failed to fetch agents. Please try again.', { exact: true }).first().waitFor();
      expect(await page.getByTestId('call-row').count()).toBe(0);

      await page.unroute('**/api/call/calls?**');
      await page.getByTestId('calls-retry').click();
      await page.getByTestId('call-row').first().waitFor();
      expect(await error.count()).toBe(0);
    }));

  it('limits /zara/conversations to zara inside the hiring layout', () =>
    withPage(async (page) => {
      await page.goto('/zara/conversations?period=90days');
      await page.getByTestId('call-row').first().waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Job Listings', exact: true }).waitFor();
      const ids = await page
        .getByTestId('call-row')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-call-id')));
      const zaraCalls = await api<ListItem[]>('/call/calls?period=90days&agent_id=zara&limit=200');
      const zaraIds = new Set(zaraCalls.map((c) => c.call_id));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => zaraIds.has(id!))).toBe(true);
    }));
});
