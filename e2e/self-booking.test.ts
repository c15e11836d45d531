import { interviewPaths, weekdays, type CandidateFitList, type Interview, type Job } from '@agentdesk/shared';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendJob, middleResume, strongResume, weakResume } from '../apps/server/src/test/candidates-testing.ts';
import { baseUrl, createAccount, launchBrowser, type Account } from './browser.ts';
import { violations } from './axe.ts';
import { hiringApi, scoredApplications } from './hiring-api.ts';
import { noSidewaysScroll, screenshotter } from './page-checks.ts';

// #30 item 3: the candidate's self-booking page in Chromium, signed out, as a candidate opens it
// from their mail: with JavaScript (the zone found from the browser, days switched in place) and
// without (a zone box, days as links), at 1440 and 375 px, in three zones, one of them
// (Africa/Casablanca, +01 to +00 for Ramadan on 7 February 2027) across a change of offset; booked
// after a confirm step, then rescheduled and cancelled from the candidate's link.

const shoot = screenshotter(process.env['SELF_BOOKING_SCREENSHOTS']);
const DAY_MS = 86_400_000;

describe('the candidate’s self-booking page', () => {
  let browser: Browser;
  let owner: Account;
  let job: Job;
  let roundId: string;
  let applications: CandidateFitList['candidates'];
  const api = hiringApi(() => owner);

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createAccount('e2e-password-1', { workspace: 'own' });
    expect((await api('PATCH', '/workspaces/current', { name: 'Acme Robotics' })).status).toBe(200);
    job = (await api<Job>('POST', '/job-description/', backendJob)).data;
    expect((await api('PUT', `/job-description/${job.job_id}`, { status: 'open' })).status).toBe(200);
    applications = await scoredApplications(owner, job.job_id, {
      'meera.txt': strongResume,
      'kabir.txt': middleResume,
      'tara.txt': weakResume,
    });
    // One interviewer in London, free 10:00–11:00 every day: two times a day for a 45-minute round,
    // over a 90-day window that reaches past 7 February 2027.
    const ben = await api<{ interviewer_id: string }>('POST', interviewPaths.interviewers, {
      name: 'Ben Cole',
      email: 'ben@example.co.uk',
      time_zone: 'Europe/London',
      working_hours: Object.fromEntries(weekdays.map((day) => [day, [{ start: '10:00', end: '11:00' }]])),
    });
    const plan = await api<{ rounds: { round_id: string }[] }>('PUT', interviewPaths.plan, {
      job_id: job.job_id,
      window_days: 90,
      min_notice_hours: 0,
      rounds: [{ name: 'Hiring manager interview', duration_minutes: 45, interviewer_ids: [ben.data.interviewer_id] }],
    });
    expect(plan.status).toBe(200);
    roundId = plan.data.rounds[0]!.round_id;
  });
  afterAll(() => browser.close());

  const linkFor = async (name: string) => {
    const made = await api<{ url: string }>('POST', interviewPaths.bookingLinks, {
      application_id: applications.find((row) => row.name === name)!.application_id,
      round_id: roundId,
    });
    expect(made.status).toBe(201);
    const url = new URL(made.data.url);
    return `${baseUrl()}${url.pathname}${url.search}`;
  };
  const interviewOf = async (name: string) =>
    (
      await api<{ interviews: Interview[] }>('GET', `/interviews?from=0&to=${Date.now() + 100 * DAY_MS}`)
    ).data.interviews.find((each) => each.candidate_name === name);
  const withCandidatePage = async (
    options: { width: number; zone: string; javaScript: boolean },
    fn: (page: Page) => Promise<void>,
  ) => {
    const context = await browser.newContext({
      viewport: { width: options.width, height: 900 },
      timezoneId: options.zone,
      javaScriptEnabled: options.javaScript,
    });
    try {
      await fn(await context.newPage());
    } finally {
      await context.close();
    }
  };
  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
  const timesShown = (page: Page) =>
    page.locator('section[data-day-panel]:visible [data-testid="time"]').allTextContents();

  it('with JavaScript at 1440 px: finds the zone, switches days in place, confirms, books, adds to calendars, reschedules', () =>
    withCandidatePage({ width: 1440, zone: 'Asia/Kolkata', javaScript: true }, async (page) => {
      await page.goto(await linkFor('Meera Shah'));
      await page.getByRole('heading', { name: 'Book your Hiring manager interview', level: 1 }).waitFor();
      // The browser says Asia/Calcutta (ICU's name); the page shows the canonical one.
      await page.waitForURL(/zone_from=browser/);
      expect(await page.getByTestId('shown-zone').textContent()).toBe('Asia/Kolkata');
      expect(await page.getByLabel('Your time zone').inputValue()).toBe('Asia/Kolkata');
      expect(await page.getByTestId('zone-note').textContent()).toContain('found from your browser');
      expect(await page.locator('.top .brand').textContent()).toBe('Acme Robotics');
      expect(await page.getByTestId('length').textContent()).toBe('45 minutes');
      expect(await page.getByTestId('who').textContent()).toBe('Ben Cole');
      // Two panes: the summary left of the days.
      const summary = await box(page, '[data-testid="booking-summary"]');
      const days = await box(page, '.booking > section');
      expect(summary.x + summary.width).toBeLessThanOrEqual(days.x);
      expect(Math.abs(summary.y - days.y)).toBeLessThan(2);
      await noSidewaysScroll(page, 1440);
      expect(await violations(page)).toEqual([]);
      await shoot(page, 'self-booking-1440-days');
      // London's 10:00 and 10:15 are 15:30 and 15:45 in Kolkata; another day without a reload.
      // (today's may be gone already when the suite runs at 10:10 in London)
      expect(['15:30', '15:45']).toEqual(expect.arrayContaining(await timesShown(page)));
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      const second = page.getByTestId('day').nth(1);
      await second.click();
      expect(await second.getAttribute('aria-current')).toBe('date');
      expect(new URL(page.url()).searchParams.get('day')).toBe(await second.getAttribute('data-day'));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await timesShown(page)).toEqual(['15:30', '15:45']);

      await page.locator('section[data-day-panel]:visible [data-testid="time"]').first().click();
      await page.getByRole('heading', { name: 'Confirm your interview' }).waitFor();
      expect(await page.getByTestId('confirm-when').textContent()).toMatch(/, 15:30–16:15 \(Asia\/Kolkata\)$/);
      expect(await interviewOf('Meera Shah')).toBeUndefined();
      await shoot(page, 'self-booking-1440-confirm');
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByRole('heading', { name: 'Your Hiring manager interview is booked' }).waitFor();
      const booked = (await interviewOf('Meera Shah'))!;
      expect(new Date(booked.start_timestamp).toISOString().slice(11, 16)).toBe('10:00');
      await shoot(page, 'self-booking-1440-booked');

      // The calendar links: Google's and Outlook's UTC times, and the .ics read back by ical.js.
      const google = new URL((await page.getByTestId('google-link').getAttribute('href'))!);
      const compact = (at: number) =>
        new Date(at)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      expect(google.searchParams.get('dates')).toBe(
        `${compact(booked.start_timestamp)}/${compact(booked.end_timestamp)}`,
      );
      const outlook = new URL((await page.getByTestId('outlook-link').getAttribute('href'))!);
      expect(outlook.searchParams.get('startdt')).toBe(
        new Date(booked.start_timestamp).toISOString().replace('.000', ''),
      );
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ics-link').click()]);
      const { readFile } = await import('node:fs/promises');
      const ics = await readFile(await download.path(), 'utf8');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().getTime()).toBe(booked.start_timestamp);
      expect(event.endDate.toJSDate().getTime()).toBe(booked.end_timestamp);

      // Rescheduled from the candidate's link: a later day, confirmed.
      await page.getByTestId('manage-link').click();
      await page.getByRole('heading', { name: 'Your Hiring manager interview', level: 1 }).waitFor();
      await shoot(page, 'self-booking-1440-manage');
      await page.getByTestId('day').nth(2).click();
      await page.locator('section[data-day-panel]:visible [data-testid="time"]').last().click();
      await page.getByRole('heading', { name: 'Move your interview to' }).waitFor();
      await page.getByRole('button', { name: 'Confirm new time' }).click();
      await page.getByRole('heading', { name: 'Your interview is rescheduled' }).waitFor();
      const moved = (await interviewOf('Meera Shah'))!;
      expect(moved).toMatchObject({ status: 'scheduled', sequence: 1, interview_id: booked.interview_id });
      expect(moved.start_timestamp).toBeGreaterThan(booked.start_timestamp);
      expect(await page.getByTestId('booked-when').textContent()).toMatch(/15:45–16:30 \(Asia\/Kolkata\)$/);
    }));

  it('without JavaScript at 375 px: one column, a zone chosen in the box, times across Casablanca’s change, booked and cancelled', () =>
    withCandidatePage({ width: 375, zone: 'Africa/Casablanca', javaScript: false }, async (page) => {
      const link = await linkFor('Kabir Rao');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Book your Hiring manager interview', level: 1 }).waitFor();
      // Without a script the interviewer's zone is shown until the candidate picks theirs.
      expect(await page.getByTestId('shown-zone').textContent()).toBe('Europe/London');
      await page.getByLabel('Your time zone').selectOption('Africa/Casablanca');
      await page.getByRole('button', { name: 'Show times in this zone' }).click();
      await page.waitForURL(/tz=Africa%2FCasablanca/);
      expect(await page.getByTestId('shown-zone').textContent()).toBe('Africa/Casablanca');
      // One comfortable column: the summary above the days, both the page's width less its margins.
      const summary = await box(page, '[data-testid="booking-summary"]');
      const days = await box(page, '.booking > section');
      expect(summary.y + summary.height).toBeLessThanOrEqual(days.y);
      expect(Math.abs(summary.width - days.width)).toBeLessThan(1);
      expect(days.width).toBeGreaterThan(330);
      const tile = await box(page, '[data-testid="day"]');
      expect(tile.height).toBeGreaterThanOrEqual(44);
      await noSidewaysScroll(page, 375);
      await shoot(page, 'self-booking-375-days');
      // London's 10:00 is 11:00 in Casablanca before 7 February 2027 and 10:00 from then on; each day a link.
      await page.locator('a[data-day="2027-02-05"]').click();
      await page.waitForURL(/day=2027-02-05/);
      expect(await timesShown(page)).toEqual(['11:00', '11:15']);
      await page.locator('a[data-day="2027-02-08"]').click();
      await page.waitForURL(/day=2027-02-08/);
      expect(await timesShown(page)).toEqual(['10:00', '10:15']);

      await page.locator('section[data-day-panel]:visible [data-testid="time"]').first().click();
      expect(await page.getByTestId('confirm-when').textContent()).toBe(
        'Monday, 8 February 2027, 10:00–10:45 (Africa/Casablanca)',
      );
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByRole('heading', { name: 'Your Hiring manager interview is booked' }).waitFor();
      const booked = (await interviewOf('Kabir Rao'))!;
      expect(new Date(booked.start_timestamp).toISOString()).toBe('2027-02-08T10:00:00.000Z');
      await noSidewaysScroll(page, 375);
      await shoot(page, 'self-booking-375-booked');

      await page.getByTestId('manage-link').click();
      await page.getByTestId('cancel-link').click();
      await page.getByRole('heading', { name: 'Cancel this interview?' }).waitFor();
      await page.getByRole('button', { name: 'Cancel interview' }).click();
      await page.getByRole('heading', { name: 'Your interview is cancelled' }).waitFor();
      expect((await interviewOf('Kabir Rao'))!.status).toBe('cancelled');
      // The booking link now says so too.
      await page.goto(link);
      await page.getByRole('heading', { name: 'This interview was cancelled' }).waitFor();
    }));

  it('with JavaScript at 375 px in New York: the zone found, a time booked in that zone', () =>
    withCandidatePage({ width: 375, zone: 'America/New_York', javaScript: true }, async (page) => {
      await page.goto(await linkFor('Tara Das'));
      await page.waitForURL(/zone_from=browser/);
      expect(await page.getByTestId('shown-zone').textContent()).toBe('America/New_York');
      expect(['05:00', '05:15']).toEqual(expect.arrayContaining(await timesShown(page)));
      await noSidewaysScroll(page, 375);
      await page.getByTestId('day').nth(1).click();
      expect(await timesShown(page)).toEqual(['05:00', '05:15']);
      await page.locator('section[data-day-panel]:visible [data-testid="time"]').first().click();
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByRole('heading', { name: 'Your Hiring manager interview is booked' }).waitFor();
      expect(await page.getByTestId('booked-when').textContent()).toMatch(/05:00–05:45 \(America\/New_York\)$/);
      // (axe runs in the page: here, with JavaScript on)
      expect(await violations(page)).toEqual([]);
      expect((await interviewOf('Tara Das'))!.candidate_time_zone).toBe('America/New_York');
    }));
});
