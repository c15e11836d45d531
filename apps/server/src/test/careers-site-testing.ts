import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { Job } from '@agentdesk/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { makeJob, onSiteJob, remoteJob, slugsOf } from '../modules/careers/careers-testing.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from './test-app.ts';

// The app of the careers site suites (careers-site.test.ts, careers-feeds.test.ts): a workspace named
// Acme Lending with two published jobs, an on-site one in Pune and a remote one in India.

export const INJECTION = '</script><script>alert(1)</script> & ]]> "quoted"';

/** Google's rich-result rules for the JSON-LD of a page, as @adobe/structured-data-validator applies them. */
export const validate = async (html: string) =>
  new Validator().validate(new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html));

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useCareersSite = () => {
  let t: TestApp;
  let token: string;
  let remote: Job;
  let onSite: Job;
  let workspace: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(token),
      payload: { name: 'Acme Lending' },
    });
    expect(renamed.statusCode).toBe(200);
    onSite = await makeJob(t, token, onSiteJob);
    remote = await makeJob(t, token, remoteJob);
    workspace = slugsOf(remote).workspace;
  });
  afterAll(() => t.close());

  return {
    t: () => t,
    token: () => token,
    remote: () => remote,
    onSite: () => onSite,
    workspace: () => workspace,
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
  };
};
