import { candidatePaths, interviewMessages, interviewPaths, type Interview } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { useBookingApp } from '../../test/interview-booking-testing.ts';

// #18 item 8: scorecards moving the application, and a closed job taking no more bookings.

describe('booking interviews', () => {
  const fixture = useBookingApp();
  const { api, technical, manager, slots } = fixture;

  it('takes a scorecard: the hiring manager advancing moves the candidate to Offer, a no-show moves nothing', async () => {
    const applications = fixture.applications();
    const jobId = fixture.jobId();
    const tara = applications.find((a) => a.name === 'Tara Das')!;
    const [slot] = await slots(tara.application_id, manager().round_id);
    const interview = (
      await api('POST', interviewPaths.interviews, {
        application_id: tara.application_id,
        round_id: manager().round_id,
        start_timestamp: slot!.start_timestamp,
      })
    ).json().data as Interview;
    const saved = await api('POST', interviewPaths.scorecard(interview.interview_id), {
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
        await api('POST', interviewPaths.scorecard(interview.interview_id), {
          ratings: [{ criterion: 'X', rating: 5 }],
          decision: 'advance',
        })
      ).statusCode,
    ).toBe(400);
    // Attended, a scorecard rates something; a no-show needs no ratings and moves nothing.
    expect(
      (await api('POST', interviewPaths.scorecard(interview.interview_id), { ratings: [], decision: 'hold' }))
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
