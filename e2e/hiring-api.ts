import { candidatePaths, type CandidateFitList } from '@agentdesk/shared';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

// The hiring journeys' set-up through the API, as the signed-in `account`: JSON calls, and résumés
// uploaded to a job and scored (in the background) before the journey opens its pages.

/** One API call as `account`: the answer's status and its `data`. */
export const hiringApi =
  (account: () => { token: string }) =>
  async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${account().token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  };

/** Résumés (file name to text) uploaded to the job and scored: its applications once all of them are. */
export const scoredApplications = async (
  account: { token: string },
  jobId: string,
  resumes: Record<string, string>,
): Promise<CandidateFitList['candidates']> => {
  const api = hiringApi(() => account);
  const form = new FormData();
  form.set('job_id', jobId);
  for (const [name, text] of Object.entries(resumes))
    form.append('files', new Blob([text], { type: 'text/plain' }), name);
  const upload = await fetch(`${baseUrl()}/api${candidatePaths.scoreCandidates}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  expect(upload.status).toBe(202);
  const wanted = Object.keys(resumes).length;
  let applications: CandidateFitList['candidates'] = [];
  // Scored in the background: wait for all of them (beforeAll has no expect.poll).
  for (let tries = 0; tries < 120; tries += 1) {
    applications = (await api<CandidateFitList>('GET', `${candidatePaths.fitScores}?job_id=${jobId}`)).data.candidates;
    if (applications.length === wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(applications).toHaveLength(wanted);
  return applications;
};
