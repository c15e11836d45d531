import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { candidatePaths, interviewPaths, weekdays, type CandidateFitList, type Job } from '@agentdesk/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendJob, strongResume } from '../apps/server/src/test/candidates-testing.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { launchBrowser } from './browser.ts';
import { noSidewaysScroll, screenshotter } from './page-checks.ts';

// #30 item 4, the booking dialog as a recruiter uses it, against the app started as a user starts
// it with a real SMTP server (SMTP_URL): it opens on the job that has candidates (not the newest),
// "Set up the plan" comes back to the booking with the job and the candidate kept, "Send
// self-booking link" mails the link (it arrives, and opens the candidate's booking page), and the
// candidate's page says it was sent; at 1440 and 375 px.

const shoot = screenshotter(process.env['INTERVIEWS_SCREENSHOTS']);
const everyDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '23:59' }]]));

describe('booking from the app, with the self-booking link mailed', () => {
  let dataDir: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: ServerProcess;
  let browser: Browser;
  let session: { token: string; email: string; username: string };
  let job: Job;

  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(session === undefined ? {} : { authorization: `Bearer ${session.token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
    return parsed.data;
  };
  const withPage = async (width: number, fn: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto('/authentication');
      await page.evaluate(
        ({ token, user }) => {
          localStorage.setItem('agentdesk.token', token);
          localStorage.setItem('agentdesk.user', JSON.stringify(user));
        },
        { token: session.token, user: { email: session.email, username: session.username } },
      );
      await fn(page);
    } finally {
      await context.close();
    }
  };
  const toastText = (page: Page, text: string) =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
  const inside = async (box: Locator, width: number) => {
    const rect = (await box.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(width);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-booking-mail-'));
    sink = await startSmtpSink();
    server = await startServerProcess({
      dataDir,
      command: 'npm-start',
      env: {
        SMTP_URL: sink.url,
        SEED: 'false',
        DATABASE_URL: '',
        AUTH_RATE_LIMIT: '1000',
        PASSWORD_HASH_COST: '10',
      },
      timeoutMs: 240_000,
    });
    browser = await launchBrowser();
    const signup = await api<{ token: string }>('POST', '/user/signup', {
      username: 'recruiter',
      email: 'recruiter@example.com',
      password: 'correct horse battery',
    });
    session = { token: signup.token, email: 'recruiter@example.com', username: 'recruiter' };
    await api('POST', '/agents', { agent_id: 'zara', agent_name: 'Zara', role: 'recruiting' });
    await api('POST', interviewPaths.interviewers, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      time_zone: 'Asia/Kolkata',
      working_hours: everyDay,
    });
    job = await api<Job>('POST', '/job-description/', backendJob);
    await api('PUT', `/job-description/${job.job_id}`, { status: 'open' });
    const form = new FormData();
    form.set('job_id', job.job_id);
    form.append('files', new Blob([strongResume], { type: 'text/plain' }), 'meera-shah.txt');
    const upload = await fetch(`${server.baseUrl}/api${candidatePaths.scoreCandidates}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(upload.status).toBe(202);
    // Scored in the background: asked again until it is listed.
    const deadline = Date.now() + 60_000;
    while (
      (await api<CandidateFitList>('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)).candidates.length === 0
    ) {
      if (Date.now() > deadline) throw new Error('the résumé was not listed within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The newest job has no candidates: the dialog does not open on it.
    const newest = await api<Job>('POST', '/job-description/', { ...backendJob, title: 'Data Analyst' });
    await api('PUT', `/job-description/${newest.job_id}`, { status: 'open' });
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens on the job with candidates, comes back from the plan with the choices kept, and mails the link (1440 px)', () =>
    withPage(1440, async (page) => {
      await page.goto('/zara/interview-scheduling');
      await page.getByTestId('book-interview-button').click();
      let dialog = page.getByRole('dialog', { name: 'Book interview' });
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Job' }).textContent())
        .toContain('Backend Engineer');
      await dialog.getByRole('combobox', { name: 'Candidate' }).click();
      await page.getByRole('option', { name: /^Meera Shah/ }).click();
      await dialog.getByRole('button', { name: 'Set up the plan' }).click();

      // The plan, with the booking waiting for it.
      const plan = page.getByTestId('plan-form');
      await plan.waitFor();
      await page.getByTestId('booking-waits').waitFor();
      await plan.getByLabel('Offer slots up to (days ahead)').fill('7');
      await plan.getByLabel('Minimum notice (hours)').fill('0');
      await plan.getByLabel('Round name').fill('Technical');
      await plan.getByRole('checkbox', { name: /Asha Rao/ }).check();
      await plan.getByRole('button', { name: 'Save plan' }).click();

      // Back in the booking: the same job and candidate, the new round chosen.
      dialog = page.getByRole('dialog', { name: 'Book interview' });
      await dialog.waitFor();
      expect(await dialog.getByRole('combobox', { name: 'Job' }).textContent()).toContain('Backend Engineer');
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Candidate' }).textContent())
        .toContain('Meera Shah');
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Round' }).textContent()).toContain('Technical');
      await shoot(page, 'booking-1440-returned');

      await dialog.getByRole('button', { name: 'Send self-booking link' }).click();
      await toastText(page, 'Self-booking link sent to meera.shah@example.in');
      await expect
        .poll(() => sink.mails.filter((mail) => mail.to.includes('meera.shah@example.in')).length, {
          timeout: 20_000,
        })
        .toBe(1);
      const raw = sink.mails.find((mail) => mail.to.includes('meera.shah@example.in'))!.raw;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(text).toContain('Choose a time for your Technical');
      const link = new URL(/https?:\/\/\S+\/book\/\S+/.exec(text)![0]);
      const booking = await fetch(`${server.baseUrl}${link.pathname}${link.search}`);
      expect(booking.status).toBe(200);
      expect(await booking.text()).toContain('Technical');
      await page.keyboard.press('Escape');

      // The candidate's page says it was sent, and when.
      const [meera] = (await api<CandidateFitList>('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`))
        .candidates;
      await page.goto(`/zara/candidate-shortlisting?job=${job.job_id}&candidate=${meera!.application_id}`);
      const sent = page.getByTestId('sent-booking-link');
      await sent.waitFor();
      expect(await sent.textContent()).toContain('Self-booking link for the Technical sent to meera.shah@example.in');
      expect(await sent.textContent()).toMatch(/(just now|\d+ min ago)/);
      expect(await page.getByTestId('header-booking-link').textContent()).toMatch(
        /^Booking link sent (just now|\d+ min ago)$/,
      );
      await shoot(page, 'candidate-1440-sent');
    }));

  it('at 375 px: the dialog fits the screen with both link actions, and the candidate’s page says the link was sent', () =>
    withPage(375, async (page) => {
      await page.goto('/zara/interview-scheduling');
      await page.getByTestId('book-interview-button').first().click();
      const dialog = page.getByRole('dialog', { name: 'Book interview' });
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Job' }).textContent())
        .toContain('Backend Engineer');
      await dialog.getByRole('combobox', { name: 'Candidate' }).click();
      await page.getByRole('option', { name: /^Meera Shah/ }).click();
      const send = dialog.getByRole('button', { name: 'Send self-booking link' });
      await send.waitFor();
      await inside(dialog, 375);
      await send.scrollIntoViewIfNeeded();
      await inside(send, 375);
      await inside(dialog.getByRole('button', { name: 'Copy self-booking link' }), 375);
      await shoot(page, 'booking-375');
      await page.keyboard.press('Escape');

      const [meera] = (await api<CandidateFitList>('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`))
        .candidates;
      await page.goto(`/zara/candidate-shortlisting?job=${job.job_id}&candidate=${meera!.application_id}`);
      const sent = page.getByTestId('sent-booking-link');
      await sent.scrollIntoViewIfNeeded();
      expect(await sent.textContent()).toContain('sent to meera.shah@example.in');
      await inside(sent, 375);
      await noSidewaysScroll(page, 375);
      await shoot(page, 'candidate-375-sent');
    }));
});
