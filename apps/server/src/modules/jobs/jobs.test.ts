import { jobMessages, jobPaths, type Job } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../lib/simple-pdf.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { multipartFiles } from '../../test/multipart.ts';
import { api, forkliftForm } from '../../test/jobs-testing.ts';

const posting = `Delivery Driver

Department: Logistics
Location: Leeds
Salary: £26,000 - £29,000
Employment type: Part-time

About the role
Deliver parcels across West Yorkshire.

Responsibilities
- Load the van in the morning
- Deliver 120 parcels a day

Requirements
- A clean category B licence`;

describe('job descriptions (SPEC §7 /job-description/...)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const inject = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer((await signUpUser(t.app)).token);
    // Its jobs are in Yorkshire towns: a location without a country is posted as in the default's (#28 item 7).
    await t.app.inject({
      method: 'PUT',
      url: api(jobPaths.postingSettings),
      headers,
      payload: { default_country: 'GB' },
    });
  });
  afterAll(() => t.close());

  it('creates a draft from the job listing form, dropping blank list items', async () => {
    const response = await inject('POST', jobPaths.create, forkliftForm);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(jobMessages.created);
    const job = response.json().data as Job;
    expect(job).toMatchObject({
      ...forkliftForm,
      responsibilities: ['Load lorries', 'Keep the yard tidy'],
      status: 'draft',
      source: 'form',
      copied_from: null,
      published_timestamp: null,
    });
    expect(job.job_id).toMatch(/^job_[0-9a-f]{16}$/);
    expect((await inject('GET', jobPaths.job(job.job_id))).json().data).toEqual(job);
  });

  it('refuses a form without a title, a reversed salary or one without currency, with the sentence alone', async () => {
    for (const [body, message] of [
      [{ ...forkliftForm, title: '  ' }, jobMessages.titleRequired],
      [{ ...forkliftForm, salary_min: 30_000 }, jobMessages.salaryOrder],
      [{ ...forkliftForm, salary_currency: '' }, jobMessages.currencyRequired],
      [{ ...forkliftForm, salary_currency: 'pounds' }, jobMessages.currencyCode],
    ] as const) {
      const response = await inject('POST', jobPaths.create, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(message);
    }
    expect((await inject('POST', jobPaths.create, { ...forkliftForm, employment_type: 'forever' })).statusCode).toBe(
      400,
    );
  });

  it('reads a pasted description into a draft', async () => {
    const response = await inject('POST', jobPaths.uploadText, { text: posting });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Delivery Driver',
      department: 'Logistics',
      location: 'Leeds',
      employment_type: 'part_time',
      salary_min: 26_000,
      salary_max: 29_000,
      salary_currency: 'GBP',
      summary: 'Deliver parcels across West Yorkshire.',
      responsibilities: ['Load the van in the morning', 'Deliver 120 parcels a day'],
      requirements: ['A clean category B licence'],
      source: 'text',
      status: 'draft',
    });
    expect((await inject('POST', jobPaths.uploadText, { text: posting, title: 'Van Driver' })).json().data.title).toBe(
      'Van Driver',
    );
    expect((await inject('POST', jobPaths.uploadText, { text: '   ' })).json().error_message).toBe(
      jobMessages.textRequired,
    );
  });

  it('reads an uploaded PDF, Word-free text or Markdown file, and refuses others', async () => {
    const upload = (files: Parameters<typeof multipartFiles>[0]) => {
      const body = multipartFiles(files);
      return t.app.inject({
        method: 'POST',
        url: api(jobPaths.upload),
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const pdf = simplePdf([
      { text: 'Night Picker' },
      { text: 'Location: Wakefield' },
      { text: 'Responsibilities' },
      { text: '- Pick orders for the morning rounds' },
    ]);
    const fromPdf = await upload([{ filename: 'night-picker.pdf', content: pdf, field: 'file' }]);
    expect(fromPdf.statusCode).toBe(200);
    expect(fromPdf.json().data).toMatchObject({
      title: 'Night Picker',
      location: 'Wakefield',
      responsibilities: ['Pick orders for the morning rounds'],
      source: 'file',
    });
    const fromMarkdown = await upload([
      { filename: 'team-lead.md', content: '## Responsibilities\n- Lead the team', field: 'file' },
    ]);
    // No title line of its own: the file's name stands in, to be edited.
    expect(fromMarkdown.json().data).toMatchObject({ title: 'team lead', responsibilities: ['Lead the team'] });

    for (const [files, status, message] of [
      [[{ filename: 'job.html', content: '<p>x</p>', field: 'file' }], 415, jobMessages.fileType],
      [[{ filename: 'job.pdf', content: 'not a pdf', field: 'file' }], 415, 'job.pdf is not a valid .pdf file'],
      [
        [{ filename: 'job.txt', content: Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), field: 'file' }],
        413,
        jobMessages.fileTooLarge,
      ],
      [[{ filename: 'job.txt', content: 'x', field: 'document' }], 400, jobMessages.selectFile],
      [
        [{ filename: 'scan.pdf', content: simplePdf([]), field: 'file' }],
        422,
        'No text found in this PDF (a scanned image has none to read)',
      ],
    ] as const) {
      const response = await upload(files as unknown as Parameters<typeof multipartFiles>[0]);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error_message).toBe(message);
    }
  });

  it('keeps seniority, nice-to-haves, benefits, the deadline, openings, the hiring manager and who made and changed it', async () => {
    const details = {
      seniority: 'senior',
      nice_to_have: ['Reach truck', ' '],
      benefits: ['Pension'],
      application_deadline: '2026-12-31',
      openings: 3,
      hiring_manager: 'Dana Reyes',
    };
    const job = (await inject('POST', jobPaths.create, { ...forkliftForm, ...details })).json().data as Job;
    expect(job).toMatchObject({
      ...details,
      nice_to_have: ['Reach truck'],
      applicant_count: 0,
      created_by: { username: expect.any(String) },
      updated_by: job.created_by,
    });
    const cleared = await inject('PUT', jobPaths.job(job.job_id), {
      seniority: null,
      application_deadline: null,
      openings: 1,
    });
    expect(cleared.json().data).toMatchObject({
      seniority: null,
      application_deadline: null,
      openings: 1,
      benefits: ['Pension'],
    });
    for (const [body, message] of [
      [{ application_deadline: '2026-02-30' }, jobMessages.deadlineFormat],
      [{ openings: 0 }, jobMessages.openingsRange],
      [{ openings: 1001 }, jobMessages.openingsRange],
      [{ seniority: 'guru' }, undefined],
    ] as const) {
      const response = await inject('PUT', jobPaths.job(job.job_id), body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error_message).toBe(message);
    }
  });

  it('gives each job a slug from its title, unique in the workspace, set again from the title when first published', async () => {
    const first = (await inject('POST', jobPaths.create, { ...forkliftForm, title: 'Shift Lead (Nights)' })).json()
      .data as Job;
    const second = (await inject('POST', jobPaths.create, { ...forkliftForm, title: 'Shift lead — nights' })).json()
      .data as Job;
    expect([first.slug, second.slug]).toEqual(['shift-lead-nights', 'shift-lead-nights-2']);
    const copy = (await inject('POST', jobPaths.copy(first.job_id))).json().data as Job;
    expect(copy.slug).toBe('copy-of-shift-lead-nights');
    await inject('PUT', jobPaths.job(copy.job_id), { title: 'Shift Lead (Days)' });
    const published = (await inject('PUT', jobPaths.job(copy.job_id), { status: 'open' })).json().data as Job;
    expect(published.slug).toBe('shift-lead-days');
    // Once published the address stays, whatever the title becomes.
    expect(((await inject('PUT', jobPaths.job(copy.job_id), { title: 'Shift Lead' })).json().data as Job).slug).toBe(
      'shift-lead-days',
    );
  });

  it('edits, publishes, closes (then read-only) and copies a job', async () => {
    const job = (await inject('POST', jobPaths.create, forkliftForm)).json().data as Job;
    const edited = await inject('PUT', jobPaths.job(job.job_id), {
      title: 'Senior Forklift Operator',
      skills: ['Forklift', 'Reach truck'],
    });
    expect(edited.json()).toMatchObject({
      message: jobMessages.saved,
      data: { title: 'Senior Forklift Operator', skills: ['Forklift', 'Reach truck'], department: 'Operations' },
    });
    // Checked against the kept fields: a minimum above the kept maximum.
    expect((await inject('PUT', jobPaths.job(job.job_id), { salary_min: 28_000 })).json().error_message).toBe(
      jobMessages.salaryOrder,
    );
    expect((await inject('PUT', jobPaths.job(job.job_id), {})).statusCode).toBe(400);

    const published = await inject('PUT', jobPaths.job(job.job_id), { status: 'open' });
    expect(published.json()).toMatchObject({ message: jobMessages.published, data: { status: 'open' } });
    expect(published.json().data.published_timestamp).toEqual(expect.any(Number));

    const closed = await inject('POST', jobPaths.close(job.job_id));
    expect(closed.json()).toMatchObject({ message: jobMessages.closedDone, data: { status: 'closed' } });
    expect((await inject('POST', jobPaths.close(job.job_id))).json().data.closed_timestamp).toBe(
      closed.json().data.closed_timestamp,
    );
    const refused = await inject('PUT', jobPaths.job(job.job_id), { title: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(jobMessages.closed);

    const copy = await inject('POST', jobPaths.copy(job.job_id));
    expect(copy.json()).toMatchObject({
      message: jobMessages.copied,
      data: {
        title: 'Copy of Senior Forklift Operator',
        status: 'draft',
        source: 'copy',
        copied_from: job.job_id,
        published_timestamp: null,
      },
    });
    expect(copy.json().data.job_id).not.toBe(job.job_id);

    for (const response of [
      await inject('GET', jobPaths.job('job_missing')),
      await inject('PUT', jobPaths.job('job_missing'), { title: 'x' }),
      await inject('POST', jobPaths.close('job_missing')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe(jobMessages.notFound);
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: api(jobPaths.list) })).statusCode).toBe(401);
  });
});
