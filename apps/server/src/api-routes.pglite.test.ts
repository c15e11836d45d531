import { apiPaths, apiRoutes, campaignPaths, jobPaths, knowledgeBasePaths, onboardingPaths } from '@agentdesk/shared';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const methods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every path the SPA and the other clients build from packages/shared: the templates and the fixed paths. */
const sharedPaths = [apiRoutes, apiPaths, jobPaths, knowledgeBasePaths, campaignPaths, onboardingPaths].flatMap(
  (table) => Object.values(table).filter((path): path is string => typeof path === 'string'),
);

/** What the router hands a handler when the path itself is the URL: each parameter holding ':' and its name. */
const ownParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([param, name]) => [name, param]));

/**
 * Whether some method has this route with these very parameter names: the router matches the
 * template as a URL, so a registered '/call/calls/:id' answers '/call/calls/:callId' with
 * { id: ':callId' }, which the names then tell apart.
 */
const isRegistered = (app: TestApp['app'], path: string) =>
  methods.some((method) => {
    const route = app.findRoute({ method, url: `/api${path}` });
    return route !== null && JSON.stringify(route.params) === JSON.stringify(ownParams(path));
  });

describe('the shared API paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(sharedPaths)('%s is a route the server registers, as written', (path) => {
    expect(isRegistered(t.app, path)).toBe(true);
  });

  it('a template the server does not register is caught', () => {
    expect(isRegistered(t.app, '/call/calls/:callId')).toBe(false);
    expect(isRegistered(t.app, '/call/call/:id')).toBe(false);
    expect(isRegistered(t.app, apiRoutes.call)).toBe(true);
  });
});
