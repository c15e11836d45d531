import {
  applicationStages,
  candidateRecordMessages,
  interviewMessages,
  type CandidateFitItem,
  type Interview,
  type Interviewer,
  type InterviewPlan,
  type Job,
  type Slot,
} from '@agentdesk/shared';
import type { Mock } from 'vitest';
import { makeInterview } from './make-interviews.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (message: string, data: unknown, total = 1) => json({ message, total, data });

type Request = { method: string; path: string; url: URL; body: unknown };

type Options = {
  jobs?: Job[];
  applications?: (Pick<CandidateFitItem, 'application_id' | 'name' | 'job_id'> & { email?: string | null })[];
  interviewers?: Interviewer[];
  plans?: InterviewPlan[];
  interviews?: Interview[];
  slots?: Slot[];
  /** Answers a request before the fake does (a refusal, say); undefined lets the fake answer. */
  answer?: (request: Request) => Response | undefined;
};

/** A candidate row as the ranked list answers it, from the few fields a test names. */
const toFitItem = (
  row: Pick<CandidateFitItem, 'application_id' | 'name' | 'job_id'> & { email?: string | null },
): CandidateFitItem => ({
  candidate_id: `cand-${row.application_id}`,
  email: null,
  phone: null,
  location: '',
  headline: '',
  years_of_experience: null,
  skills: [],
  source: 'upload',
  stage: 'shortlisted',
  rejection_reason: null,
  bookmarked: false,
  fit_status: 'scored',
  score: 80,
  screening_score: null,
  applied_timestamp: 0,
  stage_changed_timestamp: 0,
  ...row,
});

/**
 * An in-memory stand-in for the interviews API (and the jobs and candidates the pickers list):
 * interviewers (409 for a taken e-mail), plans (404 until saved), interviews in a range, a round's
 * slots as given, booking (409 when the slot is marked taken), moving, cancelling, scorecards,
 * booking links, and scheduling calls refused for want of a voice provider.
 */
export const serveInterviews = (fetchMock: Mock<typeof fetch>, options: Options) => {
  // Copies: what a test changes stays out of the next test's data.
  const interviewers = structuredClone(options.interviewers ?? []);
  const plans = structuredClone(options.plans ?? []);
  const interviews = structuredClone(options.interviews ?? []);
  const find = (id: string) => interviews.find((each) => each.interview_id === id);

  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const early = options.answer?.({ method, path, url, body });
    if (early !== undefined) return early;
    const query = url.searchParams;

    if (path === '/job-description/job-descriptions')
      return envelope(
        'ok',
        { jobs: options.jobs ?? [], next_cursor: null, counts: { draft: 0, open: 0, closed: 0 } },
        options.jobs?.length ?? 0,
      );
    if (path === '/candidate-fit-score/candidate-fit-scores') {
      const rows = (options.applications ?? []).filter((row) => row.job_id === query.get('job_id')).map(toFitItem);
      return envelope(
        'ok',
        {
          candidates: rows,
          next_cursor: null,
          stage_counts: Object.fromEntries(
            applicationStages.map((stage) => [stage, rows.filter((row) => row.stage === stage).length]),
          ),
        },
        rows.length,
      );
    }
    if (path === '/interviewer/interviewers' && method === 'GET')
      return envelope('ok', { interviewers }, interviewers.length);
    if (path === '/interviewer/interviewers' && method === 'POST') {
      const form = body as Interviewer;
      if (interviewers.some((each) => each.email === form.email))
        return json({ error_message: interviewMessages.emailTaken }, 409);
      const made = {
        ...form,
        interviewer_id: `int-${interviewers.length + 1}`,
        is_active: true,
        created_timestamp: 0,
        updated_timestamp: 0,
      };
      interviewers.push(made);
      return json({ message: 'Interviewer added', total: 1, data: made }, 201);
    }
    const interviewerId = /^\/interviewer\/interviewers\/([^/]+)$/.exec(path)?.[1];
    if (interviewerId !== undefined && method === 'PUT') {
      const person = interviewers.find((each) => each.interviewer_id === interviewerId);
      if (person === undefined) return json({ error_message: interviewMessages.interviewerNotFound }, 404);
      Object.assign(person, body);
      return envelope('Interviewer updated', person);
    }
    if (path === '/interview-config/' && method === 'GET') {
      const plan = plans.find((each) => each.job_id === query.get('job_id'));
      return plan === undefined ? json({ error_message: interviewMessages.planNotFound }, 404) : envelope('ok', plan);
    }
    if (path === '/interview-config/' && method === 'PUT') {
      const form = body as InterviewPlan;
      const plan = {
        ...form,
        updated_timestamp: Date.now(),
        rounds: form.rounds.map((round, index) => ({ ...round, round_id: round.round_id ?? `rnd-new-${index + 1}` })),
      };
      plans.splice(0, plans.length, ...plans.filter((each) => each.job_id !== form.job_id), plan);
      return envelope('Interview plan saved', plan);
    }
    if (path === '/interviews/slots') return envelope('ok', { slots: options.slots ?? [] }, options.slots?.length ?? 0);
    if (path === '/interviews' && method === 'GET') {
      const [from, to] = [Number(query.get('from')), Number(query.get('to'))];
      const rows = interviews.filter(
        (each) =>
          each.start_timestamp < to &&
          each.end_timestamp > from &&
          (query.get('status') === null || each.status === query.get('status')),
      );
      return envelope('ok', { interviews: rows }, rows.length);
    }
    if (path === '/interviews' && method === 'POST') {
      const {
        application_id: applicationId,
        round_id: roundId,
        start_timestamp: start,
        interviewer_ids: ids,
      } = body as { application_id: string; round_id: string; start_timestamp: number; interviewer_ids: string[] };
      if (interviews.some((each) => each.start_timestamp === start && each.status === 'scheduled'))
        return json({ error_message: interviewMessages.slotTaken }, 409);
      const made = makeInterview({
        interview_id: `iv-${interviews.length + 1}`,
        application_id: applicationId,
        round_id: roundId,
        start_timestamp: start,
        end_timestamp: start + 3_600_000,
        interviewers: ids.map((id) => ({ interviewer_id: id, name: id, email: `${id}@example.com`, time_zone: 'UTC' })),
      });
      interviews.push(made);
      return json({ message: interviewMessages.booked, total: 1, data: made }, 201);
    }
    if (path === '/interviews/booking-links/mail') {
      const { application_id: applicationId } = body as { application_id: string };
      const email = options.applications?.find((row) => row.application_id === applicationId)?.email ?? null;
      if (email === null) return json({ error_message: candidateRecordMessages.noEmail }, 422);
      const data = { sent_to: email, sent_timestamp: Date.now(), expires_timestamp: Date.UTC(2026, 10, 27) };
      return json({ message: candidateRecordMessages.linkMailed(email), total: 1, data }, 201);
    }
    if (path === '/interviews/booking-links')
      return json(
        {
          message: 'Booking link made',
          total: 1,
          data: { url: 'http://localhost/book/tok?exp=1&sig=abcdefghijk', expires_timestamp: Date.UTC(2026, 10, 27) },
        },
        201,
      );
    if (path === '/interviews/scheduling-call')
      return json({ error_message: 'No voice provider is configured: add one to have zara call' }, 409);
    const [, id, action] = /^\/interviews\/([^/]+)(?:\/(reschedule|cancel|scorecard))?$/.exec(path) ?? [];
    if (id !== undefined) {
      const interview = find(id);
      if (interview === undefined) return json({ error_message: interviewMessages.interviewNotFound }, 404);
      if (action === undefined) return envelope('ok', interview);
      if (action === 'cancel') Object.assign(interview, { status: 'cancelled', sequence: interview.sequence + 1 });
      if (action === 'reschedule') {
        const { start_timestamp: start } = body as { start_timestamp: number };
        Object.assign(interview, {
          start_timestamp: start,
          end_timestamp: start + (interview.end_timestamp - interview.start_timestamp),
          sequence: interview.sequence + 1,
        });
      }
      if (action === 'scorecard') {
        const form = body as {
          ratings: { criterion: string; rating: number; notes: string }[];
          decision: 'advance';
          summary: string;
          attended: boolean;
        };
        Object.assign(interview, {
          status: form.attended ? 'completed' : 'no_show',
          scorecard: {
            ratings: form.ratings,
            decision: form.decision,
            summary: form.summary,
            submitted_by: 'Nisha',
            submitted_timestamp: Date.now(),
          },
        });
      }
      const messages = {
        cancel: interviewMessages.cancelled,
        reschedule: interviewMessages.rescheduled,
        scorecard: interviewMessages.scorecardSaved,
      } as const;
      return envelope(messages[action as keyof typeof messages], interview);
    }
    return json({ error_message: `unexpected request ${method} ${path}` }, 500);
  });
};

/** The requests the page made, as method, path, query and body, in order. */
export const interviewRequests = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      params: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    };
  });
