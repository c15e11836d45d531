import {
  candidatePaths,
  interviewPaths,
  weekdays,
  type CandidateFitItem,
  type ErasureCallChoice,
  type InterviewPlan,
  type Interviewer,
  type Job,
  type Slot,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob, multipartForm } from '../../test/api-testing.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import {
  bartholomew,
  needlesOf,
  resumeOf,
  screeningCallOf,
  zephyrine,
  type Person,
} from '../../test/erasure-testing.ts';
import { findText } from '../../test/find-text.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  postSignedWebhook,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

// #28 item 5: erasing a candidate does what the docs say. With everything a candidate leaves behind
// in a workspace (their résumé and application, a screening call with its webhook events, recording
// and analysis, an interview booked with its invitations, a mail sent from the call, a WhatsApp chat,
// a mail still queued), the whole database is searched afterwards for their name, address and number:
// nothing is found, whichever way their calls go. The anonymous stage history and the counters stay.

describe('erasing a candidate', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let token: string;
  let workspaceId: string;
  let api: ReturnType<typeof apiAs>;
  let job: Job;
  let plan: InterviewPlan;
  const interviewer = 'asha.interviewer@example.in';

  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
  const applicationOf = async (person: Person) => {
    const list = (await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)).json().data
      .candidates as CandidateFitItem[];
    return list.find((item) => item.name === person.name)!;
  };
  const mailsTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address));
  const settled = () =>
    expect
      .poll(
        async () =>
          (await rows<{ n: number }>(sql`select count(*)::int as n from outbox_mails where status = 'pending'`))[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(0);

  /** Everything a candidate leaves in the workspace, made the way the product makes it. */
  const leaveTraces = async (person: Person) => {
    const application = await applicationOf(person);
    expect(application, `${person.name} read from the résumé`).toBeDefined();
    const [first] = person.name.split(' ');
    const call = screeningCallOf(person, application);
    for (const event of ['call_started', 'call_analyzed']) {
      expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event, call })).statusCode).toBe(204);
    }
    // Stored, the screening call (its metadata names the application) is linked to the candidate.
    const links = sql`select 1 from candidate_calls where workspace_id = ${workspaceId} and call_id = ${person.callId}`;
    expect(rowsOf(await t.database.db.execute(links))).toHaveLength(1);
    expect(
      (await api('POST', candidatePaths.stage, { application_ids: [application.application_id], stage: 'interview' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          url: `/api${candidatePaths.candidateExport(application.candidate_id)}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const roundId = plan.rounds[0]!.round_id;
    const [slot] = (
      await api(
        'GET',
        `${interviewPaths.slots}?application_id=${application.application_id}&round_id=${roundId}&limit=1`,
      )
    ).json().data.slots as Slot[];
    const booked = await api('POST', interviewPaths.interviews, {
      application_id: application.application_id,
      round_id: roundId,
      start_timestamp: slot!.start_timestamp,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const message = await api('POST', `/call/calls/${person.callId}/messages`, {
      channel: 'email',
      subject: 'Next steps',
      text: `Hello ${first}, thank you for the call.`,
    });
    expect(message.statusCode, message.body).toBe(201);
    const chat = {
      event: 'message',
      platform: 'whatsapp',
      message_id: `wa-${person.callId}`,
      contact: { id: person.phone, name: person.name, email: '' },
      text: `Hi, it is ${first}`,
    };
    expect((await postSignedWebhook(t, '/api/webhooks/conversations/', chat)).statusCode).toBe(204);
    await settled();
    // A follow-up still queued (due tomorrow): the erasure cancels it.
    await t.database.db
      .execute(sql`insert into outbox_mails (workspace_id, kind, to_address, subject, text_body, status, next_attempt_at)
      values (${workspaceId}, 'inbox-compose', ${person.email}, 'Your interview', ${`Dear ${person.name}, see you soon.`},
        'pending', now() + interval '1 day')`);
    expect(await findText(t.database.db, [person.name, person.email])).not.toEqual([]);
    return application;
  };

  const callTotals = async () =>
    (
      await rows<{ n: number }>(
        sql`select coalesce(sum(calls), 0)::int as n from call_stats where workspace_id = ${workspaceId}`,
      )
    )[0]!.n;
  // The hiring analytics count interviews by status from the interviews themselves.
  const interviewCounts = async () =>
    Object.fromEntries(
      (
        await rows<{ status: string; n: number }>(
          sql`select status, count(*)::int as n from interviews where workspace_id = ${workspaceId} group by status`,
        )
      ).map((row) => [row.status, row.n]),
    );
  const erase = (candidateId: string, choice: ErasureCallChoice | null, as = token) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api${candidatePaths.candidate(candidateId)}${choice === null ? '' : `?calls=${choice}`}`,
      headers: bearer(as),
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      CANDIDATE_POLL_MS: '3600000',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://desk.example.com',
    });
    token = (await signUpUser(t.app, { email: 'recruiter@example.com' })).token;
    workspaceId = await workspaceOf(t.app, token);
    api = apiAs(t, token);
    job = await makeJob(t, token, { ...backendJob, title: 'Backend Engineer' }, 'posted');
    const form = multipartForm({ job_id: job.job_id }, [
      { field: 'files', filename: 'zephyrine.txt', content: resumeOf(zephyrine) },
      { field: 'files', filename: 'bartholomew.txt', content: resumeOf(bartholomew) },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    await t.app.candidateScorer.deliverDue();
    const everyDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '24:00' }]]));
    const asha = (
      await api('POST', interviewPaths.interviewers, {
        name: 'Asha Rao',
        email: interviewer,
        time_zone: 'UTC',
        working_hours: everyDay,
      })
    ).json().data as Interviewer;
    plan = (
      await api('PUT', interviewPaths.plan, {
        job_id: job.job_id,
        window_days: 7,
        min_notice_hours: 1,
        rounds: [{ name: 'Technical', duration_minutes: 45, interviewer_ids: [asha.interviewer_id] }],
      })
    ).json().data as InterviewPlan;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('asks what becomes of the calls, lets only an admin of the workspace erase', async () => {
    const application = await applicationOf(zephyrine);
    const member = await addWorkspaceMember(t, { workspaceId, role: 'member' });
    const outsider = await signUpUser(t.app);
    expect((await erase(application.candidate_id, 'erase', member.token)).statusCode).toBe(403);
    expect((await erase(application.candidate_id, 'erase', outsider.token)).statusCode).toBe(404);
    const unchosen = await erase(application.candidate_id, null);
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().error_message).toMatch(/calls=erase or calls=anonymise/);
  });

  it('erases the candidate with their calls: nothing of their name, address or number is left anywhere', async () => {
    const application = await leaveTraces(zephyrine);
    const callsBefore = await callTotals();
    const interviewsBefore = await interviewCounts();
    const toCandidate = mailsTo(zephyrine.email).length;
    const toInterviewer = mailsTo(interviewer).length;
    const historyBefore = (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from application_stage_events where application_id = ${application.application_id}`,
      )
    )[0]!.n;

    const erased = await erase(application.candidate_id, 'erase');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toEqual({
      candidate_id: application.candidate_id,
      applications: 1,
      calls_choice: 'erase',
      calls: 1,
      interviews_cancelled: 1,
      mails_cancelled: 1,
      conversations: 2,
    });

    expect(await findText(t.database.db, needlesOf(zephyrine))).toEqual([]);
    expect(await findText(t.database.db, [zephyrine.callId])).toEqual([]);
    // The analytics no longer count the call; the interview counts as cancelled; the stage history stays, anonymous.
    expect(await callTotals()).toBe(callsBefore - 1);
    const interviewsAfter = await interviewCounts();
    expect([interviewsAfter['scheduled'] ?? 0, interviewsAfter['cancelled'] ?? 0]).toEqual([
      (interviewsBefore['scheduled'] ?? 0) - 1,
      (interviewsBefore['cancelled'] ?? 0) + 1,
    ]);
    const history = await rows<{ reason: string | null }>(
      sql`select reason from application_stage_events where application_id = ${application.application_id}`,
    );
    expect(history).toHaveLength(historyBefore);
    // The interviewer is told, without the candidate's name; the candidate is sent nothing, the queued mail never.
    await expect.poll(() => mailsTo(interviewer).length, { timeout: 30_000 }).toBe(toInterviewer + 1);
    const cancellation = mailsTo(interviewer).at(-1)!.raw;
    expect(cancellation).toContain('METHOD:CANCEL');
    for (const needle of needlesOf(zephyrine)) expect(cancellation).not.toContain(needle);
    await t.app.mailer.deliverDue();
    expect(mailsTo(zephyrine.email)).toHaveLength(toCandidate);
  });

  it('keeps the calls anonymised when asked: the analytics still count them, with no name, number or recording', async () => {
    const application = await leaveTraces(bartholomew);
    const callsBefore = await callTotals();
    const erased = await erase(application.candidate_id, 'anonymise');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({
      calls_choice: 'anonymise',
      calls: 1,
      interviews_cancelled: 1,
      mails_cancelled: 1,
    });

    expect(await findText(t.database.db, [...needlesOf(bartholomew), 'provider.example'])).toEqual([]);
    expect(await callTotals()).toBe(callsBefore);
    const [kept] = await rows<{
      to_number: string;
      has_recording: boolean;
      transcript: string;
      words: unknown;
      variables: unknown;
      summary: string;
      screening: number;
    }>(
      sql`select to_number, has_recording, record->>'transcript' as transcript, record->'transcript_object'->0->'words' as words,
        record->'retell_llm_dynamic_variables' as variables, call_summary as summary,
        (record->'call_analysis'->'custom_analysis_data'->>'screening_score')::int as screening
        from calls where workspace_id = ${workspaceId} and call_id = ${bartholomew.callId}`,
    );
    expect(kept).toEqual({
      to_number: '[number]',
      has_recording: false,
      transcript:
        'Agent: Hello, am I speaking with [name]?\nUser: Yes, this is [name]. Call me back on [number] or mail [email].',
      words: [{ word: '[name]', start: 1.2, end: 1.6 }],
      variables: { candidate_name: '[name]', job_title: 'Backend Engineer' },
      summary: '[name] has six years of Go and can start in May.',
      screening: 82,
    });
    const events = await rows<{ payload: { to_number: string } }>(
      sql`select payload from call_events where workspace_id = ${workspaceId} and call_id = ${bartholomew.callId}`,
    );
    expect(events.map((event) => event.payload.to_number)).toEqual(['[number]', '[number]']);
    // The calls list and the call's page still answer.
    expect((await api('GET', `/call/calls/${bartholomew.callId}`)).statusCode).toBe(200);
  });
});
