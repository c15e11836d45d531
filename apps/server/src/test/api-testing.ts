import { randomUUID } from 'node:crypto';
import { candidatePaths, jobPaths, type CandidateFitItem, type Job, type JobFormInput } from '@agentdesk/shared';
import { bearer, type TestApp } from './test-app.ts';

// Helpers of the API suites of several modules: JSON requests as a member, jobs made through the
// API, multipart forms as a browser sends them.

export const api = (path: string) => `/api${path}`;

export type Member = { headers: Record<string, string> };

/** The API as a signed-in member: JSON requests under /api. */
export const apiAs = (t: TestApp, token: string) => (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: api(path), headers: bearer(token), ...(payload ? { payload } : {}) });

/** A job made through the API: a draft, published (open) and posted to the careers site unless told. */
export const makeJob = async (
  t: TestApp,
  token: string,
  form: JobFormInput,
  until: 'draft' | 'open' | 'posted' | 'closed' = 'posted',
): Promise<Job> => {
  const call = apiAs(t, token);
  let job = (await call('POST', jobPaths.create, form)).json().data as Job;
  if (until === 'draft') return job;
  // Publishing puts the job on the careers site: 'open' and 'posted' are one state.
  job = (await call('PUT', jobPaths.job(job.job_id), { status: 'open' })).json().data as Job;
  if (until === 'closed') job = (await call('POST', jobPaths.close(job.job_id))).json().data as Job;
  return job;
};

export type FilePart = { field?: string; filename: string; content: string | Buffer; type?: string };

/** A multipart/form-data body with text fields (in order) and files, as a browser sends a form. */
export const multipartForm = (fields: Record<string, string>, files: FilePart[] = []) => {
  const boundary = `----careers${randomUUID()}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
};

/** Résumés (file name to text) uploaded to a job and scored at once: the job's scored applications. */
export const scoreResumes = async (
  t: TestApp,
  token: string,
  jobId: string,
  resumes: Record<string, string>,
): Promise<CandidateFitItem[]> => {
  const form = multipartForm(
    { job_id: jobId },
    Object.entries(resumes).map(([filename, content]) => ({ field: 'files', filename, content })),
  );
  await t.app.inject({
    method: 'POST',
    url: api(candidatePaths.scoreCandidates),
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  await t.app.candidateScorer.deliverDue();
  const listed = await apiAs(t, token)('GET', `${candidatePaths.fitScores}?job_id=${jobId}`);
  return listed.json<{ data: { candidates: CandidateFitItem[] } }>().data.candidates;
};
