import { candidateMessages, candidatePaths, type CandidateFitItem } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { apiAs, makeJob, multipartForm } from '../../test/api-testing.ts';
import { useCandidatesApp } from '../../test/candidates-actions-testing.ts';
import { backendJob, middleResume } from '../../test/candidates-testing.ts';
import { postSignedWebhook, signUpUser } from '../../test/test-app.ts';

// #17 item 5: zara's screening call round trip through a stand-in provider, and the refusal
// when the workspace has no voice provider.

describe('screening calls to candidates', () => {
  const fixture = useCandidatesApp();
  const { api, list, idOf, detailOf } = fixture;

  it('has the recruiting agent screen a candidate through the provider, saying its name, and shows what the call found beside the score', async () => {
    const t = fixture.t();
    const job = fixture.job();
    const ranked = fixture.ranked();
    const provider = fixture.provider();
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
    const t = fixture.t();
    const ranked = fixture.ranked();
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
});
