import { careersMessages, jobMessages, type Job, type JobStatus } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { baseUrl, createAccount, newPage, storeSession } from './browser.ts';
import { careersSuite, INJECTION, job } from './careers-site.ts';

// The workspace's public careers site as a job seeker meets it (signed out) on a desktop and a
// phone, the Apply form end to end, and the applicant then on the job's page in the app.

describe('the careers site', () => {
  const { site, api, postJob, signedOut, noHorizontalScroll, shoot } = careersSuite();

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`shows the index and a job page signed out at ${viewport.width} px, with JobPosting JSON-LD, and an injected title stays text`, () =>
      signedOut(async (page, dialogs) => {
        const index = site.posted.careers_path.split('/').slice(0, 3).join('/');
        await page.goto(index);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Open positions at /);
        expect(await page.getByTestId('careers-total').textContent()).toBe('2 open positions');
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
          'Senior Backend Engineer',
          INJECTION,
        ]);
        await noHorizontalScroll(page, viewport.width);
        expect(await violations(page)).toEqual([]);
        await shoot(page, `careers-index-${viewport.width}`);

        await page.getByRole('link', { name: /Senior Backend Engineer/ }).click();
        await page.waitForURL(`**${site.posted.careers_path}`);
        expect(await page.getByTestId('careers-job-title').textContent()).toBe('Senior Backend Engineer');
        expect(await page.getByTestId('careers-responsibilities').getByRole('listitem').allTextContents()).toEqual(
          site.posted.responsibilities,
        );
        const [ld] = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(JSON.parse(ld!)).toMatchObject({
          '@type': 'JobPosting',
          title: 'Senior Backend Engineer',
          directApply: true,
          identifier: { value: site.posted.job_id },
        });
        await noHorizontalScroll(page, viewport.width);
        expect(await violations(page)).toEqual([]);
        await shoot(page, `careers-job-${viewport.width}`);

        await page.goto(site.injected.careers_path);
        expect(await page.getByTestId('careers-job-title').textContent()).toBe(INJECTION);
        expect(await page.title()).toBe(`${INJECTION} at ${await page.locator('.brand').textContent()}`);
        expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!).title).toBe(
          INJECTION,
        );
        expect(await page.locator('script').count()).toBe(1);
        expect(await page.locator('b').count()).toBe(0);
        await noHorizontalScroll(page, viewport.width);
        expect(dialogs).toEqual([]);
      }, viewport));
  }

  it('takes an application through the Apply form, says what to fix, thanks the applicant; the job’s page in the app lists them', async () => {
    await signedOut(
      async (page) => {
        await page.goto(site.posted.careers_path);
        await page.getByRole('link', { name: 'Apply now' }).click();
        await page.getByLabel('Full name').fill('Meera Krishnan');
        await page.getByLabel('E-mail').fill('meera.krishnan@example.in');
        await page.getByLabel(/Phone/).fill('+91 12');
        await page.getByLabel(/Résumé/).setInputFiles({
          name: 'meera-krishnan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n% Meera Krishnan\n%%EOF\n'),
        });
        await page.getByLabel(/I agree that/).check();
        await page.getByRole('button', { name: 'Submit application' }).click();
        // Refused by the server: the form again, with what was typed and the problem at its field.
        await page.getByTestId('apply-problems').waitFor();
        expect(await page.getByTestId('apply-problems').textContent()).toContain(careersMessages.phoneInvalid);
        expect(await page.getByLabel('Full name').inputValue()).toBe('Meera Krishnan');
        expect(await page.getByLabel(/I agree that/).isChecked()).toBe(true);
        expect(await page.getByLabel(/Phone/).getAttribute('aria-invalid')).toBe('true');
        await shoot(page, 'careers-apply-error-375');

        await page.getByLabel(/Phone/).fill('+91 98765 43210');
        await page.getByLabel(/Résumé/).setInputFiles({
          name: 'meera-krishnan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n% Meera Krishnan\n%%EOF\n'),
        });
        await page.getByRole('button', { name: 'Submit application' }).click();
        await page.getByTestId('careers-thanks').waitFor();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Application sent');
        expect(page.url()).toMatch(/\/applied$/);
      },
      { width: 375, height: 812 },
    );

    const { context, page } = await newPage(site.browser);
    try {
      await storeSession(page, site.owner);
      await page.goto(`/zara/job-listings/${encodeURIComponent(site.posted.job_id)}`);
      const applicant = page.getByTestId('job-applicant');
      await applicant.waitFor();
      expect(await applicant.textContent()).toContain('Meera Krishnan');
      expect(await applicant.getByRole('link', { name: 'meera.krishnan@example.in' }).getAttribute('href')).toBe(
        'mailto:meera.krishnan@example.in',
      );
      // Kept as E.164, shown grouped, dialled as kept.
      expect(await applicant.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
        'tel:+919876543210',
      );
      const download = page.waitForEvent('download');
      await applicant.getByRole('button', { name: /download Meera Krishnan's/ }).click();
      expect((await download).suggestedFilename()).toBe('meera-krishnan.pdf');
      expect(await page.getByTestId('job-careers-link').getAttribute('href')).toBe(site.posted.careers_path);
      await shoot(page, 'app-job-applicants-1440');
    } finally {
      await context.close();
    }
  });

  it('answers a member of another workspace 404 on posting, the applications and a résumé', async () => {
    const applications = await api<{ applications: { application_id: string }[] }>(
      'GET',
      `/job-description/${site.posted.job_id}/applications`,
    );
    const applicationId = applications.applications[0]?.application_id ?? 'app_none';
    const outsider = await createAccount('e2e-password-1', { workspace: 'own' });
    const as = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      fetch(`${baseUrl()}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${outsider.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const answers = [
      await as('POST', '/job-description/post-to-ats', { job_id: site.posted.job_id }),
      await as('GET', `/job-description/${site.posted.job_id}/applications`),
      await as('GET', `/job-description/${site.posted.job_id}/applications/${applicationId}/resume`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });

  it('takes a closed job off its page at once', async () => {
    const closing = await postJob(
      job('Field Sales Executive', { workplace_type: 'on_site', location: 'Mumbai, India' }),
    );
    await signedOut(async (page) => {
      expect((await page.goto(closing.careers_path))?.status()).toBe(200);
      await api('POST', `/job-description/${closing.job_id}/close`);
      const response = await page.reload();
      expect(response?.status()).toBe(404);
      expect(await page.getByTestId('careers-not-found').textContent()).toContain('This job is not open');
    });
  });

  it('publishes a job from its page onto the careers site, where its public link opens it; unpublished, it is gone', async () => {
    const draft = await api<Job>(
      'POST',
      '/job-description/',
      job('Credit Risk Analyst', { workplace_type: 'on_site', location: 'Pune, India' }),
    );
    const index = draft.careers_path.split('/').slice(0, 3).join('/');
    /** Job Listings' open jobs and the careers site's positions, side by side. */
    const bothViews = async () => {
      const listed = await api<{ counts: Record<JobStatus, number> }>(
        'GET',
        '/job-description/job-descriptions?status=open&limit=1',
      );
      const site = await (await fetch(`${baseUrl()}${index}`)).text();
      return [`${listed.counts.open} open positions`, /data-testid="careers-total">([^<]+)</.exec(site)?.[1]];
    };
    const agree = async () => {
      const [listed, site] = await bothViews();
      expect(site).toBe(listed);
    };
    await agree();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const { context, page } = await newPage(site.browser, viewport);
      try {
        await storeSession(page, site.owner);
        await page.goto(`/zara/job-listings/${encodeURIComponent(draft.job_id)}`);
        const state = page.getByTestId('job-careers-state');
        await expect
          .poll(() => state.textContent())
          .toMatch(viewport.width === 1440 ? /^Not on your careers site yet/ : /^Unpublished: off your careers site/);
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByText(jobMessages.published).waitFor();
        const link = page.getByTestId('job-careers-link');
        await link.waitFor();
        const href = (await link.getAttribute('href'))!;
        expect(await link.textContent()).toBe(`${baseUrl()}${href}`);
        expect(await state.textContent()).toMatch(/^Live on your careers site since /);
        await noHorizontalScroll(page, viewport.width);
        expect(await violations(page)).toEqual([]);
        await shoot(page, `app-job-live-${viewport.width}`);
        await agree();

        // The public link, as a job seeker opens it.
        const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await popup.getByTestId('careers-job-title').waitFor();
        expect(await popup.getByTestId('careers-job-title').textContent()).toBe('Credit Risk Analyst');
        await popup.goto(index);
        expect(await popup.getByRole('heading', { level: 2 }).allTextContents()).toContain('Credit Risk Analyst');
        await popup.close();

        await page.getByRole('button', { name: 'Unpublish' }).click();
        await page
          .getByRole('dialog', { name: 'Unpublish this job?' })
          .getByRole('button', { name: 'Unpublish' })
          .click();
        await page.getByText(jobMessages.unpublished).waitFor();
        await expect.poll(() => page.getByTestId('job-detail').getAttribute('data-status')).toBe('draft');
        expect(await link.count()).toBe(0);
        expect((await fetch(`${baseUrl()}${href}`)).status).toBe(404);
        expect(await (await fetch(`${baseUrl()}${index}/feed.json`)).text()).not.toContain('Credit Risk Analyst');
        await agree();
      } finally {
        await context.close();
      }
    }
  });
});
