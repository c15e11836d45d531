import {
  candidateMessages,
  candidatePaths,
  FIT_EXCLUDED_TEXT,
  jobPaths,
  type CandidateFitDetail,
  type CandidateFitItem,
  type Job,
  type ScoringBatch,
} from '@agentdesk/shared';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { apiAs, makeJob, multipartForm, type FilePart } from '../../test/api-testing.ts';
import {
  backendJob,
  middleResume,
  resumeAsPdf,
  resumeAsPng,
  strongResume,
  weakResume,
} from '../../test/candidates-testing.ts';

// #17 items 1–3: résumés uploaded against a job are read and scored in the background, durably;
// the score is explained part by part; the same person is one candidate; a job's edit rescores.

describe('scoring résumés against a job (POST /candidate/score-candidates)', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;
  let job: Job;

  // The background scorer polls rarely here: each test drains it when it wants the work done.
  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    token = (await signUpUser(t.app)).token;
    api = apiAs(t, token);
    job = await makeJob(t, token, backendJob, 'open');
  });
  afterAll(() => t.close());

  const send = (fields: Record<string, string>, files: FilePart[]) => {
    const form = multipartForm(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
  };
  const upload = (jobId: string, files: FilePart[]) => send({ job_id: jobId }, files);
  const file = (filename: string, content: string | Buffer): FilePart => ({ field: 'files', filename, content });
  const ranked = async (jobId: string, query = '') =>
    (await api('GET', `${candidatePaths.fitScores}?job_id=${jobId}${query}`)).json().data
      .candidates as CandidateFitItem[];

  it('reads three résumés into candidates, ranks them by an explained score, and reports a bad file alone', async () => {
    const response = await upload(job.job_id, [
      file('meera.pdf', resumeAsPdf(strongResume)),
      file('kabir.txt', middleResume),
      file('tara.md', weakResume),
      file('broken.pdf', Buffer.from('%PDF-1.4\nnot really a pdf', 'latin1')),
      file('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(candidateMessages.uploaded(5));
    const queued = response.json().data as ScoringBatch;
    expect(queued.files.map((f) => [f.filename, f.status])).toEqual([
      ['meera.pdf', 'queued'],
      ['kabir.txt', 'queued'],
      ['tara.md', 'queued'],
      ['broken.pdf', 'queued'],
      ['photo.png', 'failed'],
    ]);
    expect(queued.files[4]!.error).toBe(candidateMessages.fileType);

    await t.app.candidateScorer.deliverDue();
    const batch = (await api('GET', candidatePaths.scoringBatch(queued.batch_id))).json().data as ScoringBatch;
    expect(batch.done).toBe(5);
    expect(batch.files.map((f) => [f.candidate_name, f.status])).toEqual([
      ['Meera Shah', 'scored'],
      ['Kabir Rao', 'scored'],
      ['Tara Das', 'scored'],
      [null, 'failed'],
      [null, 'failed'],
    ]);
    expect(batch.files[3]!.error).toBe(candidateMessages.fileUnreadable);

    // Written in advance: everything / part of it / little of it.
    const list = await ranked(job.job_id);
    expect(list.map((c) => c.name)).toEqual(['Meera Shah', 'Kabir Rao', 'Tara Das']);
    expect(list[0]).toMatchObject({
      score: 100,
      stage: 'new',
      source: 'upload',
      email: 'meera.shah@example.in',
      phone: '+919845011111',
      location: 'Bengaluru, India',
      fit_status: 'scored',
    });
    expect(list[1]!.score).toBeGreaterThanOrEqual(35);
    expect(list[1]!.score).toBeLessThanOrEqual(60);
    expect(list[2]!.score).toBeLessThanOrEqual(15);

    const detail = (await api('GET', candidatePaths.fitScore(list[1]!.application_id))).json()
      .data as CandidateFitDetail;
    expect(detail.fit!.excluded).toBe(FIT_EXCLUDED_TEXT);
    expect(detail.fit!.weights).toMatchObject({
      must_have: 45,
      nice_to_have: 15,
      skill: 20,
      experience: 12,
      location: 8,
    });
    const part = (requirement: string) => detail.fit!.parts.find((p) => p.requirement === requirement);
    expect(part('Solid SQL and one of Java, Go or Node.js')).toMatchObject({
      result: 'matched',
      evidence: 'Built Node.js APIs for order tracking with SQL on MySQL',
    });
    expect(part('Four years building backend services in production')!.result).toBe('partial');
    expect(part('Experience with Kafka or another event log')).toMatchObject({ result: 'missing', evidence: null });
    expect(part('Kubernetes')).toMatchObject({ kind: 'skill', result: 'missing' });
    expect(detail.profile!.work_history[0]).toMatchObject({
      title: 'Software Engineer',
      company: 'Swiggy',
      is_current: true,
    });
    expect(detail.resume).toMatchObject({ filename: 'kabir.txt', content_type: 'text/plain' });
    expect(detail.resume_text).toContain('Kabir Rao');
    expect(detail.history).toEqual([expect.objectContaining({ from_stage: null, to_stage: 'new' })]);

    // Synonyms: the strong résumé says k8s and Postgres.
    const strong = (await api('GET', candidatePaths.fitScore(list[0]!.application_id))).json()
      .data as CandidateFitDetail;
    expect(strong.fit!.parts.find((p) => p.requirement === 'Kubernetes')).toMatchObject({
      result: 'matched',
      reason: 'k8s is Kubernetes',
    });
    expect(strong.fit!.parts.find((p) => p.requirement === 'PostgreSQL')).toMatchObject({
      result: 'matched',
      reason: 'Postgres is PostgreSQL',
    });
    const pdf = await t.app.inject({
      url: `/api${candidatePaths.resume(strong.candidate_id, strong.resume!.resume_id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives the same score for the same résumé and job, and merges the same person into one candidate', async () => {
    const other = await makeJob(t, token, { ...backendJob, title: 'Platform Engineer' }, 'open');
    // Meera again for the same job (a newer résumé), and for another job; Kabir's phone with a new address.
    await upload(job.job_id, [file('meera-2026.txt', strongResume)]);
    await upload(other.job_id, [
      file('meera.txt', strongResume),
      file('kabir-new.txt', middleResume.replace('kabir.rao@example.in', 'kabir@example.org')),
    ]);
    await t.app.candidateScorer.deliverDue();
    const list = await ranked(job.job_id);
    expect(list.map((c) => [c.name, c.score])).toEqual([
      ['Meera Shah', 100],
      ['Kabir Rao', list[1]!.score],
      ['Tara Das', list[2]!.score],
    ]);
    const [meera] = list;
    const onOther = await ranked(other.job_id);
    expect(onOther.map((c) => c.candidate_id).sort()).toEqual([meera!.candidate_id, list[1]!.candidate_id].sort());
    expect(onOther.find((c) => c.name === 'Meera Shah')!.score).toBe(100);
    const detail = (await api('GET', candidatePaths.fitScore(meera!.application_id))).json().data as CandidateFitDetail;
    expect(detail.other_applications).toEqual([
      expect.objectContaining({ job_id: other.job_id, job_title: 'Platform Engineer' }),
    ]);
    expect(detail.resume!.filename).toBe('meera-2026.txt');
    const candidates = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from candidates where email like '%@example.%'`),
    );
    expect(candidates[0]!.n).toBe(3);
    expect((await api('GET', jobPaths.job(job.job_id))).json().data.applicant_count).toBe(3);
  });

  it("rescores a job's candidates when its requirements change", async () => {
    const before = await ranked(job.job_id);
    const changed = await api('PUT', jobPaths.job(job.job_id), {
      requirements: ['Product design in Figma', 'User research'],
      skills: ['Figma'],
      nice_to_have: [],
    });
    expect(changed.statusCode).toBe(200);
    // The edit queued them, and woke the scorer.
    await t.app.candidateScorer.deliverDue();
    const after = await ranked(job.job_id);
    expect(after.every((c) => c.fit_status === 'scored')).toBe(true);
    expect(after[0]!.name).toBe('Tara Das');
    expect(after.find((c) => c.name === 'Tara Das')!.score).toBeGreaterThan(
      before.find((c) => c.name === 'Tara Das')!.score!,
    );
    // A change the score does not read (the summary) leaves the scores alone.
    await api('PUT', jobPaths.job(job.job_id), { summary: 'A new summary.' });
    expect((await ranked(job.job_id)).every((c) => c.fit_status === 'scored')).toBe(true);
  });

  it('queues every scored application again when the scorer changes (migration 0076), and rescores them', async () => {
    const before = await ranked(job.job_id);
    expect(before.length).toBeGreaterThan(0);
    const migration = readFileSync(
      new URL('../../db/migrations/0076_fit_rescore_meaning.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    expect((await ranked(job.job_id)).every((c) => c.fit_status === 'pending')).toBe(true);
    await t.app.candidateScorer.deliverDue();
    const after = await ranked(job.job_id);
    expect(after.every((c) => c.fit_status === 'scored')).toBe(true);
    expect(after.map((c) => [c.name, c.score])).toEqual(before.map((c) => [c.name, c.score]));
  });

  it('keeps a queued upload across a restart and reads it in the new process', async () => {
    const response = await upload(job.job_id, [
      file(
        'late.txt',
        strongResume
          .replace(/Meera Shah/g, 'Anil Kumar')
          .replace('meera.shah', 'anil.kumar')
          .replace('98450 11111', '98450 44444'),
      ),
    ]);
    const { batch_id: batchId } = response.json().data as ScoringBatch;
    // The process stops before its scorer ran, and another starts on the same database.
    await t.app.close();
    t.app = await buildApp({ config: t.config, database: t.database });
    await t.app.ready();
    await t.app.candidateScorer.deliverDue();
    const batch = (await api('GET', candidatePaths.scoringBatch(batchId))).json().data as ScoringBatch;
    expect(batch.files[0]).toMatchObject({ status: 'scored', candidate_name: 'Anil Kumar' });
  });

  it('refuses an upload without files or job (400), to an unknown job (404), and too many files (413)', async () => {
    const none = await send({ job_id: job.job_id }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error_message).toBe(candidateMessages.noFiles);
    const noJob = await send({}, [file('a.txt', 'x')]);
    expect(noJob.json()).toEqual({ error_message: candidateMessages.jobRequired });
    expect((await upload('job_nope', [file('a.txt', strongResume)])).statusCode).toBe(404);
    const many = Array.from({ length: 51 }, (_, index) => file(`cv-${index}.txt`, 'Name'));
    const tooMany = await upload(job.job_id, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error_message).toBe(candidateMessages.tooManyFiles);
    const json = await api('POST', candidatePaths.scoreCandidates, { job_id: job.job_id });
    expect(json.statusCode).toBe(400);
    expect((await api('GET', candidatePaths.scoringBatch('upl_nope'))).statusCode).toBe(404);
  });

  it('reads a photographed résumé by OCR and scores it like any other', async () => {
    const response = await upload(job.job_id, [
      file(
        'scan.png',
        resumeAsPng(
          middleResume
            .replace(/Kabir Rao/g, 'Nikhil Jain')
            .replace('kabir.rao', 'nikhil.jain')
            .replace('98200 22222', '98200 55555'),
        ),
      ),
    ]);
    expect(response.json().data.files[0]).toMatchObject({ status: 'queued', error: null });
    await t.app.candidateScorer.deliverDue();
    const [scanned] = (
      (await api('GET', candidatePaths.scoringBatch(response.json().data.batch_id))).json().data as ScoringBatch
    ).files;
    expect(scanned).toMatchObject({ status: 'scored', candidate_name: 'Nikhil Jain' });
    const detail = (await api('GET', candidatePaths.fitScore(scanned!.application_id!))).json()
      .data as CandidateFitDetail;
    expect(detail.email).toBe('nikhil.jain@example.in');
    expect(detail.resume!.content_type).toBe('image/png');
    expect(detail.profile!.work_history[0]).toMatchObject({ company: 'Swiggy', is_current: true });
    expect(detail.fit_status).toBe('scored');
    expect(detail.fit!.parts.length).toBeGreaterThan(0);
  }, 600_000);

  it('fails an oversize résumé alone and scores the rest', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload(job.job_id, [file('huge.pdf', big), file('tara-again.txt', weakResume)]);
    expect(response.statusCode).toBe(202);
    const batch = response.json().data as ScoringBatch;
    expect(batch.files.map((f) => [f.status, f.error])).toEqual([
      ['failed', candidateMessages.fileTooLarge],
      ['queued', null],
    ]);
    await t.app.candidateScorer.deliverDue();
    expect(
      ((await api('GET', candidatePaths.scoringBatch(batch.batch_id))).json().data as ScoringBatch).files[1]!.status,
    ).toBe('scored');
  });
});
