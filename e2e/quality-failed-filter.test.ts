import { DEFAULT_CALL_PERIOD } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleCriterionId, storyCriterion } from '../apps/server/src/seed/qa-scorecards-sample.ts';
import { signedInSuite } from './browser.ts';
import { expectLaidOut, journeyViewports, qaApi, shootQuality } from './quality-journey.ts';

// Issue #29's journey "filter Conversations by a failed criterion", at 1440 and 375 px: from the
// Quality page's most failed criteria, "See calls" opens Conversations holding exactly the calls
// whose review failed it (a story call among them); removing the filter gives the whole list back,
// and the same filter is set again from Conversations' own filters.

const { suite, withPage } = signedInSuite({ role: 'member' });
const { api, listCalls } = qaApi(() => suite.account.token);

// Leo's transfers that hang in silence until the caller asks whether anyone is there (seed/qa-story-calls.ts).
const criterionId = sampleCriterionId('loan-qualifier', storyCriterion.silence_before_transfer);
const label = 'No long silence';
const scorecardName = 'Leo (Loan Qualification) call quality';
/** The filter's option and chip name the scorecard too: the four sample scorecards share their labels. */
const optionName = `${label} (${scorecardName})`;
const failedQuery = `qa_failed_criterion=${criterionId}&period=30days`;
const storyWords = /Hello\? (Are you still there|Is anyone there)\?/;

/** The ids of the listed calls, and the total the list says, once it has loaded. */
const shownList = async (page: Page) => {
  await page.getByTestId('call-row').first().waitFor();
  return {
    total: (await page.getByTestId('calls-total').textContent())!,
    ids: await page.getByTestId('call-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-call-id'))),
  };
};

/** A call of the filtered list that tells the silence story, once the measurer has reviewed it. */
const storyCall = async () => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const id of (await listCalls(failedQuery)).ids) {
          const call = await api<{ transcript_object: { content: string }[] }>('GET', `/call/calls/${id}`);
          if (call.transcript_object.some((turn) => storyWords.test(turn.content))) return (found = id);
        }
        return undefined;
      },
      { timeout: 60_000 },
    )
    .toBeDefined();
  return found!;
};

describe('quality review: Conversations filtered by a failed criterion', () => {
  for (const viewport of journeyViewports)
    it(`"See calls" of a most failed criterion lists exactly its failed calls; the filter is removed and set again (${viewport.width} px)`, () =>
      withPage(async (page) => {
        const storyCallId = await storyCall();
        const isPhone = viewport.width < 768;
        const shot = (step: string) => shootQuality(page, `failed-filter-${step}-${viewport.width}`);

        await page.goto('/quality');
        await page.getByRole('combobox', { name: 'Scorecard' }).click();
        await page.getByRole('option', { name: scorecardName, exact: true }).click();
        const row = page.getByTestId('failing-criterion').filter({ hasText: label });
        const seeCalls = row.getByRole('link', { name: `See calls that failed ${label}` });
        await seeCalls.waitFor();
        if (isPhone) await expectLaidOut(page, { howToFix: row.getByRole('button', { name: 'How to fix' }), seeCalls });
        await seeCalls.scrollIntoViewIfNeeded();
        await shot('1-quality');
        await seeCalls.click();

        await page.waitForURL(/\/conversations\?/);
        const address = new URL(page.url()).searchParams;
        expect(address.get('qa_failed_criterion')).toBe(criterionId);
        expect(address.get('period')).toBe('30days');
        // Shown as applied: the chip names the criterion, and the filters button counts it.
        const chip = page.getByTestId('failed-criterion-chip');
        await expect.poll(() => chip.textContent()).toBe(`Failed: ${optionName}`);
        const filtersButton = page.getByRole('button', { name: /^Filters/ });
        expect(await filtersButton.textContent()).toContain('1 active');

        // Exactly the calls the API lists for the criterion (reloaded while the measurer catches up).
        await expect
          .poll(async () => {
            const [expected, shown] = [await listCalls(failedQuery), await shownList(page)];
            if (shown.total === plural(expected.total, 'call') && shown.ids.join() === expected.ids.join()) return true;
            await page.reload();
            return false;
          })
          .toBe(true);
        const filtered = await shownList(page);
        expect(filtered.ids).toContain(storyCallId);
        const removeChip = chip.getByRole('button', { name: `Remove the filter Failed: ${optionName}` });
        if (isPhone)
          await expectLaidOut(page, {
            period: page.getByRole('combobox', { name: 'Period' }),
            filters: filtersButton,
            chip,
            total: page.getByTestId('calls-total'),
            clear: page.getByRole('button', { name: 'Clear filters' }),
            sort: page.getByRole('combobox', { name: 'Sort' }),
          });
        await shot('2-filtered');

        // Removing the filter gives back every call of the period.
        await removeChip.click();
        await page.waitForURL((url) => !url.searchParams.has('qa_failed_criterion'));
        expect(new URL(page.url()).searchParams.get('period')).toBe('30days');
        await expect.poll(() => chip.count()).toBe(0);
        const whole = await listCalls('period=30days');
        expect(whole.total).toBeGreaterThan(filtered.ids.length);
        await expect.poll(() => page.getByTestId('calls-total').textContent()).toBe(plural(whole.total, 'call'));
        await shot('3-unfiltered');

        // The same filter from Conversations' own filters.
        await filtersButton.click();
        const filters = page.getByRole('dialog', { name: 'Call filters' });
        const select = filters.getByRole('combobox', { name: 'Failed criterion' });
        await select.click();
        const option = page.getByRole('option', { name: optionName, exact: true });
        await option.waitFor();
        if (isPhone) await expectLaidOut(page, { option });
        await shot('4-filter-choice');
        await option.click();
        await page.waitForURL((url) => url.searchParams.get('qa_failed_criterion') === criterionId);
        await expect.poll(() => select.textContent()).toContain(optionName);
        if (isPhone) await expectLaidOut(page, { select });
        await page.keyboard.press('Escape');
        await filters.waitFor({ state: 'detached' });
        await expect.poll(() => chip.textContent()).toBe(`Failed: ${optionName}`);
        await expect.poll(async () => (await shownList(page)).ids).toEqual(filtered.ids);
        expect((await shownList(page)).total).toBe(filtered.total);
        await shot('5-filtered-again');

        // "Clear filters" drops it too, back to the default period's calls.
        await page.getByRole('button', { name: 'Clear filters' }).click();
        await page.waitForURL((url) => !url.searchParams.has('qa_failed_criterion'));
        const defaults = await listCalls(`period=${DEFAULT_CALL_PERIOD}`);
        await expect.poll(() => page.getByTestId('calls-total').textContent()).toBe(plural(defaults.total, 'call'));
        expect(await chip.count()).toBe(0);
      }, viewport));
});
