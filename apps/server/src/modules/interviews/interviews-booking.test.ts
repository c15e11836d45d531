import { candidatePaths, interviewMessages, interviewPaths, type Interview } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { useBookingApp } from '../../test/interview-booking-testing.ts';
import { readIcs } from '../../test/read-ics.ts';

// #18 items 4 and 8: booking, moving and cancelling interviews with iCalendar invitations in the
// outbox, no double booking, refusals with their reasons; interviews-scorecard.test.ts takes the
// scorecards.

describe('booking interviews', () => {
  const fixture = useBookingApp();
  const { api, technical, manager, slots, mailsTo } = fixture;

  it('books a pool round with the least loaded free pair, moves the candidate to Interview and sends each person an invitation', async () => {
    const applications = fixture.applications();
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
    const applications = fixture.applications();
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
    const applications = fixture.applications();
    const jobId = fixture.jobId();
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
    const applications = fixture.applications();
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
});
