import { describe, expect, it } from 'vitest';
import { signRecordingUrl } from './modules/calls/recording-url.ts';
import { signJobUploadUrl } from './modules/jobs/job-uploads.service.ts';
import { documentFileUrl, documentPreviewUrl } from './modules/onboarding/onboarding.service.ts';
import {
  bodyFor,
  bodyNamesResource,
  idFor,
  ownWorkspaceRoutes,
  queryIdFor,
  requestOf,
  type Operation,
} from './test/isolation-routes.ts';
import { useIsolationApp } from './test/isolation-testing.ts';
import { sampleOf } from './test/schema-samples.ts';
import { bearer } from './test/test-app.ts';

// Issue #13 item 8: every route of the OpenAPI document, tried by the owner of another workspace
// with the ids of the first workspace's resources, answers 404 and writes nothing.

describe('workspace isolation: every route, with another workspace’s ids', () => {
  const fixture = useIsolationApp();
  const { fingerprint } = fixture;

  it('answers 404 to the owner of another workspace on every route that names a resource, and writes nothing', async () => {
    const t = fixture.t();
    const outsider = fixture.outsider();
    const ids = fixture.ids();
    const before = await fingerprint();
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let tried = 0;
    const attempt = async (method: string, url: string, operation: Operation, override?: object) => {
      tried += 1;
      const body = requestOf(method, url, operation, override);
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { ...bearer(outsider.token), ...('headers' in body ? body.headers : {}) },
        ...('payload' in body ? { payload: body.payload } : {}),
      });
      if (response.statusCode !== 404)
        failures.push(`${method.toUpperCase()} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const namesResource =
          path.includes('{') || query.some((p) => queryIdFor(ids, p.name) !== null) || bodyNamesResource(path);
        if (!namesResource) continue;
        const variants = path.startsWith('/api/inbox/{id}') ? ids.inboxItems : [''];
        for (const inboxItem of variants) {
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(idFor(ids, path, name, inboxItem)),
          );
          // Signed links (an <audio> or <img> sends no header): genuinely signed for the outsider's own
          // workspace, naming the first workspace's resource.
          if (path.includes('/documents/') && path.endsWith('/file')) {
            await attempt(
              method,
              documentFileUrl({ secret: t.config.jwtSecret, workspaceId: outsider.client_id, id: ids.documentId }),
              operation,
            );
            continue;
          }
          if (path.includes('/documents/') && path.endsWith('/preview')) {
            await attempt(
              method,
              documentPreviewUrl({ secret: t.config.jwtSecret, workspaceId: outsider.client_id, id: ids.documentId }),
              operation,
            );
            continue;
          }
          if (path.includes('/recordings/')) {
            await attempt(
              method,
              signRecordingUrl({
                secret: t.config.jwtSecret,
                workspaceId: outsider.client_id,
                callId: ids.callId,
              }).replace(/^.*\/api\//, '/api/'),
              operation,
            );
            continue;
          }
          if (path.includes('/job-description/uploads/')) {
            await attempt(
              method,
              signJobUploadUrl({
                secret: t.config.jwtSecret,
                workspaceId: outsider.client_id,
                key: ids.uploadKey,
                ttlMs: 60_000,
              }),
              operation,
            );
            continue;
          }
          const params = new URLSearchParams();
          for (const parameter of query) {
            const named = queryIdFor(ids, parameter.name);
            if (named !== null) params.set(parameter.name, named);
            else if (parameter.required) params.set(parameter.name, String(sampleOf(parameter.schema, parameter.name)));
          }
          const search = params.size > 0 ? `?${params.toString()}` : '';
          await attempt(method, `${filled}${search}`, operation, bodyFor(method, path, inboxItem, ids));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(40);
    expect(await fingerprint()).toEqual(before);
  });

  it('counts the ids of the first workspace as not found in a bulk close, and writes nothing', async () => {
    const t = fixture.t();
    const outsider = fixture.outsider();
    const ids = fixture.ids();
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/job-description/close',
      headers: bearer(outsider.token),
      payload: { job_ids: [ids.jobId] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ closed: [], already_closed: [], not_found: [ids.jobId] });
    expect(await fingerprint()).toEqual(before);
  });

  it('shows the owner of another workspace none of the first one’s hiring on the hiring home and in the recruiting analytics', async () => {
    const t = fixture.t();
    const owner = fixture.owner();
    const outsider = fixture.outsider();
    const own = await t.app.inject({ url: '/api/hiring-home', headers: bearer(owner.token) });
    expect(own.json().data.open_jobs.items.length, 'the first workspace has open sample jobs').toBeGreaterThan(0);
    const home = (await t.app.inject({ url: '/api/hiring-home', headers: bearer(outsider.token) })).json().data;
    expect(
      [home.open_jobs, home.interviews_this_week, home.screening_calls, ...Object.values(home.needs_action)].map(
        (list) => (list as { items: unknown[] }).items,
      ),
    ).toEqual([[], [], [], [], []]);
    const analytics = (
      await t.app.inject({ url: '/api/recruiting-analytics?period=90days', headers: bearer(outsider.token) })
    ).json().data;
    expect(analytics.funnel.map((step: { count: number }) => step.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(analytics.screening).toEqual({ successful: 0, unsuccessful: 0, no_analysis: 0 });
  });

  it('answers the own workspace on routes naming none, with no trace of the first, and writes nothing', async () => {
    const t = fixture.t();
    const owner = fixture.owner();
    const outsider = fixture.outsider();
    const revealUrl = '/api/workspaces/current/integrations/signing-key/reveal';
    const reveal = async (token: string) =>
      (await t.app.inject({ method: 'POST', url: revealUrl, headers: bearer(token) })).json().data
        .signing_key as string;
    const ownerKey = await reveal(owner.token);
    const before = await fingerprint();
    for (const { method, url } of ownWorkspaceRoutes) {
      const response = await t.app.inject({ method, url, headers: bearer(outsider.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(200);
      expect(response.body).not.toContain(owner.client_id);
      expect(response.body).not.toContain(ownerKey);
    }
    expect(await fingerprint()).toEqual(before);
    expect(await reveal(owner.token)).toBe(ownerKey);
  });
});
