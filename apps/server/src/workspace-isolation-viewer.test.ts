import { describe, expect, it } from 'vitest';
import { bodyFor, idFor, requestOf, type Operation } from './test/isolation-routes.ts';
import { useIsolationApp } from './test/isolation-testing.ts';
import { sampleOf } from './test/schema-samples.ts';
import { addWorkspaceMember, bearer } from './test/test-app.ts';

// Issue #13 item 8: a viewer of the workspace is refused every write (403), and nothing is written.

describe('workspace isolation: a viewer writes nothing', () => {
  const fixture = useIsolationApp();
  const { fingerprint } = fixture;

  it('answers 403 to a viewer on every write of the workspace, and writes nothing', async () => {
    const t = fixture.t();
    const owner = fixture.owner();
    const ids = fixture.ids();
    const viewer = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    const before = await fingerprint();
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // Public routes, and what any member may do with their own account or membership.
    const open = new Set([
      'POST /api/user/signup',
      'POST /api/user/login',
      'POST /api/user/logout',
      'PATCH /api/user',
      'POST /api/user/password-change',
      'POST /api/user/reset-password/',
      'POST /api/user/reset-password/confirm',
      'PUT /api/workspaces/current',
      'POST /api/workspaces/current/leave',
      'POST /api/invitations/accept',
      'POST /api/webhooks/calls/',
      'POST /api/webhooks/conversations/',
      // A read sent as POST (SPEC §7).
      'POST /api/agent/onboarding-agent/api/get-all-documents',
      // A signed upload link, which is the permission (only a member can ask for one).
      'PUT /api/job-description/uploads/{key}',
    ]);
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (method === 'get' || open.has(route)) continue;
        tried += 1;
        // A required query parameter is filled as a client would (an erasure's choice of calls).
        const required = (operations[method]!.parameters ?? []).filter((p) => p.in === 'query' && p.required);
        const params = new URLSearchParams(
          required.map((p): [string, string] => [p.name, String(sampleOf(p.schema, p.name))]),
        );
        const search = required.length > 0 ? `?${params.toString()}` : '';
        const fill = (_: string, name: string) => encodeURIComponent(idFor(ids, path, name, ids.inboxItems[0]!));
        const url = `${path.replace(/\{(\w+)\}/g, fill)}${search}`;
        const body = requestOf(method, url, operations[method]!, bodyFor(method, path, ids.inboxItems[0]!, ids));
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...bearer(viewer.token), ...body.headers },
          ...(body.payload ? { payload: body.payload } : {}),
        });
        if (response.statusCode !== 403)
          failures.push(`${route} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(30);
    expect(await fingerprint()).toEqual(before);
  });
});
