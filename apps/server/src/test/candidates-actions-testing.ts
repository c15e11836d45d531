import { candidatePaths, type CandidateFitDetail, type CandidateFitItem, type Job } from '@agentdesk/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiAs, makeJob, multipartForm, type FilePart } from './api-testing.ts';
import { backendJob, middleResume, strongResume, weakResume } from './candidates-testing.ts';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from './stand-in-provider.ts';
import { createTestApp, signUpUser, type TestApp } from './test-app.ts';

// The app of the candidates suites (#17 items 3, 5 and 6): Nisha's open Backend Engineer job with
// four scored résumés (Meera Shah, Kabir Rao, Tara Das, and Ravi Menon as weak as Tara and
// without a phone), and a stand-in voice provider placing zara's screening calls.

export const PROVIDER_KEY = 'key_candidates_test_0123456789';

type Ranked = {
  candidates: CandidateFitItem[];
  next_cursor: string | null;
  stage_counts: Record<string, number>;
};

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useCandidatesApp = () => {
  const made: {
    provider?: StandInProvider;
    t?: TestApp;
    token?: string;
    job?: Job;
    ranked?: CandidateFitItem[];
  } = {};
  const t = () => made.t!;
  const token = () => made.token!;
  const job = () => made.job!;
  const ranked = () => made.ranked!;
  const api = (...args: Parameters<ReturnType<typeof apiAs>>) => apiAs(t(), token())(...args);

  beforeAll(async () => {
    made.provider = await startStandInProvider([PROVIDER_KEY]);
    made.t = await createTestApp({
      CANDIDATE_POLL_MS: '3600000',
      ...placingCallsEnv(made.provider, PROVIDER_KEY, 'zara_screening=agent_zara'),
    });
    made.token = (await signUpUser(t().app, { username: 'Nisha Recruiter' })).token;
    made.job = await makeJob(t(), token(), backendJob, 'open');
    const named = (text: string, name: string, email: string) =>
      text.replace(/^.*$/m, name).replace(/[\w.]+@example\.in/, email);
    const files: FilePart[] = [
      { field: 'files', filename: 'meera.txt', content: strongResume },
      { field: 'files', filename: 'kabir.txt', content: middleResume },
      { field: 'files', filename: 'tara.txt', content: weakResume },
      // As weak as Tara Das, and without a phone.
      {
        field: 'files',
        filename: 'ravi.txt',
        content: named(weakResume, 'Ravi Menon', 'ravi.menon@example.in').replace(/\+91 98100 33333 \| /, ''),
      },
    ];
    const form = multipartForm({ job_id: job().job_id }, files);
    await t().app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { authorization: `Bearer ${token()}`, ...form.headers },
      payload: form.payload,
    });
    await t().app.candidateScorer.deliverDue();
    made.ranked = (await api('GET', `${candidatePaths.fitScores}?job_id=${job().job_id}`)).json().data.candidates;
  });
  afterAll(async () => {
    await made.t?.close();
    await made.provider?.close();
  });

  const list = async (query: string) => {
    const response = await api('GET', `${candidatePaths.fitScores}?job_id=${job().job_id}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ total: number; data: Ranked }>();
  };
  const idOf = (name: string) => ranked().find((c) => c.name === name)!.application_id;
  const detailOf = async (name: string) =>
    (await api('GET', candidatePaths.fitScore(idOf(name)))).json().data as CandidateFitDetail;

  return {
    t,
    token,
    job,
    ranked,
    provider: () => made.provider!,
    api,
    list,
    idOf,
    detailOf,
  };
};
