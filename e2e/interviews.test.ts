import { candidatePaths, interviewMessages, type CandidateFitList, type Interview, type Job } from '@agentdesk/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendJob, strongResume } from '../apps/server/src/test/candidates-testing.ts';
import { violations } from './axe.ts';
import { baseUrl } from './browser.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { noSidewaysScroll, screenshotter } from './page-checks.ts';

// Interview Scheduling (#18) in a workspace of its own: two interviewers in two zones and a plan
// made on the page, a résumé uploaded, an interview booked from a suggested slot, moved and
// cancelled; a self-booking link sent and booked through its public page; a scorecard filled;
// and the page at 375 px without sideways scrolling.
const suite = ownWorkspaceSuite();
/** Where screenshots go when INTERVIEWS_SCREENSHOTS names a folder (to look at the pages). */
const shotsDir = process.env['INTERVIEWS_SCREENSHOTS'];

const shoot = screenshotter(shotsDir);
const choose = async (page: Page, scope: Page | Locator, name: string, option: string) => {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const toastText = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

const addInterviewer = async (page: Page, name: string, email: string, zone: string) => {
  await page.getByRole('button', { name: 'Add interviewer' }).first().click();
  const form = page.getByTestId('interviewer-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await choose(page, form, 'Time zone', zone);
  // Weekends too, so a slot is free within a day whenever this runs; Monday split in two.
  await form.getByTestId('hours-sat').getByRole('checkbox').check();
  await form.getByTestId('hours-sun').getByRole('checkbox').check();
  await form.getByLabel('Monday range 1 until').fill('12:00');
  await form.getByRole('button', { name: 'Add a Monday range' }).click();
  await form.getByLabel('Monday range 2 from').fill('13:00');
  await form.getByLabel('Monday range 2 until').fill('17:00');
  await form.getByRole('button', { name: 'Add interviewer' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('interviewer-row').filter({ hasText: name }).waitFor();
};

describe('interview scheduling', () => {
  let job: Job;
  beforeAll(async () => {
    expect(
      (await suite.api('POST', '/agents', { agent_id: 'zara', agent_name: 'Zara', role: 'recruiting' })).status,
    ).toBe(201);
    job = (await suite.api<Job>('POST', '/job-description/', backendJob)).data;
    expect((await suite.api('PUT', `/job-description/${job.job_id}`, { status: 'open' })).status).toBe(200);
  });

  const upcoming = async () => {
    const now = Date.now();
    return (
      await suite.api<{ interviews: Interview[] }>(
        'GET',
        `/interviews?from=${now - 86_400_000}&to=${now + 30 * 86_400_000}`,
      )
    ).data.interviews;
  };

  it('sets up interviewers in two zones and a plan, books, moves and cancels an interview, and sends a self-booking link', () =>
    suite.withPage(async (page) => {
      await page.goto('/zara/interview-scheduling?tab=interviewers');
      await page.getByText('No interviewers yet').waitFor();
      await addInterviewer(page, 'Asha Rao', 'asha@example.in', 'Asia/Kolkata');
      await addInterviewer(page, 'Ben Cole', 'ben@example.co.uk', 'Europe/London');
      expect(await page.getByTestId('interviewer-row').filter({ hasText: 'Asha Rao' }).textContent()).toContain(
        'Mon 09:00–12:00, 13:00–17:00; Tue–Sun 09:00–17:00',
      );

      // The plan: one round with both of them (a panel across zones), bookable from now on.
      await page.getByRole('tab', { name: 'Plans' }).click();
      const plan = page.getByTestId('plan-form');
      await plan.waitFor();
      await page.getByText('This job has no interview plan yet').first().waitFor();
      await plan.getByLabel('Offer slots up to (days ahead)').fill('7');
      await plan.getByLabel('Minimum notice (hours)').fill('0');
      await plan.getByLabel('Round name').fill('Technical');
      await plan.getByLabel('Length (minutes)').fill('60');
      await plan.getByRole('checkbox', { name: /Asha Rao/ }).check();
      await plan.getByRole('checkbox', { name: /Ben Cole/ }).check();
      await plan.getByLabel('Scorecard criteria').fill('System design');
      await plan.getByLabel('Scorecard criteria').press('Enter');
      await plan.getByRole('button', { name: 'Save plan' }).click();
      await toastText(page, 'Interview plan saved');
      await shoot(page, 'interviews-1440-plan');

      // A résumé for the job, uploaded as Candidate Shortlisting does.
      const form = new FormData();
      form.set('job_id', job.job_id);
      form.append('files', new Blob([strongResume], { type: 'text/plain' }), 'meera-shah.txt');
      const upload = await fetch(`${baseUrl()}/api${candidatePaths.scoreCandidates}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${suite.owner.token}` },
        body: form,
      });
      expect(upload.status).toBe(202);
      await expect
        .poll(
          async () =>
            (
              await suite.api<CandidateFitList>('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)
            ).data.candidates.map((row) => row.name),
          { timeout: 60_000 },
        )
        .toEqual(['Meera Shah']);

      // Book from a suggested slot.
      await page.getByTestId('book-interview-button').click();
      const dialog = page.getByRole('dialog', { name: 'Book interview' });
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Job' }).textContent())
        .toContain('Backend Engineer');
      await dialog.getByRole('combobox', { name: 'Candidate' }).click();
      await page.getByRole('option', { name: /^Meera Shah/ }).click();
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Round' }).textContent()).toContain('Technical');
      const slots = dialog.getByTestId('slot');
      await slots.first().waitFor();
      expect(await slots.count()).toBeGreaterThan(1);
      await shoot(page, 'interviews-1440-booking');
      expect(await violations(page)).toEqual([]);
      await slots.first().click();
      await dialog.getByTestId('book-slot').click();
      await toastText(page, interviewMessages.booked);
      await dialog.waitFor({ state: 'detached' });
      const [booked] = await upcoming();
      expect(booked).toMatchObject({
        status: 'scheduled',
        candidate_name: 'Meera Shah',
        round_name: 'Technical',
        sequence: 0,
      });
      expect(booked!.interviewers.map((person) => person.time_zone).sort()).toEqual(['Asia/Kolkata', 'Europe/London']);

      // The day it is on, a column each, then its detail.
      const date = new Date(booked!.start_timestamp).toISOString().slice(0, 10);
      await page.goto(`/zara/interview-scheduling?view=day&date=${date}`);
      const blocks = page.getByTestId('interview-block');
      await expect.poll(() => blocks.count()).toBe(2);
      await shoot(page, 'interviews-1440-day');
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await expect.poll(() => blocks.count()).toBe(1);
      await shoot(page, 'interviews-1440-week');
      expect(await violations(page)).toEqual([]);
      await blocks.first().click();
      const detail = page.getByTestId('interview-detail');
      await detail.waitFor();
      expect(await detail.getByTestId('interview-panel').textContent()).toContain('Europe/London');
      expect(new URL(page.url()).searchParams.get('interview')).toBe(booked!.interview_id);

      // Moved to another suggested slot.
      await detail.getByRole('button', { name: 'Reschedule' }).click();
      const other = detail.getByTestId('slot');
      await other.nth(1).waitFor();
      await other.nth(1).click();
      await detail.getByRole('button', { name: /^Move to/ }).click();
      await toastText(page, interviewMessages.rescheduled);
      await expect.poll(() => detail.textContent()).toContain('Invitation version 2');

      // Cancelled, asked first.
      await detail.getByRole('button', { name: 'Cancel interview' }).click();
      await page
        .getByRole('dialog', { name: /^Cancel Meera Shah/ })
        .getByRole('button', { name: 'Cancel interview' })
        .click();
      await toastText(page, interviewMessages.cancelled);
      await expect.poll(() => detail.getByTestId('interview-status').textContent()).toBe('Cancelled');
      await page.keyboard.press('Escape');
      await expect.poll(() => new URL(page.url()).searchParams.get('interview')).toBeNull();

      // A self-booking link, and the recruiting agent asked to call, by its name (no scheduling agent is configured in this run).
      await page.getByTestId('book-interview-button').click();
      await dialog.getByRole('combobox', { name: 'Candidate' }).click();
      await page.getByRole('option', { name: /^Meera Shah/ }).click();
      // Copied, as the separate action (mailing it is the booking-link-mail journey's).
      await dialog.getByRole('button', { name: 'Copy self-booking link' }).click();
      const input = dialog.getByLabel('Self-booking link');
      await input.waitFor();
      const link = new URL(await input.inputValue());
      expect(link.pathname).toMatch(/^\/book\//);
      await dialog.getByRole('button', { name: 'Have Zara call to book' }).click();
      await dialog.getByTestId('scheduling-call-problem').waitFor();
      expect(await dialog.getByTestId('scheduling-call-problem').textContent()).toMatch(
        /voice provider|scheduling calls/,
      );
      await page.keyboard.press('Escape');

      // The candidate's page (public, rendered by the server): the first time offered, confirmed, booked.
      const publicPage = await page.context().newPage();
      await publicPage.goto(`${baseUrl()}${link.pathname}${link.search}`);
      await publicPage.getByRole('heading', { name: 'Book your Technical interview' }).waitFor();
      await publicPage.getByTestId('time').first().click();
      await publicPage.getByRole('button', { name: 'Confirm booking' }).click();
      await publicPage.getByRole('heading', { name: 'Your Technical interview is booked' }).waitFor();
      await publicPage.close();
      await expect
        .poll(async () =>
          (await upcoming()).filter((each) => each.status === 'scheduled').map((each) => each.booked_by),
        )
        .toEqual(['candidate']);
    }));

  it('takes the scorecard once the interview has started, and shows it read-only', async () => {
    const [held] = (await upcoming()).filter((each) => each.status === 'scheduled');
    expect(held).toBeDefined();
    await suite.withPage(async (page) => {
      // The browser's clock ten minutes into the interview.
      await page.clock.setFixedTime(new Date(held!.start_timestamp + 10 * 60_000));
      await page.goto(`/zara/interview-scheduling?tab=upcoming&interview=${held!.interview_id}`);
      const detail = page.getByTestId('interview-detail');
      await detail.getByRole('button', { name: 'Scorecard' }).click();
      const form = detail.getByTestId('scorecard-form');
      await form.getByTestId('scorecard-criterion').getByRole('radio', { name: '4 · Strong yes' }).click();
      await form.getByLabel('Notes on System design').fill('Sharded the ledger cleanly');
      await form.getByRole('radio', { name: 'Advance' }).click();
      await form.getByLabel('Summary').fill('Strong hire');
      await form.getByRole('button', { name: 'Save scorecard' }).click();
      await toastText(page, interviewMessages.scorecardSaved);
      const view = detail.getByTestId('scorecard-view');
      await view.waitFor();
      expect(await view.textContent()).toContain('Sharded the ledger cleanly');
      expect(await detail.getByTestId('interview-status').textContent()).toBe('Completed');
      await shoot(page, 'interviews-1440-scorecard');
      expect(await violations(page)).toEqual([]);
    });
  });

  it('is the upcoming list and a one-column day at 375 px, without sideways scrolling', () =>
    suite.withPage(
      async (page) => {
        // One more booked (through the API), to be listed.
        const [done] = await upcoming();
        const { data } = await suite.api<{ slots: { start_timestamp: number }[] }>(
          'GET',
          `/interviews/slots?application_id=${done!.application_id}&round_id=${done!.round_id}`,
        );
        expect(
          (
            await suite.api('POST', '/interviews', {
              application_id: done!.application_id,
              round_id: done!.round_id,
              start_timestamp: data.slots.at(-1)!.start_timestamp,
            })
          ).status,
        ).toBe(201);

        await page.goto('/zara/interview-scheduling');
        await page.getByRole('tab', { name: 'Upcoming', selected: true }).waitFor();
        await page.getByTestId('upcoming-interview').waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-upcoming');
        expect(await violations(page)).toEqual([]);

        // The booking dialog's slots fit a phone.
        await page.getByTestId('book-interview-button').click();
        const booking = page.getByRole('dialog', { name: 'Book interview' });
        await booking.getByRole('combobox', { name: 'Candidate' }).click();
        await page.getByRole('option', { name: /^Meera Shah/ }).click();
        await booking.getByTestId('slot').first().waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-booking');
        await page.keyboard.press('Escape');
        await booking.waitFor({ state: 'detached' });

        await page.getByRole('tab', { name: 'Calendar' }).click();
        await expect.poll(() => page.getByTestId('grid-column').count()).toBe(1);
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-day');
        await page.getByRole('tab', { name: 'Interviewers' }).click();
        await page.getByTestId('interviewer-row').first().waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-interviewers');
        await page.getByRole('button', { name: 'Edit Asha Rao' }).click();
        await page.getByTestId('interviewer-form').waitFor();
        // The hours fit the dialog: the last control of a split day is inside it.
        const dialog = (await page.getByRole('dialog').boundingBox())!;
        const remove = (await page.getByRole('button', { name: 'Remove Monday range 2' }).boundingBox())!;
        expect(remove.x + remove.width).toBeLessThanOrEqual(dialog.x + dialog.width - 16);
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-interviewer-form');
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: 'Plans' }).click();
        await page.getByTestId('plan-form').waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'interviews-375-plan');
      },
      { width: 375, height: 812 },
    ));
});
