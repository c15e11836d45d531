import { careersLimits, careersMessages, careersPaths, jobPaths, type Job } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { applyLimits } from './careers-apply.service.ts';
import { apiAs, applicant, apply, makeJob, onSiteJob, remoteJob, resumePdf, slugsOf } from './careers-testing.ts';

// The Apply form of a job's page: multipart without JavaScript, each refusal the form again with
// what was typed and a message at each field, a honeypot, and limits per address and e-mail.

describe('the Apply form of the careers site', () => {
  let t: TestApp;
  let token: string;
  let job: Job;
  let address = 0;
  /** A client address of its own for each test, so the per-address limit is only met where it is tested. */
  const nextAddress = () => `192.0.2.${(address += 1)}`;
  const applicationsOf = async (jobId: string) =>
    rowsOf<{ name: string; email: string; phone: string; resume_filename: string }>(
      await t.database.db
        .execute(sql`select c.name, c.email, coalesce(c.phone, '') as phone, r.filename as resume_filename from job_applications a
        join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id join candidate_resumes r on r.workspace_id = a.workspace_id and r.id = a.resume_id
        where a.job_id = ${jobId} order by a.created_at`),
    );
  const countOf = async (jobId: string) =>
    ((await apiAs(t, token)('GET', jobPaths.job(jobId))).json().data as Job).applicant_count;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    job = await makeJob(t, token, remoteJob);
  });
  afterAll(() => t.close());

  it('stores an application with its résumé, counts it on the job and sends the applicant to the thanks page', async () => {
    const response = await apply(t, job, applicant, [resumePdf()], nextAddress());
    expect(response.statusCode).toBe(303);
    const { workspace, jobSlug } = slugsOf(job);
    expect(response.headers['location']).toBe(careersPaths.applied(workspace, jobSlug));
    const thanks = await t.app.inject({ method: 'GET', url: careersPaths.applied(workspace, jobSlug) });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Application sent');
    expect(await applicationsOf(job.job_id)).toEqual([
      {
        name: 'Ananya Iyer',
        email: 'ananya.iyer@example.in',
        phone: '+919876543210',
        resume_filename: 'ananya-iyer.pdf',
      },
    ]);
    expect(await countOf(job.job_id)).toBe(1);
  });

  it('reads a phone number without its country code in the country of the job, and takes .docx, .txt and .md résumés', async () => {
    const files = [
      { filename: 'cv.docx', content: Buffer.from('PK\u0003\u0004 a docx', 'latin1') },
      { filename: 'cv.txt', content: 'Rohan Mehta\nBackend engineer, six years' },
      { filename: 'cv.md', content: '# Rohan Mehta' },
    ];
    for (const [index, file] of files.entries()) {
      const response = await apply(
        t,
        job,
        { ...applicant, name: `Rohan ${index}`, email: `rohan${index}@example.in`, phone: `098765 4322${index}` },
        [file],
        nextAddress(),
      );
      expect(response.statusCode, file.filename).toBe(303);
    }
    const stored = (await applicationsOf(job.job_id)).filter((row) => row.name.startsWith('Rohan'));
    expect(stored.map((row) => [row.resume_filename, row.phone])).toEqual(
      files.map((file, index) => [file.filename, `+91987654322${index}`]),
    );
  });

  it('answers each problem at its field, with the values kept and escaped, and the right status', async () => {
    const before = await countOf(job.job_id);
    const cases: [Record<string, string>, Parameters<typeof apply>[3], number, string[]][] = [
      [
        { ...applicant, name: ' ', email: 'not-an-address', consent: '' },
        undefined,
        400,
        [careersMessages.nameRequired, careersMessages.emailInvalid, careersMessages.consentRequired],
      ],
      [{ ...applicant, phone: '+91 12' }, undefined, 400, [careersMessages.phoneInvalid]],
      [{ ...applicant, phone: 'call me' }, undefined, 400, [careersMessages.phoneInvalid]],
      [applicant, [], 400, [careersMessages.resumeRequired]],
      [applicant, [{ filename: '', content: '' }], 400, [careersMessages.resumeRequired]],
      [applicant, [{ filename: 'cv.exe', content: 'MZ' }], 415, [careersMessages.resumeType]],
      [applicant, [{ filename: 'cv.pdf', content: 'not a pdf' }], 415, ['cv.pdf is not a valid .pdf file']],
      [
        applicant,
        [
          {
            filename: 'cv.pdf',
            content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(careersLimits.resumeBytes)]),
          },
        ],
        413,
        [careersMessages.resumeTooLarge],
      ],
    ];
    for (const [fields, files, status, messages] of cases) {
      const response = await apply(t, job, fields, files, nextAddress());
      expect(response.statusCode, messages[0]).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const message of messages) expect(response.body, message).toContain(`<p class="error" id="`);
      for (const message of messages) expect(response.body.replaceAll('&#39;', "'")).toContain(message);
      expect(response.body).toContain('data-testid="apply-problems"');
    }
    // Fields sent after a refused file are still read: the consent box stays ticked.
    const tooLarge = await apply(
      t,
      job,
      { ...applicant, name: '<b>Meera</b> "Das"' },
      [{ filename: 'cv.txt', content: 'x'.repeat(careersLimits.resumeBytes + 1) }],
      nextAddress(),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('value="&lt;b&gt;Meera&lt;/b&gt; &quot;Das&quot;"');
    expect(tooLarge.body).toContain('value="ananya.iyer@example.in"');
    expect(tooLarge.body).toMatch(/name="consent" type="checkbox" value="yes" required checked/);
    expect(tooLarge.body).not.toContain('<b>Meera</b>');
    expect(await countOf(job.job_id)).toBe(before);
  });

  it('refuses a body that is not a multipart form', async () => {
    const { workspace, jobSlug } = slugsOf(job);
    const url = careersPaths.apply(workspace, jobSlug);
    const json = await t.app.inject({ method: 'POST', url, payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.body).toContain(careersMessages.notAMultipartForm);
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.headers['content-type']).toBe('text/html; charset=utf-8');
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=y' },
      payload: '--y\r\nContent-Disposition: form-data; name="name"\r\n\r\noops',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers a filled honeypot as if it worked, and keeps nothing', async () => {
    const before = (await applicationsOf(job.job_id)).length;
    const response = await apply(
      t,
      job,
      { ...applicant, name: 'Spam Bot', website: 'https://spam.example' },
      [resumePdf()],
      nextAddress(),
    );
    expect(response.statusCode).toBe(303);
    expect((await applicationsOf(job.job_id)).length).toBe(before);
  });

  it(`limits an e-mail address to ${applyLimits.perEmailAndJob.limit} applications to a job a day, and an address to ${applyLimits.perAddress.limit} an hour`, async () => {
    const other = await makeJob(t, token, onSiteJob);
    const email = 'kavya.nair@example.in';
    for (let index = 0; index < applyLimits.perEmailAndJob.limit; index += 1)
      expect((await apply(t, other, { ...applicant, email }, undefined, nextAddress())).statusCode).toBe(303);
    const limited = await apply(t, other, { ...applicant, email: 'KAVYA.NAIR@example.in' }, undefined, nextAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.body.replaceAll('&#39;', "'")).toContain(careersMessages.tooMany);
    expect(limited.body).toContain('value="KAVYA.NAIR@example.in"');
    // The same address may still apply to another job.
    expect((await apply(t, job, { ...applicant, email }, undefined, nextAddress())).statusCode).toBe(303);

    const crowded = nextAddress();
    for (let index = 0; index < applyLimits.perAddress.limit; index += 1) {
      expect(
        (await apply(t, other, { ...applicant, email: `person${index}@example.in` }, undefined, crowded)).statusCode,
      ).toBe(303);
    }
    expect((await apply(t, other, { ...applicant, email: 'one.more@example.in' }, undefined, crowded)).statusCode).toBe(
      429,
    );
    const [kept] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from careers_apply_attempts where key like '%@%' or key like '%.%'`,
      ),
    );
    expect(kept!.n).toBe(0);
  });

  it('refuses applications to a closed job (410) and to a job not on the site (404)', async () => {
    const closing = await makeJob(t, token, onSiteJob);
    await apiAs(t, token)('POST', jobPaths.close(closing.job_id));
    const closed = await apply(t, closing, applicant, undefined, nextAddress());
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(careersMessages.jobClosed);
    const draft = await makeJob(t, token, onSiteJob, 'draft');
    expect((await apply(t, draft, applicant, undefined, nextAddress())).statusCode).toBe(404);
    expect(await applicationsOf(closing.job_id)).toEqual([]);
  });
});
