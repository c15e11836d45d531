import type { QaCriterionAgreement, QaCriterionResult } from '@agentdesk/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCriterionId, storyCriterion } from '../apps/server/src/seed/qa-scorecards-sample.ts';
import { baseUrl, createAccount, signedInSuite, type Account } from './browser.ts';
import { expectLaidOut, journeyViewports, openQaTab, qaApi, resultButton, shootQuality } from './quality-journey.ts';

// Issue #29's journey "correct a result", at 1440 and 375 px: on a sample story call's QA tab a
// member marks the failed result wrong with a note; it shows, stays after a reload, is in the API
// and in the Quality page's agreement, a viewer sees it without the controls to change it, and the
// member withdraws it, leaving the sample workspace as the other journeys expect it.

const { suite, withPage } = signedInSuite({ role: 'member' });
const { api, reviewsOf, failedCallIds } = qaApi(() => suite.account.token);
let viewer: Account;
beforeAll(async () => {
  viewer = await createAccount(undefined, { role: 'viewer' });
});

// Leo's calls where the caller complained about being cut off (seed/qa-story-calls.ts).
const criterionId = sampleCriterionId('loan-qualifier', storyCriterion.caller_interrupts);

/** The story call and its failed result, once measured; and the scorecard the result is of. */
const storyResult = async () => {
  const callId = (await failedCallIds(criterionId))[0]!;
  const review = (await reviewsOf(callId)).find((candidate) =>
    candidate.results.some((result) => result.criterion_id === criterionId),
  )!;
  const result = review.results.find((candidate) => candidate.criterion_id === criterionId)!;
  return { callId, scorecardId: review.scorecard_id, scorecardName: review.scorecard_name, result };
};

const agreementOf = async (scorecardId: string) =>
  (await api<QaCriterionAgreement[]>('GET', `/qa/scorecards/${scorecardId}/agreement`)).find(
    (criterion) => criterion.criterion_id === criterionId,
  )!;

/** The Quality page's words for a criterion's agreement (docs/quality.md). */
const agreementWords = ({ corrections, agreed }: QaCriterionAgreement) =>
  corrections === 0
    ? 'No corrections yet'
    : `People agreed ${agreed} of ${corrections} ${corrections === 1 ? 'time' : 'times'} (${Math.round((agreed / corrections) * 100)}%)`;

/** The result's card on the QA tab, its correction summary and its controls. */
const resultCard = (page: Page, result: QaCriterionResult) => {
  const card = page
    .getByTestId('qa-result')
    .filter({ has: resultButton(page, result, /(show the turn|play from \d+:\d\d)/) });
  const controls = card.getByRole('group', { name: `Correct “${result.label}”` });
  return {
    card,
    summary: card.getByTestId('qa-correction'),
    controls,
    right: controls.getByRole('button', { name: 'Right', exact: true }),
    wrong: controls.getByRole('button', { name: 'Wrong', exact: true }),
    withdraw: controls.getByRole('button', { name: 'Withdraw', exact: true }),
  };
};

const backgroundOf = (control: Locator) => control.evaluate((element) => getComputedStyle(element).backgroundColor);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('quality review: correcting a result', () => {
  for (const viewport of journeyViewports)
    it(`a member marks a failed result wrong with a note, sees it counted, and withdraws it (${viewport.width} px)`, async () => {
      const { callId, scorecardId, scorecardName, result } = await storyResult();
      expect(result.outcome).toBe('failed');
      // As the sample data has it: nobody has judged this result yet.
      expect(result.correction ?? null).toBeNull();
      const before = await agreementOf(scorecardId);
      const note = `The caller finished their sentence first; not an interruption (${viewport.width} px)`;
      const isPhone = viewport.width < 768;
      const shot = (page: Page, step: string) => shootQuality(page, `corrections-${step}-${viewport.width}`);

      try {
        await withPage(async (page) => {
          await openQaTab(page, callId);
          const item = resultCard(page, result);
          await item.card.scrollIntoViewIfNeeded();
          expect(await item.wrong.getAttribute('aria-pressed')).toBe('false');
          expect(await item.summary.count()).toBe(0);
          if (isPhone)
            await expectLaidOut(page, {
              result: resultButton(page, result, /(show the turn|play from \d+:\d\d)/),
              right: item.right,
              wrong: item.wrong,
            });
          await shot(page, '1-result');

          await item.wrong.click();
          const form = page.getByRole('dialog', { name: `Mark “${result.label}” wrong` });
          await form.getByLabel('Note (optional)').fill(note);
          if (isPhone)
            await expectLaidOut(page, {
              note: form.getByLabel('Note (optional)'),
              save: form.getByRole('button', { name: 'Save' }),
            });
          await shot(page, '2-note');
          await form.getByRole('button', { name: 'Save' }).click();
          await toast(page, `Marked “${result.label}” wrong`).waitFor();
          await form.waitFor({ state: 'detached' });

          // The result shows who marked it wrong and why; Wrong is the pressed verdict.
          await item.summary.waitFor();
          expect(await item.summary.textContent()).toContain(`Marked wrong by ${suite.account.username}`);
          expect(await item.summary.textContent()).toContain(note);
          expect(await item.wrong.getAttribute('aria-pressed')).toBe('true');
          expect(await item.right.getAttribute('aria-pressed')).toBe('false');
          // Seen as chosen too, not only heard: the pressed verdict looks unlike the other.
          expect(await backgroundOf(item.wrong)).not.toBe(await backgroundOf(item.right));
          if (isPhone)
            await expectLaidOut(page, {
              summary: item.summary,
              right: item.right,
              wrong: item.wrong,
              withdraw: item.withdraw,
            });
          await shot(page, '3-marked');

          // Kept: a reload reads it back from the server.
          await page.reload();
          await page.getByRole('tab', { name: 'QA' }).click();
          await item.summary.waitFor();
          expect(await item.summary.textContent()).toContain(note);
          expect(await item.wrong.getAttribute('aria-pressed')).toBe('true');
        }, viewport);

        const [review] = (await reviewsOf(callId)).filter((candidate) => candidate.scorecard_id === scorecardId);
        expect(review!.results.find((candidate) => candidate.criterion_id === criterionId)!.correction).toMatchObject({
          verdict: 'wrong',
          note,
          corrected_by_name: suite.account.username,
          judged_outcome: 'failed',
          is_current: true,
        });
        // A "wrong" on a result is one more correction that did not agree.
        const after = await agreementOf(scorecardId);
        expect(after).toMatchObject({
          corrections: before.corrections + 1,
          agreed: before.agreed,
          agreement_rate: before.agreed / (before.corrections + 1),
        });

        await withPage(async (page) => {
          await page.goto('/quality');
          const row = page
            .getByTestId('scorecard')
            .filter({ has: page.getByRole('heading', { name: scorecardName, exact: true }) });
          const agreement = row.getByTestId('criterion-agreement').filter({ hasText: result.label });
          await expect.poll(() => agreement.textContent()).toContain(agreementWords(after));
          if (after.agreement_rate! < 0.7) expect(await agreement.textContent()).toContain('Worth rewriting');
          if (isPhone) await expectLaidOut(page, { agreement });
          else await agreement.scrollIntoViewIfNeeded();
          await shot(page, '4-agreement');
        }, viewport);

        // A viewer reads the correction but has nothing to change it with.
        await withPage(
          async (page) => {
            await openQaTab(page, callId);
            const item = resultCard(page, result);
            await item.summary.waitFor();
            expect(await item.summary.textContent()).toContain(note);
            expect(await item.controls.count()).toBe(0);
            expect(await item.card.getByRole('button', { name: /^(Right|Wrong|Withdraw)$/ }).count()).toBe(0);
            await item.summary.scrollIntoViewIfNeeded();
            await shot(page, '5-viewer');
          },
          viewport,
          viewer,
        );

        // Withdrawn through the UI: the result is as the sample data had it.
        await withPage(async (page) => {
          await openQaTab(page, callId);
          const item = resultCard(page, result);
          await item.withdraw.click();
          await toast(page, `Correction of “${result.label}” withdrawn`).waitFor();
          await item.summary.waitFor({ state: 'detached' });
          expect(await item.withdraw.count()).toBe(0);
          expect(await item.wrong.getAttribute('aria-pressed')).toBe('false');
          await item.card.scrollIntoViewIfNeeded();
          await shot(page, '6-withdrawn');
        }, viewport);
        const [withdrawn] = (await reviewsOf(callId)).filter((candidate) => candidate.scorecard_id === scorecardId);
        expect(withdrawn!.results.find((candidate) => candidate.criterion_id === criterionId)!.correction).toBeNull();
        expect(await agreementOf(scorecardId)).toEqual(before);
      } finally {
        // Whatever failed above, the sample workspace keeps no correction of this journey's.
        await fetch(`${baseUrl()}/api/call/calls/${callId}/reviews/${scorecardId}/corrections/${criterionId}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${suite.account.token}` },
        });
      }
    });
});
