import {
  interviewMessages,
  interviewPaths,
  type CandidateFitItem,
  type Interview,
  type InterviewPlan,
  type Interviewer,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { readIcs } from '../../test/read-ics.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { COMPANY, everyDay, hrefs, scoredApplications, TITLE, timeIn } from './self-booking-testing.ts';

// #30 item 3: the self-booking page as the best scheduling pages have it: company, job, length, panel;
// canonical zones (aliases accepted); days with free times; a confirm step; .ics and calendar links;
// the link to reschedule or cancel until the start, which the invitations follow (one UID).

describe('the candidate’s self-booking pages', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiAs>;
  let plan: InterviewPlan;
  let applications: CandidateFitItem[];

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    const { token } = await signUpUser(t.app);
    api = apiAs(t, token);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: COMPANY },
    });
    const job = await makeJob(t, token, { ...backendJob, title: TITLE }, 'open');
    applications = await scoredApplications(t, token, job.job_id);
    const person = async (name: string, email: string, zone: string) =>
      (await api('POST', interviewPaths.interviewers, { name, email, time_zone: zone, working_hours: everyDay })).json()
        .data as Interviewer;
    // Stored by its alias, as Node's Intl names it: shown by its canonical name.
    const asha = await person('Asha Rao', 'asha@example.in', 'Asia/Calcutta');
    const ben = await person('Ben "B" O’Neil', 'ben@example.co.uk', 'Europe/London');
    plan = (
      await api('PUT', interviewPaths.plan, {
        job_id: job.job_id,
        window_days: 7,
        min_notice_hours: 0,
        rounds: [
          {
            name: 'Hiring manager interview',
            duration_minutes: 45,
            interviewer_ids: [asha.interviewer_id, ben.interviewer_id],
          },
        ],
      })
    ).json().data;
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
  const interviewsOf = async (name: string) =>
    (
      (await api('GET', `${interviewPaths.interviews}?from=0&to=${Date.now() + 10 * 86_400_000}`)).json().data
        .interviews as Interview[]
    ).filter((each) => each.candidate_name === name);
  const mails = async (to: string) =>
    rowsOf<{ subject: string; text_body: string; ical_content: string }>(
      await t.database.db.execute(
        sql`select subject, text_body, ical_content from outbox_mails where to_address = ${to} order by created_at, id`,
      ),
    );

  it('says who, what and how long, in canonical zones (aliases accepted), with the days that have free times', async () => {
    const path = await linkFor('Meera Shah');
    const shown = await page(path);
    expect(shown.statusCode).toBe(200);
    const body = shown.body;
    expect(body).toContain('<h1>Book your Hiring manager interview</h1>');
    expect(body).not.toContain('interview interview');
    // What users typed is escaped: the company, the job, an interviewer's name.
    expect(body).toContain('Acme &lt;Hiring&gt; &amp; &quot;Co&quot;');
    expect(body).toContain('Backend &lt;script&gt;alert(1)&lt;/script&gt; Engineer');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toMatch(/data-testid="length">45 minutes</);
    expect(body).toMatch(/data-testid="who">Asha Rao, Ben &quot;B&quot; O’Neil</);
    // The first interviewer's zone by default, named canonically, and selected in the box.
    expect(body).toMatch(/data-testid="shown-zone">Asia\/Kolkata</);
    expect(body).toContain('<option value="Asia/Kolkata" selected>');
    expect(body).not.toContain('Asia/Calcutta');
    // Aliases and any case are read; an unknown zone falls back.
    for (const [asked, canonical] of [
      ['asia/calcutta', 'Asia/Kolkata'],
      ['US/Eastern', 'America/New_York'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['Mars/Olympus', 'Asia/Kolkata'],
      ['+05:30', 'Asia/Kolkata'],
    ])
      expect((await page(`${path}&tz=${encodeURIComponent(asked!)}`)).body).toContain(
        `data-testid="shown-zone">${canonical}<`,
      );
    // Days: links for the ones with times; the chosen day's times shown, the others' hidden.
    const days = hrefs(body, 'day');
    expect(days.length).toBeGreaterThan(3);
    const second = new URL(days[1]!, 'http://x').searchParams.get('day')!;
    const onSecond = (await page(`${path}&tz=America/New_York&day=${second}`)).body;
    const visible = /<section data-day-panel="([^"]+)">/.exec(onSecond)!;
    expect(visible[1]).toBe(second);
    const times = hrefs(onSecond.slice(visible.index, onSecond.indexOf('</section>', visible.index)), 'time');
    expect(times.length).toBeGreaterThan(0);
    for (const href of times) {
      const start = Number(new URL(href, 'http://x').searchParams.get('start'));
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(start)).toBe(second);
      expect(onSecond).toContain(`>${timeIn(start, 'America/New_York')}</a>`);
    }
  });

  it('asks to confirm, books, and offers the .ics, Google and Outlook links and the link to change it', async () => {
    const path = await linkFor('Meera Shah');
    const first = hrefs((await page(`${path}&tz=Europe/Berlin`)).body, 'time')[0]!;
    const start = Number(new URL(first, 'http://x').searchParams.get('start'));
    const confirm = await page(first);
    expect(confirm.body).toContain('Confirm your interview');
    expect(confirm.body).toMatch(/data-testid="confirm-when">[^<]*\(Europe\/Berlin\)</);
    expect(confirm.body).toContain(`name="start" value="${start}"`);
    // Nothing is booked by looking.
    expect(await interviewsOf('Meera Shah')).toHaveLength(0);

    // A time that cannot be had (03:00 UTC is before Ben's day in London) sends the candidate back to choose.
    const night = new Date(start + 86_400_000).setUTCHours(3, 0, 0, 0);
    const refused = await page(path, 'POST', `start=${night}&tz=Europe%2FBerlin`);
    expect([refused.statusCode, await interviewsOf('Meera Shah')]).toEqual([303, []]);
    const again = await page(refused.headers.location!);
    expect(again.body).toContain(`${interviewMessages.slotTaken}.`);
    expect(hrefs(again.body, 'time').length).toBeGreaterThan(0);
    const booked = await page(path, 'POST', `start=${start}&tz=Europe%2FBerlin`);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.body).toContain('Your Hiring manager interview is booked');
    const [interview] = await interviewsOf('Meera Shah');
    expect(interview).toMatchObject({ start_timestamp: start, candidate_time_zone: 'Europe/Berlin' });
    const compact = (at: number) =>
      new Date(at)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const google = new URL(hrefs(booked.body, 'google-link')[0]!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe(`${compact(start)}/${compact(interview!.end_timestamp)}`);
    expect(google.searchParams.get('text')).toBe(`Interview: ${TITLE} — Hiring manager interview (${COMPANY})`);
    const outlook = new URL(hrefs(booked.body, 'outlook-link')[0]!);
    expect(outlook.searchParams.get('startdt')).toBe(new Date(start).toISOString().replace('.000', ''));
    expect(outlook.searchParams.get('enddt')).toBe(
      new Date(interview!.end_timestamp).toISOString().replace('.000', ''),
    );

    // The .ics, read by ical.js: the mailed invitation's UID, the interview's times.
    const ics = await page(hrefs(booked.body, 'ics-link')[0]!);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!);
    expect([event.startDate.toJSDate().getTime(), event.endDate.toJSDate().getTime()]).toEqual([
      start,
      interview!.end_timestamp,
    ]);
    expect(event.summary).toBe(`Interview: ${TITLE} — Hiring manager interview`);
    const [mail] = await mails('meera.shah@example.in');
    expect(event.uid).toBe(readIcs(mail!.ical_content).uid);
    expect(readIcs(ics.body).method).toBe('PUBLISH');
    // The confirmation mail carries the link to reschedule or cancel, the one on the page.
    const manage = hrefs(booked.body, 'manage-link')[0]!;
    expect(mail!.text_body).toContain(`Reschedule or cancel until the interview starts: http://`);
    expect(mail!.text_body).toContain(manage.split('?')[0]);
    // The interviewers' mails do not carry it.
    for (const each of await mails('asha@example.in')) expect(each.text_body).not.toContain('/booking/');
  });

  it('reschedules and cancels from the candidate’s link: the interviewers’ invitations follow with one UID', async () => {
    const path = await linkFor('Kabir Rao');
    const times = hrefs((await page(`${path}&tz=America/New_York`)).body, 'time');
    const start = Number(new URL(times[0]!, 'http://x').searchParams.get('start'));
    const booked = await page(path, 'POST', `start=${start}&tz=America%2FNew_York`);
    expect(booked.statusCode).toBe(201);
    const manage = hrefs(booked.body, 'manage-link')[0]!;
    expect(manage).toMatch(/^\/booking\/[0-9a-f-]{36}\.int_[0-9a-f]+\?exp=\d+&sig=/);

    const shown = await page(manage);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1>Your Hiring manager interview</h1>');
    expect(shown.body).toMatch(/data-testid="booked-when">[^<]*\(America\/New_York\)</);
    const later = hrefs(shown.body, 'time').find((href) => !href.includes(`start=${start}`))!;
    const newStart = Number(new URL(later, 'http://x').searchParams.get('start'));
    const confirm = await page(later);
    expect(confirm.body).toContain('Move your interview to');
    expect((await interviewsOf('Kabir Rao'))[0]!.start_timestamp).toBe(start);
    // Moved from Paris now: the candidate's updated invitation reads the new zone.
    const moved = await page(manage, 'POST', `action=reschedule&start=${newStart}&tz=Europe%2FParis`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.body).toContain(interviewMessages.candidateRescheduled);
    const [after] = await interviewsOf('Kabir Rao');
    expect(after).toMatchObject({
      start_timestamp: newStart,
      status: 'scheduled',
      sequence: 1,
      candidate_time_zone: 'Europe/Paris',
    });
    const updated = (await mails('kabir.rao@example.in')).at(-1)!;
    expect([updated.subject.startsWith('Updated:'), updated.text_body.includes('Europe/Paris')]).toEqual([true, true]);
    expect(moved.body).toMatch(/data-testid="booked-when">[^<]*\(Europe\/Paris\)</);
    const [request, update] = (await mails('asha@example.in')).filter((m) =>
      m.ical_content.includes(`interview-${after!.interview_id}@`),
    );
    const [first, second] = [readIcs(request!.ical_content), readIcs(update!.ical_content)];
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
    expect([second.start.ms, first.start.ms]).toEqual([newStart, start]);

    // Cancelled after a confirm step; everyone gets the CANCEL, one SEQUENCE up.
    const cancelAsk = await page(hrefs(moved.body, 'manage-link')[0]!.replace('?', '?cancel=1&'));
    expect(cancelAsk.body).toContain('Cancel this interview?');
    expect((await interviewsOf('Kabir Rao'))[0]!.status).toBe('scheduled');
    const cancelled = await page(manage, 'POST', 'action=cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.body).toContain(interviewMessages.candidateCancelled);
    expect((await interviewsOf('Kabir Rao'))[0]).toMatchObject({ status: 'cancelled', sequence: 2 });
    for (const to of ['asha@example.in', 'ben@example.co.uk', 'kabir.rao@example.in']) {
      const last = readIcs((await mails(to)).at(-1)!.ical_content);
      expect(last).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
    }
    // Now the links say so, and change nothing.
    expect((await page(path)).body).toContain('This interview was cancelled');
    expect((await page(manage)).body).toContain(interviewMessages.interviewCancelledAlready);
    const again = await page(manage, 'POST', 'action=cancel');
    expect([again.statusCode, again.body.includes(interviewMessages.interviewCancelledAlready)]).toEqual([409, true]);
    // The audit log says the candidate did it.
    const log = (await api('GET', '/workspaces/current/audit?action=interview_cancelled')).json().data.events as {
      target: string;
      details: Record<string, unknown>;
    }[];
    expect(log.find((entry) => entry.target === 'Kabir Rao')?.details).toMatchObject({ by: 'candidate' });
  });

  it('says the interview can no longer be changed once it has started', async () => {
    const [meera] = await interviewsOf('Meera Shah');
    await t.database.db.execute(
      sql`update interviews set starts_at = now() - interval '10 minutes', ends_at = now() + interval '35 minutes' where id = ${meera!.interview_id}`,
    );
    const booked = (await mails('meera.shah@example.in'))[0]!.text_body;
    const manage = /https?:\/\/[^/\s]+(\/booking\/\S+)/.exec(booked)![1]!;
    const shown = await page(manage);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('This interview can no longer be changed');
    expect(shown.body).toContain(interviewMessages.interviewStarted);
    expect(shown.body).not.toContain('data-testid="time"');
    for (const payload of ['action=cancel', `action=reschedule&start=${Date.now() + 86_400_000}`]) {
      const refused = await page(manage, 'POST', payload);
      expect([refused.statusCode, refused.body.includes(interviewMessages.interviewStarted)]).toEqual([409, true]);
    }
    expect((await interviewsOf('Meera Shah'))[0]).toMatchObject({ status: 'scheduled', sequence: 0 });
  });

  it('answers a forged, tampered, other-workspace or expired link with a clear page, never a 500', async () => {
    const booked = (await mails('meera.shah@example.in'))[0]!.text_body;
    const manage = /https?:\/\/[^/\s]+(\/booking\/\S+)/.exec(booked)![1]!;
    const tampered = manage.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`);
    const otherWorkspace = manage.replace(
      /\/booking\/[0-9a-f-]{36}/,
      `/booking/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    );
    const otherInterview = manage.replace(/int_[0-9a-f]+/, 'int_0000000000000000');
    for (const url of [tampered, otherWorkspace, otherInterview, '/booking/nonsense?exp=1&sig=abcdefghijkl']) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await page(url, method, method === 'POST' ? 'action=cancel' : undefined);
        expect([url, answer.statusCode]).toEqual([url, 404]);
        expect(answer.headers['content-type']).toContain('text/html');
      }
    }
    expect((await page(tampered)).body).toContain(interviewMessages.linkInvalid);
    const expired = await page(manage.replace(/exp=\d+/, `exp=${Date.now() - 1000}`));
    expect([expired.statusCode, expired.body.includes(interviewMessages.manageLinkExpired)]).toEqual([410, true]);
    const ics = await page(tampered.replace('?', '/interview.ics?'));
    expect(ics.statusCode).toBe(404);
    // A bad body or query is a page too.
    expect((await page(manage, 'POST', 'action=explode')).statusCode).toBe(400);
    expect((await page(manage.replace(/exp=\d+/, 'exp=soon'))).statusCode).toBe(400);
  });
});
