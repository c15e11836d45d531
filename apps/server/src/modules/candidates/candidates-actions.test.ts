import {
  candidateMessages,
  candidatePaths,
  type CandidateFitDetail,
  type CandidateFitItem,
  type Job,
} from '@agentdesk/shared';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { placingCallsEnv, startStandInProvider, type StandInProvider } from '../../test/stand-in-provider.ts';
import {
  addWorkspaceMember,
  createTestApp,
  postSignedWebhook,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { apiAs, makeJob, multipartForm, type FilePart } from '../../test/api-testing.ts';
import { backendJob, middleResume, strongResume, weakResume } from '../../test/candidates-testing.ts';

// #17 items 3, 5 and 6: the ranked list's filters and pages, bookmarks, stage changes with their
// history, the CSV, zara's screening call round trip through a stand-in provider, and a
// candidate's export and erasure.

const PROVIDER_KEY = 'key_candidates_test_0123456789';

describe('working with candidates', () => {
  let provider: StandInProvider;
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;
  let job: Job;
  let ranked: CandidateFitItem[];

  beforeAll(async () => {
    provider = await startStandInProvider([PROVIDER_KEY]);
    t = await createTestApp({
      CANDIDATE_POLL_MS: '3600000',
      ...placingCallsEnv(provider, PROVIDER_KEY, 'zara_screening=agent_zara'),
    });
    token = (await signUpUser(t.app, { username: 'Nisha Recruiter' })).token;
    api = apiAs(t, token);
    job = await makeJob(t, token, backendJob, 'open');
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
    const form = multipartForm({ job_id: job.job_id }, files);
    await t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    await t.app.candidateScorer.deliverDue();
    ranked = (await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)).json().data.candidates;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const list = async (query: string) => {
    const response = await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      total: number;
      data: { candidates: CandidateFitItem[]; next_cursor: string | null; stage_counts: Record<string, number> };
    };
  };
  const idOf = (name: string) => ranked.find((c) => c.name === name)!.application_id;
  const detailOf = async (name: string) =>
    (await api('GET', candidatePaths.fitScore(idOf(name)))).json().data as CandidateFitDetail;

  it('filters by score range, skill (through synonyms), stage, bookmark and source, and pages with a cursor', async () => {
    expect(ranked.map((c) => c.name).slice(0, 2)).toEqual(['Meera Shah', 'Kabir Rao']);
    expect((await list('&min_score=40')).data.candidates.map((c) => c.name)).toEqual(['Meera Shah', 'Kabir Rao']);
    expect((await list('&max_score=39')).total).toBe(2);
    // The résumé says k8s and Postgres; the filter is written the job's way, or another way.
    expect((await list('&skill=Kubernetes')).data.candidates.map((c) => c.name)).toEqual(['Meera Shah']);
    expect((await list('&skill=postgresql')).data.candidates.map((c) => c.name)).toEqual(['Meera Shah']);
    expect((await list('&skill=JS')).data.candidates.map((c) => c.name)).toEqual(['Kabir Rao']);
    expect((await list('&source=careers')).total).toBe(0);
    const pages: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await list(`&limit=1${cursor}`);
      expect(page.total).toBe(4);
      pages.push(...page.data.candidates.map((c) => c.name));
      if (page.data.next_cursor === null) break;
      cursor = `&cursor=${page.data.next_cursor}`;
    }
    expect(pages).toEqual(ranked.map((c) => c.name));
    expect((await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}&cursor=bogus`)).statusCode).toBe(400);
    expect((await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}&min_score=101`)).statusCode).toBe(400);
    expect((await api('GET', `${candidatePaths.fitScores}?job_id=job_nope`)).statusCode).toBe(404);
    expect((await api('GET', candidatePaths.fitScores)).json().error_message).toContain(candidateMessages.jobRequired);
  });

  it('sets and clears a bookmark', async () => {
    const set = await api('POST', candidatePaths.bookmark, { application_id: idOf('Kabir Rao'), bookmarked: true });
    expect(set.json()).toMatchObject({ message: candidateMessages.bookmarked, data: { bookmarked: true } });
    expect((await list('&bookmarked=true')).data.candidates.map((c) => c.name)).toEqual(['Kabir Rao']);
    expect(
      (await api('POST', candidatePaths.bookmark, { application_id: idOf('Kabir Rao'), bookmarked: false })).json()
        .message,
    ).toBe(candidateMessages.unbookmarked);
    expect((await list('&bookmarked=true')).total).toBe(0);
    expect(
      (await api('POST', candidatePaths.bookmark, { application_id: 'app_nope', bookmarked: true })).statusCode,
    ).toBe(404);
    expect((await api('POST', candidatePaths.bookmark, { application_id: idOf('Kabir Rao') })).statusCode).toBe(400);
  });

  it('moves candidates through the stages, one or many, with who and when in the history; a rejection needs its reason', async () => {
    const one = await api('POST', candidatePaths.stage, {
      application_ids: [idOf('Meera Shah')],
      stage: 'shortlisted',
    });
    expect(one.json()).toMatchObject({
      message: candidateMessages.moved(1, 'shortlisted'),
      data: { stage: 'shortlisted' },
    });
    const noReason = await api('POST', candidatePaths.stage, {
      application_ids: [idOf('Tara Das')],
      stage: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error_message).toContain(candidateMessages.reasonRequired);
    const both = await api('POST', candidatePaths.stage, {
      application_ids: [idOf('Tara Das'), idOf('Ravi Menon')],
      stage: 'rejected',
      reason: 'No backend experience',
    });
    expect(both.json().message).toBe(candidateMessages.moved(2, 'rejected'));
    // All or none: one id of nobody's refuses the whole move.
    expect(
      (await api('POST', candidatePaths.stage, { application_ids: [idOf('Kabir Rao'), 'app_nope'], stage: 'offer' }))
        .statusCode,
    ).toBe(404);
    expect((await detailOf('Kabir Rao')).stage).toBe('new');

    const tara = await detailOf('Tara Das');
    expect(tara).toMatchObject({ stage: 'rejected', rejection_reason: 'No backend experience' });
    // Uploaded by Nisha: she added the candidate.
    expect(tara.history.map((e) => [e.from_stage, e.to_stage, e.reason, e.actor_name])).toEqual([
      [null, 'new', null, 'Nisha Recruiter'],
      ['new', 'rejected', 'No backend experience', 'Nisha Recruiter'],
    ]);
    const counts = (await list('')).data.stage_counts;
    expect(counts).toMatchObject({ new: 1, shortlisted: 1, rejected: 2, screening: 0 });
    expect((await list('&stage=rejected')).total).toBe(2);
  });

  it('exports the ranked list as CSV with every cell escaped, the whole list or the chosen rows', async () => {
    await api('POST', candidatePaths.stage, {
      application_ids: [idOf('Ravi Menon')],
      stage: 'rejected',
      reason: '=HYPERLINK("http://evil.example","x")',
    });
    const whole = await t.app.inject({
      url: `/api${candidatePaths.fitScoresCsv}?job_id=${job.job_id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whole.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(whole.headers['content-disposition']).toBe('attachment; filename="candidates-backend-engineer.csv"');
    const rows = Papa.parse<string[]>(whole.body.trim()).data;
    expect(rows[0]).toEqual([
      'Rank',
      'Name',
      'Email',
      'Phone',
      'Location',
      'Score',
      'Stage',
      'Rejection reason',
      'Bookmarked',
      'Source',
      'Years of experience',
      'Skills',
      'Screening score',
      'Applied',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(ranked.map((c) => c.name));
    // What a recruiter typed, run by a spreadsheet if left bare: quoted.
    expect(rows.slice(1).find((row) => row[1] === 'Ravi Menon')![7]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    // A cell starting with + is one a spreadsheet would compute: quoted like any formula.
    expect(rows[1]!.slice(0, 7)).toEqual([
      '1',
      'Meera Shah',
      'meera.shah@example.in',
      "'+919845011111",
      'Bengaluru, India',
      '100',
      'Shortlisted',
    ]);
    const chosen = await t.app.inject({
      url: `/api${candidatePaths.fitScoresCsv}?job_id=${job.job_id}&application_ids=${idOf('Kabir Rao')},${idOf('Tara Das')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      Papa.parse<string[]>(chosen.body.trim())
        .data.slice(1)
        .map((row) => row[1]),
    ).toEqual(['Kabir Rao', 'Tara Das']);
  });

  it('has the recruiting agent screen a candidate through the provider, saying its name, and shows what the call found beside the score', async () => {
    const applicationId = idOf('Kabir Rao');
    expect(
      (await api('POST', '/agents', { agent_id: 'agent_riley', agent_name: 'Riley (Recruiting)', role: 'recruiting' }))
        .statusCode,
    ).toBeLessThan(300);
    const placed = await api('POST', candidatePaths.screeningCall, { application_id: applicationId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      message: 'Screening call placed: Riley is calling the candidate',
      data: { call_id: 'call_standin_1', to_number: '+919820022222' },
    });
    const request = provider.placedCalls[0]!;
    expect(request).toMatchObject({
      from_number: '+14155550100',
      to_number: '+919820022222',
      override_agent_id: 'agent_zara',
      metadata: {
        application_id: applicationId,
        job_id: job.job_id,
        candidate_id: ranked.find((c) => c.name === 'Kabir Rao')!.candidate_id,
      },
      retell_llm_dynamic_variables: { candidate_name: 'Kabir Rao', job_title: 'Backend Engineer', question_count: '2' },
    });
    const variables = request['retell_llm_dynamic_variables'] as Record<string, string>;
    expect(variables['question_1']).toContain('Four years building backend services in production');

    const requested = await detailOf('Kabir Rao');
    expect(requested).toMatchObject({
      stage: 'screening',
      screening: { call_id: 'call_standin_1', status: 'requested', score: null },
    });
    expect(requested.history.at(-1)).toMatchObject({
      from_stage: 'new',
      to_stage: 'screening',
      actor_name: 'Nisha Recruiter',
    });
    // A second call while the first is under way is refused.
    expect((await api('POST', candidatePaths.screeningCall, { application_id: applicationId })).statusCode).toBe(409);

    // The provider calls back with the analysis, signed, like every call.
    const call = {
      call_id: 'call_standin_1',
      agent_id: 'agent_zara',
      call_type: 'phone_call',
      call_status: 'ended',
      direction: 'outbound',
      from_number: '+14155550100',
      to_number: '+919820022222',
      start_timestamp: Date.now() - 300_000,
      end_timestamp: Date.now() - 60_000,
      metadata: request['metadata'],
      call_analysis: {
        call_summary: 'Kabir has three and a half years of Node.js and SQL; no Go yet.',
        call_successful: true,
        user_sentiment: 'Positive',
        custom_analysis_data: {
          answer_1: 'Three and a half years of Node.js services',
          answer_2: 'SQL daily, Node.js',
          screening_score: 68,
        },
      },
    };
    expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_analyzed', call })).statusCode).toBe(204);
    const screened = await detailOf('Kabir Rao');
    expect(screened.screening).toMatchObject({
      status: 'completed',
      score: 68,
      call_successful: true,
      summary: call.call_analysis.call_summary,
    });
    expect(screened.screening!.answers.map((a) => a.answer)).toEqual([
      'Three and a half years of Node.js services',
      'SQL daily, Node.js',
    ]);
    expect((await list('&stage=screening')).data.candidates[0]).toMatchObject({
      name: 'Kabir Rao',
      screening_score: 68,
    });

    // No phone: nothing to call.
    const noPhone = await api('POST', candidatePaths.screeningCall, { application_id: idOf('Ravi Menon') });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().error_message).toBe(candidateMessages.noPhone);
  });

  it('answers 409 with how to configure it when no voice provider is set up for the workspace', async () => {
    // A second workspace: the environment's provider account is the first one's.
    const other = await signUpUser(t.app);
    const otherJob = await makeJob(t, other.token, backendJob, 'open');
    const form = multipartForm({ job_id: otherJob.job_id }, [
      { field: 'files', filename: 'kabir.txt', content: middleResume },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { authorization: `Bearer ${other.token}`, ...form.headers },
      payload: form.payload,
    });
    await t.app.candidateScorer.deliverDue();
    const [theirs] = (
      await apiAs(t, other.token)('GET', `${candidatePaths.fitScores}?job_id=${otherJob.job_id}`)
    ).json().data.candidates as CandidateFitItem[];
    const refused = await apiAs(t, other.token)('POST', candidatePaths.screeningCall, {
      application_id: theirs!.application_id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(candidateMessages.noProvider);
    // The same person in another workspace is another candidate there.
    expect(theirs!.candidate_id).not.toBe(ranked.find((c) => c.name === 'Kabir Rao')!.candidate_id);
  });

  it('exports everything held about a candidate, then erases it and keeps only an anonymous stage history', async () => {
    const tara = await detailOf('Tara Das');
    const exported = await t.app.inject({
      url: `/api${candidatePaths.candidateExport(tara.candidate_id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const document = JSON.parse(await zip.file('candidate.json')!.async('string')) as {
      candidate: { name: string };
      applications: { stage: string }[];
      stage_history: unknown[];
      resumes: { path: string }[];
    };
    expect(document.candidate.name).toBe('Tara Das');
    expect(document.applications.map((a) => a.stage)).toEqual(['rejected']);
    expect(document.stage_history).toHaveLength(2);
    expect(await zip.file(document.resumes[0]!.path)!.async('string')).toContain('Product designer');

    // Erasure cannot be undone: a member reads the candidate but only an admin erases.
    const member = (await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, token), role: 'member' }))
      .token;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api${candidatePaths.candidate(tara.candidate_id)}?calls=erase`,
          headers: { authorization: `Bearer ${member}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await apiAs(t, member)('GET', candidatePaths.fitScore(tara.application_id))).statusCode).toBe(200);
    const before = (await api('GET', `/job-description/${job.job_id}`)).json().data.applicant_count as number;
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api${candidatePaths.candidate(tara.candidate_id)}?calls=erase`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(erased.json()).toMatchObject({
      message: candidateMessages.erased,
      data: { candidate_id: tara.candidate_id, applications: 1, calls_choice: 'erase' },
    });
    expect((await api('GET', candidatePaths.fitScore(tara.application_id))).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api${candidatePaths.resume(tara.candidate_id, tara.resume!.resume_id)}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api('GET', `/job-description/${job.job_id}`)).json().data.applicant_count).toBe(before - 1);
    const left = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`
      select (select count(*)::int from candidates where id = ${tara.candidate_id}) as candidates,
        (select count(*)::int from candidate_resumes where candidate_id = ${tara.candidate_id}) as resumes,
        (select count(*)::int from job_applications where id = ${tara.application_id}) as applications,
        (select json_agg(json_build_array(to_stage, reason) order by id) from application_stage_events where application_id = ${tara.application_id}) as history`),
    );
    expect(left[0]).toEqual({
      candidates: 0,
      resumes: 0,
      applications: 0,
      history: [
        ['new', null],
        ['rejected', null],
      ],
    });
    expect((await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}&stage=rejected`)).json().total).toBe(1);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api${candidatePaths.candidate(tara.candidate_id)}?calls=erase`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(404);
  });
});
