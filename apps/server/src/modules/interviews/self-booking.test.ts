import {
  interviewMessages,
  interviewPaths,
  type CandidateFitItem,
  type Interview,
  type InterviewPlan,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { readIcs } from '../../test/read-ics.ts';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import { createTestApp, postSignedWebhook, signUpUser, type TestApp } from '../../test/test-app.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { planWithAsha, scoredApplications } from './self-booking-testing.ts';

// #18 items 4 and 8: a candidate books through a signed, expiring, single-use link on a public
// page; zara books during a scheduling call, from the call's analysis, once.

const PROVIDER_KEY = 'key_interviews_test_0123456789';

describe('self-booking and zara’s scheduling calls', () => {
  let provider: StandInProvider;
  let t: TestApp;
  let api: ReturnType<typeof apiAs>;
  let plan: InterviewPlan;
  let applications: CandidateFitItem[];

  beforeAll(async () => {
    provider = await startStandInProvider([PROVIDER_KEY]);
    t = await createTestApp({
      CANDIDATE_POLL_MS: '3600000',
      ...placingCallsEnv(provider, PROVIDER_KEY, 'zara_interview_scheduling=agent_zara_sched'),
    });
    const { token } = await signUpUser(t.app);
    api = apiAs(t, token);
    const job = await makeJob(t, token, backendJob, 'open');
    applications = await scoredApplications(t, token, job.job_id);
    plan = await planWithAsha(api, job.job_id, { zone: 'Asia/Kolkata', minutes: 45 });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const candidate = (name: string) => applications.find((a) => a.name === name)!;
  const page = (url: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });

  it('shows the free slots in the candidate’s zone, books one, and then says it is booked: the link works once', async () => {
    const made = await api('POST', interviewPaths.bookingLinks, {
      application_id: candidate('Meera Shah').application_id,
      round_id: plan.rounds[0]!.round_id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json().data as { url: string; expires_timestamp: number };
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    expect(path).toMatch(/^\/book\/[0-9a-f-]+\.bkl_[0-9a-f]+\?exp=\d+&sig=/);

    const shown = await page(`${path}&tz=Europe/Berlin`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Book your Technical interview');
    expect(shown.body).toContain('Europe/Berlin');
    // A time is a link to the confirm step, which posts it.
    const time = /<a class="time" data-testid="time" href="([^"]+)"/.exec(shown.body)![1]!.replace(/&amp;/g, '&');
    const confirm = await page(time);
    expect(confirm.body).toContain('Confirm your interview');
    const start = Number(/name="start" value="(\d+)"/.exec(confirm.body)![1]);

    const booked = await page(path, 'POST', `start=${start}&tz=Europe%2FBerlin`);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.body).toContain('Your Technical interview is booked');
    const [interview] = (
      await api('GET', `${interviewPaths.interviews}?from=0&to=${Date.now() + 10 * 86_400_000}`)
    ).json().data.interviews as Interview[];
    expect(interview).toMatchObject({
      booked_by: 'candidate',
      candidate_time_zone: 'Europe/Berlin',
      start_timestamp: start,
    });
    const [mail] = rowsOf<{ ical_content: string; text_body: string }>(
      await t.database.db.execute(
        sql`select ical_content, text_body from outbox_mails where to_address = 'meera.shah@example.in'`,
      ),
    );
    expect(mail!.text_body).toContain('Europe/Berlin');
    expect(readIcs(mail!.ical_content).method).toBe('REQUEST');

    const again = await page(path, 'POST', `start=${start + 3_600_000}`);
    expect([again.statusCode, again.body.includes(interviewMessages.linkUsed)]).toEqual([409, true]);
    expect((await page(path)).body).toContain('Your Technical interview is booked');
    expect(booked.body).toContain('Europe/Berlin');
  });

  it('refuses a forged, a tampered and an expired link with a clear page', async () => {
    const { url } = (
      await api('POST', interviewPaths.bookingLinks, {
        application_id: candidate('Kabir Rao').application_id,
        round_id: plan.rounds[0]!.round_id,
      })
    ).json().data as { url: string };
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    // Its first character changed to another (never to itself: a signature may start with x).
    const tampered = await page(path.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`));
    expect([tampered.statusCode, tampered.body.includes(interviewMessages.linkInvalid)]).toEqual([404, true]);
    const expired = await page(path.replace(/exp=\d+/, `exp=${Date.now() - 1000}`));
    expect([expired.statusCode, expired.body.includes(interviewMessages.linkExpired)]).toEqual([410, true]);
    expect((await page('/book/not-a-token?exp=1&sig=abcdefghijkl')).statusCode).toBe(404);
    expect((await page(`/book/not-a-token?exp=${Date.now() + 60_000}&sig=abcdefghijkl`)).statusCode).toBe(404);
  });

  it('has zara call with the free slots, and books the one the call’s analysis names, once', async () => {
    const kabir = candidate('Kabir Rao');
    const placed = await api('POST', interviewPaths.schedulingCall, {
      application_id: kabir.application_id,
      round_id: plan.rounds[0]!.round_id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const request = provider.placedCalls.at(-1)!;
    expect(request).toMatchObject({
      override_agent_id: 'agent_zara_sched',
      to_number: '+919820022222',
      metadata: { call_type: 'zara_interview_scheduling', application_id: kabir.application_id },
    });
    const variables = request['retell_llm_dynamic_variables'] as Record<string, string>;
    expect(variables['slot_1']).toContain('(Asia/Kolkata)');
    const second = Date.parse(variables['slot_2_start']!);

    const call = {
      call_id: placed.json().data.call_id,
      agent_id: 'agent_zara_sched',
      call_status: 'ended',
      direction: 'outbound',
      start_timestamp: Date.now() - 120_000,
      end_timestamp: Date.now() - 10_000,
      metadata: request['metadata'],
      retell_llm_dynamic_variables: variables,
      call_analysis: {
        call_summary: 'Kabir chose the second slot.',
        call_successful: true,
        custom_analysis_data: { chosen_slot: 2 },
      },
    };
    for (let delivery = 0; delivery < 2; delivery += 1)
      expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(
        204,
      );
    const booked = (
      (await api('GET', `${interviewPaths.interviews}?from=0&to=${Date.now() + 10 * 86_400_000}`)).json().data
        .interviews as Interview[]
    ).filter((i) => i.application_id === kabir.application_id);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ booked_by: 'zara', start_timestamp: second, status: 'scheduled' });
    // The audit log has the booking once, by the recruiting agent (#26 item 10).
    type Entry = { target: string; actor_email: string; details: Record<string, unknown> };
    const log = (await api('GET', '/workspaces/current/audit?action=interview_booked')).json().data.events as Entry[];
    const details = { by: 'agent', round: 'Technical', starts_at: new Date(second).toISOString() };
    expect(log.filter((entry) => entry.target === 'Kabir Rao')).toEqual([
      expect.objectContaining({ actor_email: '', details: expect.objectContaining(details) }),
    ]);
  });
});
