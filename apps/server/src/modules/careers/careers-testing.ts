import { randomUUID } from 'node:crypto';
import { careersPaths, jobPaths, type Job, type JobFormInput } from '@agentdesk/shared';
import { bearer, type TestApp } from '../../test/test-app.ts';

// Helpers of the careers tests (API, site and Apply form suites).

export const api = (path: string) => `/api${path}`;

/** A complete job as a recruiter writes it: remote, in India, with a salary in rupees and a deadline. */
export const remoteJob: JobFormInput = {
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  location: 'Remote (India)',
  employment_type: 'full_time',
  workplace_type: 'remote',
  salary_min: 2_000_000,
  salary_max: 3_200_000,
  salary_currency: 'INR',
  summary: 'Build the services behind our lending platform.\n\nYou will own payments end to end.',
  responsibilities: ['Design and run services', 'Review code'],
  requirements: ['Four years building backend services'],
  nice_to_have: ['Kafka in production'],
  skills: ['Go', 'PostgreSQL'],
  benefits: ['Health insurance for your family', 'Learning budget'],
  seniority: 'senior',
  application_deadline: '2031-12-31',
  openings: 2,
  hiring_manager: 'Priya Raman',
};

export const onSiteJob: JobFormInput = {
  ...remoteJob,
  title: 'Data Analyst',
  department: 'Analytics',
  location: 'Pune, India',
  workplace_type: 'on_site',
  salary_min: 800_000,
  salary_max: 1_400_000,
};

export type Member = { headers: Record<string, string> };

/** The API as a signed-in member: JSON requests under /api. */
export const apiAs = (t: TestApp, token: string) => (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: api(path), headers: bearer(token), ...(payload ? { payload } : {}) });

/** A job made through the API: a draft, published (open) and posted to the careers site unless told. */
export const makeJob = async (t: TestApp, token: string, form: JobFormInput, until: 'draft' | 'open' | 'posted' | 'closed' = 'posted'): Promise<Job> => {
  const call = apiAs(t, token);
  let job = (await call('POST', jobPaths.create, form)).json().data as Job;
  if (until === 'draft') return job;
  job = (await call('PUT', jobPaths.job(job.job_id), { status: 'open' })).json().data as Job;
  if (until === 'open') return job;
  job = (await call('POST', jobPaths.postToAts, { job_id: job.job_id })).json().data as Job;
  if (until === 'closed') job = (await call('POST', jobPaths.close(job.job_id))).json().data as Job;
  return job;
};

/** The workspace slug and job slug of a job's careers_path. */
export const slugsOf = (job: Job) => {
  const [, , workspace, jobSlug] = job.careers_path.split('/');
  return { workspace: workspace!, jobSlug: jobSlug! };
};

export type FilePart = { field?: string; filename: string; content: string | Buffer; type?: string };

/** A multipart/form-data body with text fields (in order) and files, as a browser sends a form. */
export const multipartForm = (fields: Record<string, string>, files: FilePart[] = []) => {
  const boundary = `----careers${randomUUID()}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    ]),
  ];
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
};

export const applicant = { name: 'Ananya Iyer', email: 'ananya.iyer@example.in', phone: '+91 98765 43210', consent: 'yes', website: '' };
export const resumePdf = (): FilePart => ({ filename: 'ananya-iyer.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n% a résumé\n%%EOF\n', 'latin1') });

/** POSTs the Apply form of a job from a client address. */
export const apply = (t: TestApp, job: Job, fields: Record<string, string>, files: FilePart[] = [resumePdf()], address = '203.0.113.7') => {
  const { workspace, jobSlug } = slugsOf(job);
  const body = multipartForm(fields, files);
  return t.app.inject({ method: 'POST', url: careersPaths.apply(workspace, jobSlug), headers: { ...body.headers, 'x-forwarded-for': address }, payload: body.payload });
};

/** The text of every JSON-LD element of a page. */
export const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
