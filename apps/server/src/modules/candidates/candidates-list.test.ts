import { candidateMessages, candidatePaths } from '@agentdesk/shared';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useCandidatesApp } from '../../test/candidates-actions-testing.ts';

// #17 item 3: the ranked list's filters and pages, bookmarks, stage changes with their history,
// and the CSV of the list (the stages the earlier tests set are in it).

describe('working with the ranked candidates', () => {
  const fixture = useCandidatesApp();
  const { api, list, idOf, detailOf } = fixture;

  it('filters by score range, skill (through synonyms), stage, bookmark and source, and pages with a cursor', async () => {
    const job = fixture.job();
    const ranked = fixture.ranked();
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
    const t = fixture.t();
    const token = fixture.token();
    const job = fixture.job();
    const ranked = fixture.ranked();
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
});
