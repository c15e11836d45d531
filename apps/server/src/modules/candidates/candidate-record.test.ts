import {
  candidatePaths,
  candidateRecordMessages,
  interviewPaths,
  weekdays,
  type CandidateFitDetail,
  type CandidateFitItem,
  type InterviewPlan,
  type Interviewer,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob, scoreResumes } from '../../test/api-testing.ts';
import { backendJob, middleResume, strongResume } from '../../test/candidates-testing.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import { createTestApp, postSignedWebhook, signUpUser, type TestApp } from '../../test/test-app.ts';

// #30 items 4 and 5: a self-booking link mailed to the candidate through a real SMTP server (and
// said on their page, and in the audit log); one record per candidate: the calls the recruiting
// agent had about an application are the candidate's, a screening reads the same everywhere, an
// interview booked on a call shows on the candidate, and the stage a screening implies is proposed.

const PROVIDER_KEY = 'key_record_test_0123456789';
const everyDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '08:00', end: '20:00' }]]));
const lenaResume = `Lena Fischer
+49 151 2345 6789 | Berlin, Germany

Summary
Backend engineer, five years with Node.js and SQL.`;

describe('one record per candidate', () => {
  let provider: StandInProvider;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let api: ReturnType<typeof apiAs>;
  let plan: InterviewPlan;
  let applications: CandidateFitItem[];

  beforeAll(async () => {
    provider = await startStandInProvider([PROVIDER_KEY]);
    sink = await startSmtpSink();
    t = await createTestApp({
      CANDIDATE_POLL_MS: '3600000',
      SMTP_URL: sink.url,
      ...placingCallsEnv(provider, PROVIDER_KEY, 'zara_interview_scheduling=agent_zara_sched'),
    });
    const { token } = await signUpUser(t.app);
    api = apiAs(t, token);
    const job = await makeJob(t, token, backendJob, 'open');
    applications = await scoreResumes(t, token, job.job_id, {
      'meera.txt': strongResume,
      'kabir.txt': middleResume,
      'lena.txt': lenaResume,
    });
    const asha = (
      await api('POST', interviewPaths.interviewers, {
        name: 'Asha Rao',
        email: 'asha@example.in',
        time_zone: 'Asia/Kolkata',
        working_hours: everyDay,
      })
    ).json().data as Interviewer;
    plan = (
      await api('PUT', interviewPaths.plan, {
        job_id: job.job_id,
        window_days: 7,
        min_notice_hours: 0,
        rounds: [{ name: 'Technical', duration_minutes: 45, interviewer_ids: [asha.interviewer_id] }],
      })
    ).json().data;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    await sink.close();
  });

  const idOf = (name: string) => applications.find((a) => a.name === name)!.application_id;
  const detailOf = async (name: string) =>
    (await api('GET', candidatePaths.fitScore(idOf(name)))).json().data as CandidateFitDetail;
  const analysed = (callId: string, metadata: Record<string, unknown>, data: Record<string, unknown>) => ({
    call_id: callId,
    agent_id: 'agent_zara',
    call_type: 'phone_call',
    call_status: 'ended',
    direction: 'outbound',
    from_number: '+14155550100',
    to_number: '+919820022222',
    start_timestamp: Date.now() - 300_000,
    end_timestamp: Date.now() - 60_000,
    metadata,
    call_analysis: { call_summary: 'Screened.', call_successful: true, custom_analysis_data: data },
  });

  it('mails the self-booking link to the candidate through SMTP, says so on their page and in the audit log', async () => {
    const body = { application_id: idOf('Meera Shah'), round_id: plan.rounds[0]!.round_id };
    const before = Date.now();
    const sent = await api('POST', interviewPaths.mailBookingLink, body);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Self-booking link sent to meera.shah@example.in');
    await expect.poll(() => sink.mails.length, { timeout: 30_000 }).toBe(1);
    const mail = sink.mails[0]!;
    expect(mail.to).toEqual(['meera.shah@example.in']);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('Choose a time for your Technical');
    const link = /https?:\/\/\S+\/book\/[^\s]+/.exec(raw)![0];
    // The link in the mail is the candidate's booking page.
    const page = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Technical');

    const detail = await detailOf('Meera Shah');
    expect(detail.sent_booking_links).toEqual([
      expect.objectContaining({ round_name: 'Technical', sent_to: 'meera.shah@example.in', is_used: false }),
    ]);
    expect(detail.sent_booking_links[0]!.sent_timestamp).toBeGreaterThanOrEqual(before);
    type Entry = { target: string; target_type: string; details: Record<string, unknown> };
    const log = (await api('GET', '/workspaces/current/audit?action=booking_link_sent')).json().data.events as Entry[];
    expect(log).toEqual([
      expect.objectContaining({
        target: 'Meera Shah',
        target_type: 'application',
        details: expect.objectContaining({ job: 'Backend Engineer', round: 'Technical' }),
      }),
    ]);
    // The outbox keeps the mail without the link (it is the mail's secret).
    const kept = rowsOf<{ text_body: string; status: string }>(
      await t.database.db.execute(
        sql`select text_body, status from outbox_mails where kind = 'interview_booking_link' and to_address = 'meera.shah@example.in'`,
      ),
    );
    expect(kept.map((row) => row.status)).toEqual(['sent']);
    expect(kept[0]!.text_body).toContain('choose a time for your Technical');
    expect(kept[0]!.text_body).not.toContain('/book/');
  });

  it('cannot mail a candidate without an e-mail address (422, why), while copying their link still works', async () => {
    const body = { application_id: idOf('Lena Fischer'), round_id: plan.rounds[0]!.round_id };
    const refused = await api('POST', interviewPaths.mailBookingLink, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(candidateRecordMessages.noEmail);
    expect((await api('POST', interviewPaths.bookingLinks, body)).statusCode).toBe(201);
    expect((await detailOf('Lena Fischer')).sent_booking_links).toEqual([]);
    // Another workspace's member: not found, nothing sent.
    const other = apiAs(t, (await signUpUser(t.app)).token);
    expect((await other('POST', interviewPaths.mailBookingLink, body)).statusCode).toBe(404);
  });

  it('reads a screening call the same in the list, the header and the panel, and proposes (never applies) its stage', async () => {
    const applicationId = idOf('Kabir Rao');
    const call = analysed(
      'call_record_screen_1',
      { call_type: 'zara_screening', application_id: applicationId },
      { screening_outcome: 'passed', screening_score: 77 },
    );
    expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(204);
    const detail = await detailOf('Kabir Rao');
    expect(detail.screening).toMatchObject({
      call_id: call.call_id,
      status: 'completed',
      outcome: 'passed',
      score: 77,
    });
    expect(detail.screening_score).toBe(77);
    expect(detail.calls.map((each) => each.call_id)).toContain(call.call_id);
    // Proposed, not applied: the stage is still the one the recruiter chose.
    expect(detail.stage).toBe('new');
    expect(detail.stage_proposal).toEqual({
      stage: 'interview',
      reason: 'Passed the screening call',
      call_id: call.call_id,
    });
    expect(detail.history.map((event) => event.to_stage)).toEqual(['new']);

    // Dismissed: gone, and only for this call; another workspace cannot dismiss it.
    const dismiss = { application_id: applicationId, call_id: call.call_id };
    const other = apiAs(t, (await signUpUser(t.app)).token);
    expect((await other('POST', candidatePaths.dismissStageProposal, dismiss)).statusCode).toBe(404);
    const dismissed = await api('POST', candidatePaths.dismissStageProposal, dismiss);
    expect([dismissed.statusCode, dismissed.json().message]).toEqual([200, candidateRecordMessages.proposalDismissed]);
    expect((await detailOf('Kabir Rao')).stage_proposal).toBeNull();
    const stale = await api('POST', candidatePaths.dismissStageProposal, { ...dismiss, call_id: 'call_other' });
    expect(stale.statusCode).toBe(409);

    // A later screening that declined proposes a rejection; applying it is the ordinary stage change.
    const later = analysed(
      'call_record_screen_2',
      { call_type: 'zara_screening', application_id: applicationId },
      { screening_outcome: 'declined' },
    );
    expect(
      (await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call: later })).statusCode,
    ).toBe(204);
    const declined = await detailOf('Kabir Rao');
    expect(declined.screening).toMatchObject({ call_id: later.call_id, outcome: 'declined', score: null });
    expect(declined.stage_proposal).toMatchObject({ stage: 'rejected', reason: 'Did not pass the screening call' });
    const moved = await api('POST', candidatePaths.stage, {
      application_ids: [applicationId],
      stage: 'rejected',
      reason: declined.stage_proposal!.reason,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await detailOf('Kabir Rao');
    expect([after.stage, after.rejection_reason, after.stage_proposal]).toEqual([
      'rejected',
      'Did not pass the screening call',
      null,
    ]);
    expect(after.history.at(-1)).toMatchObject({ from_stage: 'new', to_stage: 'rejected' });
    const log = (await api('GET', '/workspaces/current/audit?action=candidate_stage_changed')).json().data.events;
    expect(log).toEqual([expect.objectContaining({ target: 'Kabir Rao' })]);
  });

  it('shows an interview booked on the recruiting agent’s scheduling call on the candidate, with the call', async () => {
    const applicationId = idOf('Meera Shah');
    const placed = await api('POST', interviewPaths.schedulingCall, {
      application_id: applicationId,
      round_id: plan.rounds[0]!.round_id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const request = provider.placedCalls.at(-1)!;
    const variables = request['retell_llm_dynamic_variables'] as Record<string, string>;
    const call = {
      ...analysed(placed.json().data.call_id, request['metadata'] as Record<string, unknown>, { chosen_slot: 1 }),
      retell_llm_dynamic_variables: variables,
    };
    expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(204);
    const detail = await detailOf('Meera Shah');
    expect(detail.stage).toBe('interview');
    expect(detail.interviews).toEqual([
      expect.objectContaining({
        round_name: 'Technical',
        status: 'scheduled',
        booked_by: 'zara',
        call_id: call.call_id,
        start_timestamp: Date.parse(variables['slot_1_start']!),
      }),
    ]);
    expect(detail.calls.map((each) => each.call_id)).toContain(call.call_id);
  });
});
