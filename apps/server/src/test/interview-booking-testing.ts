import {
  interviewPaths,
  weekdays,
  type CandidateFitItem,
  type InterviewPlan,
  type Interviewer,
  type Slot,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { apiAs, makeJob, scoreResumes } from './api-testing.ts';
import { backendJob, middleResume, strongResume, weakResume } from './candidates-testing.ts';
import { createTestApp, signUpUser, type TestApp } from './test-app.ts';

// The app of the interview booking suites (#18 items 4 and 8): Nisha's open Backend Engineer job
// with three scored résumés (Meera Shah, Kabir Rao, Tara Das), three interviewers in Kolkata,
// London and New York working 08:00–20:00 every day, and a plan of a Technical round (a pool of
// two from the three) and a Hiring manager round (Asha, advancing to Offer).

const everyDay = (start: string, end: string) => Object.fromEntries(weekdays.map((day) => [day, [{ start, end }]]));

type Mail = { to_address: string; subject: string; ical_method: string | null; ical_content: string | null };

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useBookingApp = () => {
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
    applications = await scoreResumes(t, token, job.job_id, {
      'meera.txt': strongResume,
      'kabir.txt': middleResume,
      'tara.txt': weakResume,
    });
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

  return {
    t: () => t,
    api: (...args: Parameters<ReturnType<typeof apiAs>>) => api(...args),
    applications: () => applications,
    jobId: () => jobId,
    technical,
    manager,
    slots,
    mailsTo,
  };
};
