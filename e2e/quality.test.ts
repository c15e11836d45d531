import type { CallListItem } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { sampleCriterionId } from '../apps/server/src/seed/qa-scorecards-sample.ts';
import { signedInSuite } from './browser.ts';
import { isInViewport, journeyViewports, qaApi, resultButton } from './quality-journey.ts';

// Issue #29's browser journeys: a member creates a scorecard on the Quality page, and a sample call
// that fails a criterion shows it on its QA tab with the evidence; choosing the result highlights
// the turn in the transcript (and plays a recording from the moment), at 1440 and 375 px. Correcting
// a result and filtering Conversations by a failed criterion are in the sibling quality-*.test.ts.

const { suite, withPage } = signedInSuite({ role: 'member' });
const { api, reviewsOf, failedCallIds } = qaApi(() => suite.account.token);

describe('quality review', () => {
  it('a member creates a scorecard: a phrase the agent must say and a measure threshold', () =>
    withPage(async (page) => {
      const name = `E2E scorecard ${Date.now().toString(36)}`;
      await page.goto('/quality');
      await page.getByTestId('scorecard').first().waitFor();
      await page.getByRole('button', { name: 'New scorecard' }).click();
      const form = page.getByRole('form', { name: 'New scorecard' });
      await form.getByLabel('Name').fill(name);
      await form.getByRole('checkbox', { name: 'Zara (Recruiting)' }).check();

      const first = form.getByTestId('criterion').nth(0);
      await first.getByLabel('Label').fill('Names the company');
      await first.getByLabel('Phrases, one a line').fill('Northstar Technologies\nNorthstar');
      await form.getByRole('button', { name: 'Add criterion' }).click();
      const second = form.getByTestId('criterion').nth(1);
      await second.getByLabel('Label').fill('At most one interruption');
      await second.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Measure threshold' }).click();
      await second.getByLabel('Threshold').fill('1');
      await form.getByRole('button', { name: 'Create scorecard' }).click();

      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `Scorecard ${name} created` })
        .waitFor();
      const row = page.getByTestId('scorecard').filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain('2 criteria');

      // As the member built it: the phrase to be said in the agent's opening, the threshold on interruptions.
      const created = (
        await api<{ id: string; name: string; agent_ids: string[]; criteria: unknown[] }[]>('GET', '/qa/scorecards')
      ).find((scorecard) => scorecard.name === name)!;
      expect(created).toMatchObject({
        agent_ids: ['zara'],
        criteria: [
          {
            label: 'Names the company',
            config: {
              kind: 'phrase',
              rule: 'must_say',
              phrases: ['Northstar Technologies', 'Northstar'],
              speaker: 'agent',
              within: 'first_turns',
            },
          },
          {
            label: 'At most one interruption',
            config: { kind: 'measure', measure: 'interruptions_by_user', comparator: 'at_most', threshold: 1 },
          },
        ],
      });
      // The demo workspace holds the sample scorecards the other journeys read: this one goes again.
      await api('DELETE', `/qa/scorecards/${created.id}`);
    }));

  // Leo's calls where the caller complained about being cut off (seed/qa-story-calls.ts).
  const interruptions = sampleCriterionId('loan-qualifier', 'interruptions');

  for (const viewport of journeyViewports)
    it(`a sample call fails its criterion on the QA tab; choosing it highlights the turn (${viewport.width} px)`, () =>
      withPage(async (page) => {
        const callId = (await failedCallIds(interruptions))[0]!;
        const [review] = await reviewsOf(callId);
        const failed = review!.results.find((result) => result.criterion_id === interruptions)!;
        expect(failed.detail).toBe('The caller interrupted the agent 1 time (at most 0 allowed)');
        const detail = await api<{ transcript_object: { content: string }[] }>('GET', `/call/calls/${callId}`);
        const turn = detail.transcript_object[failed.evidence.turn_index!]!.content;
        expect(turn).toContain('You keep cutting me off.');

        await page.goto(`/conversations?period=90days&call_id=${callId}`);
        await page.getByTestId('call-detail').waitFor();
        const tab = page.getByRole('tab', { name: 'QA' });
        await tab.click();
        await expect.poll(() => isInViewport(page, tab)).toBe(true);
        const button = resultButton(page, failed, /show the turn/);
        await button.scrollIntoViewIfNeeded();
        expect(await button.textContent()).toContain(failed.detail);
        expect(await button.textContent()).toContain(`“${failed.evidence.quote!}”`);
        const box = (await button.boundingBox())!;
        // The result fits the screen's width, on a phone too.
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

        await button.click();
        const highlighted = page.locator('[data-testid="message"][aria-current="location"]');
        await highlighted.waitFor();
        expect(await highlighted.count()).toBe(1);
        expect(await highlighted.textContent()).toContain(turn);
        expect(await highlighted.textContent()).toContain('QA evidence');
        await expect.poll(() => isInViewport(page, highlighted)).toBe(true);
      }, viewport));

  it('on a call with a recording, choosing a result plays it from the moment (1440 and 375 px)', async () => {
    const calls = await api<CallListItem[]>('GET', '/call/calls?period=90days&agent_id=loan-qualifier&limit=200');
    const recorded = calls.find((call) => call.has_recording)!;
    const [review] = await reviewsOf(recorded.call_id);
    const result = review!.results.find(
      (candidate) => candidate.evidence.at_seconds !== null && candidate.evidence.at_seconds > 5,
    )!;
    const at = result.evidence.at_seconds!;
    for (const viewport of journeyViewports)
      await withPage(async (page) => {
        await page.goto(`/conversations?period=90days&call_id=${recorded.call_id}`);
        await page.getByTestId('call-detail').waitFor();
        await page.getByRole('tab', { name: 'QA' }).click();
        await resultButton(page, result, /play from \d+:\d\d/).click();
        // Seeked to the moment and playing on from it.
        await expect
          .poll(() => page.getByTestId('call-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
          .toBeGreaterThanOrEqual(at - 0.01);
        const currentTime = await page
          .getByTestId('call-audio')
          .evaluate((audio: HTMLAudioElement) => audio.currentTime);
        expect(currentTime).toBeLessThan(at + 5);
        const highlighted = page.locator('[data-testid="message"][aria-current="location"]');
        await expect.poll(() => isInViewport(page, highlighted)).toBe(true);
      }, viewport);
  });
});
