import { candidateMessages, candidatePaths } from '@agentdesk/shared';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs } from '../../test/api-testing.ts';
import { useCandidatesApp } from '../../test/candidates-actions-testing.ts';
import { addWorkspaceMember, workspaceOf } from '../../test/test-app.ts';

// #17 item 6: a candidate's export and erasure.

describe('exporting and erasing a candidate', () => {
  const fixture = useCandidatesApp();
  const { api, idOf, detailOf } = fixture;

  // Tara Das and Ravi Menon were rejected, as on the ranked list.
  beforeAll(async () => {
    const rejected = await api('POST', candidatePaths.stage, {
      application_ids: [idOf('Tara Das'), idOf('Ravi Menon')],
      stage: 'rejected',
      reason: 'No backend experience',
    });
    expect(rejected.json().message).toBe(candidateMessages.moved(2, 'rejected'));
  });

  it('exports everything held about a candidate, then erases it and keeps only an anonymous stage history', async () => {
    const t = fixture.t();
    const token = fixture.token();
    const job = fixture.job();
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
