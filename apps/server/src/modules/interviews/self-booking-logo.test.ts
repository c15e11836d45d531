import { interviewPaths, type CandidateFitItem, type InterviewPlan } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { logoImage, uploadLogo } from '../../test/logo-testing.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { COMPANY, hrefs, planWithAsha, scoredApplications } from './self-booking-testing.ts';

// #30 item 3: every self-booking page shows the company's logo when one is set (in a fixed box, its
// alt the company's name, escaped), its initial otherwise; the careers site's header shows it too.

const ESCAPED = 'Acme &lt;Hiring&gt; &amp; &quot;Co&quot;';

describe('the company logo on the self-booking pages and the careers site', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;
  let plan: InterviewPlan;
  let applications: CandidateFitItem[];

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    ({ token } = await signUpUser(t.app));
    api = apiAs(t, token);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(token),
      payload: { name: COMPANY },
    });
    const job = await makeJob(t, token, backendJob, 'open');
    applications = await scoredApplications(t, token, job.job_id);
    plan = await planWithAsha(api, job.job_id, { zone: 'Europe/London', minutes: 30 });
  });
  afterAll(() => t.close());

  const page = (url: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });
  const linkFor = async (name: string) => {
    const made = await api('POST', interviewPaths.bookingLinks, {
      application_id: applications.find((a) => a.name === name)!.application_id,
      round_id: plan.rounds[0]!.round_id,
    });
    expect(made.statusCode, made.body).toBe(201);
    return (made.json().data as { url: string }).url.replace(/^https?:\/\/[^/]+/, '');
  };
  const companyLogo = (body: string) => /<img class="logo" [^>]*data-testid="company-logo">/.exec(body)?.[0] ?? null;
  const siteLogo = (body: string) => /<img [^>]*data-testid="site-logo">/.exec(body)?.[0] ?? null;

  it('shows the initial without a logo, and the logo (fixed box) beside the escaped name on every page once one is set', async () => {
    const path = await linkFor('Meera Shah');
    const plain = (await page(`${path}&tz=Europe/London`)).body;
    expect(plain).toContain('<span class="initial" aria-hidden="true">A</span>');
    expect(companyLogo(plain)).toBeNull();
    expect(siteLogo(plain)).toBeNull();

    const image = logoImage('png');
    const set = await uploadLogo(t, token, image);
    expect(set.statusCode, set.body).toBe(200);
    const logoPath = set.json().data.current.logo_path as string;
    // The name follows the logo, so the image says nothing more (alt="").
    const expected = `<img class="logo" src="${logoPath}" width="40" height="40" alt="" data-testid="company-logo">`;

    const shown = (await page(`${path}&tz=Europe/London`)).body;
    expect(companyLogo(shown)).toBe(expected);
    expect(shown).toContain(`${expected}<span data-testid="company">${ESCAPED}</span>`);
    expect(shown).not.toContain('class="initial"');
    expect(shown).not.toContain('<Hiring>');
    // The header names the company beside its logo, so the logo there says nothing more (alt="").
    expect(siteLogo(shown)).toBe(`<img src="${logoPath}" width="32" height="32" alt="" data-testid="site-logo">`);
    // The address the page gives is the logo itself.
    const fetched = await page(logoPath);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.equals(image)).toBe(true);

    // The confirm step, the booked page, the page to reschedule or cancel, and the cancelled one.
    const time = hrefs(shown, 'time')[0]!;
    expect(companyLogo((await page(time)).body)).toBe(expected);
    const start = Number(new URL(time, 'http://x').searchParams.get('start'));
    const booked = await page(path, 'POST', `start=${start}&tz=Europe%2FLondon`);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(companyLogo(booked.body)).toBe(expected);
    expect(companyLogo((await page(path)).body)).toBe(expected);
    const manage = hrefs(booked.body, 'manage-link')[0]!;
    expect(companyLogo((await page(manage)).body)).toBe(expected);
    expect(companyLogo((await page(manage.replace('?', '?cancel=1&'))).body)).toBe(expected);
    const cancelled = await page(manage, 'POST', 'action=cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(siteLogo(cancelled.body)).not.toBeNull();
    const afterCancel = await page(path);
    expect(afterCancel.body).toContain('This interview was cancelled');
    expect(siteLogo(afterCancel.body)).not.toBeNull();

    // The careers site's header shows it too; removed, every page goes back to the initial.
    const careersPath = set.json().data.current.careers_path as string;
    expect(siteLogo((await page(careersPath)).body)).not.toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/workspaces/current/logo', headers: bearer(token) });
    const again = (await page(await linkFor('Kabir Rao'))).body;
    expect(companyLogo(again)).toBeNull();
    expect(again).toContain('<span class="initial" aria-hidden="true">A</span>');
    expect(siteLogo((await page(careersPath)).body)).toBeNull();
  });
});
