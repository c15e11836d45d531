import {
  candidatePaths,
  interviewMessages,
  interviewPaths,
  weekdays,
  type CandidateFitItem,
  type Interview,
  type InterviewPlan,
  type Interviewer,
  type Slot,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob, multipartForm } from '../../test/api-testing.ts';
import { readIcs } from '../../test/read-ics.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { backendJob, middleResume, strongResume, weakResume } from '../../test/candidates-testing.ts';

// #18 items 4 and 8: booking, moving and cancelling interviews with iCalendar invitations in the
// outbox, no double booking, scorecards moving the application, refusals with their reasons.

const everyDay = (start: string, end: string) => Object.fromEntries(weekdays.map((day) => [day, [{ start, end }]]));

type Mail = { to_address: string; subject: string; ical_method: string | null; ical_content: string | null };

describe('booking interviews', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;
  let plan: InterviewPlan;
  let people: Interviewer[];
  let applications: CandidateFitItem[];
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    token = (await signUpUser(t.app, { username: 'Nisha Recruiter' })).token;
    api = apiAs(t, token);
    const job = await makeJob(t, token, backendJob, 'open');
    jobId = job.job_id;
    const form = multipartForm({ job_id: job.job_id }, [
      { field: 'files', filename: 'meera.txt', content: strongResume },
      { field: 'files', filename: 'kabir.txt', content: middleResume },
      { field: 'files', filename: 'tara.txt', content: weakResume },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    await t.app.candidateScorer.deliverDue();
    applications = (await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)).json().data.candidates;
    people = [];
    for (const [name, email, zone] of [
      ['Asha Rao', 'asha@example.in', 'Asia/Kolkata'],
      ['Ben Cole', 'ben@example.co.uk', 'Europe/London'],
      ['Cara Diaz', 'cara@example.com', 'America/New_York'],
    ] as const) {
      people.push(
        (
          await api('POST', interviewPaths.interviewers, {
            name,
            email,
            time_zone: zone,
            working_hours: everyDay('08:00', '20:00'),
            max_per_day: 6,
          })
        ).json().data,
      );
    }
    plan = (
      await api('PUT', interviewPaths.plan, {
        job_id: job.job_id,
        window_days: 7,
        min_notice_hours: 0,
        rounds: [
          {
            name: 'Technical',
            duration_minutes: 60,
            mode: 'pool',
            interviewer_ids: people.map((p) => p.interviewer_id),
            panel_size: 2,
            buffer_after_minutes: 15,
            criteria: ['Design', 'Code'],
          },
          {
            name: 'Hiring manager',
            duration_minutes: 30,
            interviewer_ids: [people[0]!.interviewer_id],
            advance_to: 'offer',
          },
        ],
      })
    ).json().data;
  });
  afterAll(() => t.close());

  const [technical, manager] = [() => plan.rounds[0]!, () => plan.rounds[1]!];
  const slots = async (applicationId: string, roundId: string, around?: number) =>
    (
      await api(
        'GET',
        `${interviewPaths.slots}?application_id=${applicationId}&round_id=${roundId}&limit=200${around === undefined ? '' : `&from=${around - 3_600_000}&to=${around + 3_600_000}`}`,
      )
    ).json().data.slots as Slot[];
  const mailsTo = async (address: string) =>
    rowsOf<Mail>(
      await t.database.db.execute(
        sql`select to_address, subject, ical_method, ical_content from outbox_mails where to_address = ${address} order by created_at, id`,
      ),
    );

  it('books a pool round with the least loaded free pair, moves the candidate to Interview and sends each person an invitation', async () => {
    const meera = applications.find((a) => a.name === 'Meera Shah')!;
    const free = await slots(meera.application_id, technical().round_id);
    expect(free.length).toBeGreaterThan(5);
    const response = await api('POST', interviewPaths.interviews, {
      application_id: meera.application_id,
      round_id: technical().round_id,
      start_timestamp: free[0]!.start_timestamp,
    });
    expect(response.statusCode, response.body).toBe(201);
    const interview = response.json().data as Interview;
    expect(interview).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      booked_by: 'recruiter',
      round_name: 'Technical',
      candidate_name: 'Meera Shah',
      job_title: 'Backend Engineer',
    });
    expect(interview.interviewers.map((p) => p.interviewer_id).sort()).toEqual([...free[0]!.interviewer_ids].sort());
    expect(interview.end_timestamp - interview.start_timestamp).toBe(60 * 60_000);
    expect((await api('GET', candidatePaths.fitScore(meera.application_id))).json().data.stage).toBe('interview');

    const [invitation] = await mailsTo('meera.shah@example.in');
    expect(invitation).toMatchObject({ ical_method: 'REQUEST', subject: 'Interview: Backend Engineer — Technical' });
    const ics = readIcs(invitation!.ical_content!);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `interview-${interview.interview_id}@localhost`, sequence: 0 });
    expect(ics.start.ms).toBe(interview.start_timestamp);
    expect(ics.start.text).toMatch(/Z$/);
    expect(ics.attendees.map((a) => a.address.replace(/^mailto:/i, '')).sort()).toEqual(
      ['meera.shah@example.in', ...interview.interviewers.map((p) => p.email)].sort(),
    );
    for (const person of interview.interviewers)
      expect((await mailsTo(person.email)).at(-1)!.ical_method).toBe('REQUEST');
    // The pair is taken for that hour and its buffer: the next pool slot at that time has the third person, if any.
    const after = await slots(meera.application_id, technical().round_id);
    const same = after.find((slot) => slot.start_timestamp === interview.start_timestamp);
    expect(
      same === undefined ||
        same.interviewer_ids.every((id) => !interview.interviewers.some((p) => p.interviewer_id === id)),
    ).toBe(true);
  });

  it('books one of two requests for the same interviewer at the same time, and answers the other 409', async () => {
    const [kabir, tara] = [
      applications.find((a) => a.name === 'Kabir Rao')!,
      applications.find((a) => a.name === 'Tara Das')!,
    ];
    const [slot] = await slots(kabir.application_id, manager().round_id);
    const both = await Promise.all(
      [kabir, tara].map((application) =>
        api('POST', interviewPaths.interviews, {
          application_id: application.application_id,
          round_id: manager().round_id,
          start_timestamp: slot!.start_timestamp,
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().error_message).toContain(
      interviewMessages.slotTaken,
    );
  });

  it('moves an interview (same UID, SEQUENCE up) and cancels it (METHOD:CANCEL), freeing the interviewer', async () => {
    const kabir = applications.find((a) => a.name === 'Kabir Rao')!;
    const [interview] = (
      await api('GET', `${interviewPaths.interviews}?from=0&to=${Date.now() + 30 * 86_400_000}&job_id=${jobId}`)
    )
      .json()
      .data.interviews.filter((i: Interview) => i.round_id === manager().round_id) as Interview[];
    const later = (await slots(kabir.application_id, manager().round_id)).at(-1)!;
    const moved = await api('POST', interviewPaths.reschedule(interview!.interview_id), {
      start_timestamp: later.start_timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ sequence: 1, start_timestamp: later.start_timestamp });
    const candidate = interview!.candidate_email!;
    const update = readIcs((await mailsTo(candidate)).at(-1)!.ical_content!);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: `interview-${interview!.interview_id}@localhost`,
      sequence: 1,
    });

    const cancelled = await api('POST', interviewPaths.cancel(interview!.interview_id), {});
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 2 });
    const cancel = readIcs((await mailsTo(candidate)).at(-1)!.ical_content!);
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    expect(
      (await slots(kabir.application_id, manager().round_id, later.start_timestamp)).some(
        (slot) => slot.start_timestamp === later.start_timestamp,
      ),
    ).toBe(true);
    expect((await api('POST', interviewPaths.cancel(interview!.interview_id), {})).statusCode).toBe(409);
  });

  it('refuses a time outside working hours or the window (409 with why), an unknown round or application (404), a closed job (409)', async () => {
    const kabir = applications.find((a) => a.name === 'Kabir Rao')!;
    // 03:00 in Kolkata is 21:30 UTC the day before: Asha does not work then.
    const night = new Date();
    night.setUTCHours(21, 30, 0, 0);
    if (night.getTime() < Date.now()) night.setUTCDate(night.getUTCDate() + 1);
    const outside = await api('POST', interviewPaths.interviews, {
      application_id: kabir.application_id,
      round_id: manager().round_id,
      start_timestamp: night.getTime(),
    });
    expect([outside.statusCode, outside.json().error_message]).toEqual([
      409,
      'That time is outside the interviewers’ working hours',
    ]);
    const far = await api('POST', interviewPaths.interviews, {
      application_id: kabir.application_id,
      round_id: manager().round_id,
      start_timestamp: Date.now() + 20 * 86_400_000,
    });
    expect(far.json().error_message).toContain('outside the interview plan’s scheduling window');
    expect(
      (
        await api('POST', interviewPaths.interviews, {
          application_id: kabir.application_id,
          round_id: 'rnd_nope',
          start_timestamp: night.getTime(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api('POST', interviewPaths.interviews, {
          application_id: 'app_nope',
          round_id: manager().round_id,
          start_timestamp: night.getTime(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `${interviewPaths.slots}?application_id=${kabir.application_id}&round_id=rnd_nope`)).statusCode,
    ).toBe(404);
    expect((await api('POST', interviewPaths.interviews, { application_id: kabir.application_id })).statusCode).toBe(
      400,
    );
  });

  it('takes a scorecard: the hiring manager advancing moves the candidate to Offer, a no-show moves nothing', async () => {
    const tara = applications.find((a) => a.name === 'Tara Das')!;
    const [slot] = await slots(tara.application_id, manager().round_id);
    const interview = (
      await api('POST', interviewPaths.interviews, {
        application_id: tara.application_id,
        round_id: manager().round_id,
        start_timestamp: slot!.start_timestamp,
      })
    ).json().data as Interview;
    const saved = await api('POST', interviewPaths.scorecard(interview!.interview_id), {
      ratings: [{ criterion: 'Judgement', rating: 4, notes: 'Clear thinking' }],
      decision: 'advance',
      summary: 'Strong',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'completed',
      scorecard: {
        decision: 'advance',
        submitted_by: 'Nisha Recruiter',
        ratings: [{ criterion: 'Judgement', rating: 4 }],
      },
    });
    const detail = (await api('GET', candidatePaths.fitScore(tara.application_id))).json().data;
    expect(detail.stage).toBe('offer');
    expect(detail.history.at(-1)).toMatchObject({
      from_stage: 'interview',
      to_stage: 'offer',
      actor_name: 'Nisha Recruiter',
    });
    expect(
      (
        await api('POST', interviewPaths.scorecard(interview!.interview_id), {
          ratings: [{ criterion: 'X', rating: 5 }],
          decision: 'advance',
        })
      ).statusCode,
    ).toBe(400);
    // Attended, a scorecard rates something; a no-show needs no ratings and moves nothing.
    expect(
      (await api('POST', interviewPaths.scorecard(interview!.interview_id), { ratings: [], decision: 'hold' }))
        .statusCode,
    ).toBe(400);
    const kabir = applications.find((a) => a.name === 'Kabir Rao')!;
    const [later] = await slots(kabir.application_id, manager().round_id);
    const missed = (
      await api('POST', interviewPaths.interviews, {
        application_id: kabir.application_id,
        round_id: manager().round_id,
        start_timestamp: later!.start_timestamp,
      })
    ).json().data as Interview;
    const noShow = await api('POST', interviewPaths.scorecard(missed.interview_id), {
      ratings: [],
      decision: 'hold',
      attended: false,
    });
    expect(noShow.json().data).toMatchObject({ status: 'no_show', scorecard: { ratings: [] } });
    expect((await api('GET', candidatePaths.fitScore(kabir.application_id))).json().data.stage).toBe('interview');

    // Closing the job stops its bookings.
    await api('POST', `/job-description/${jobId}/close`);
    const closed = await api('POST', interviewPaths.interviews, {
      application_id: tara.application_id,
      round_id: technical().round_id,
      start_timestamp: Date.now() + 86_400_000,
    });
    expect([closed.statusCode, closed.json().error_message]).toEqual([409, interviewMessages.jobClosed]);
  });
});
