import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_IN_TEXT } from './lib/nul-guard.ts';
import { bearer, createTestApp, postSignedWebhook, signUpUser, type TestApp } from './test/test-app.ts';

// Every route of the API, fed what a careless or hostile client sends: odd path parameters,
// nonsense queries, malformed and mistyped bodies. Whatever the route, the answer is never a 5xx,
// and a refusal is JSON with an error_message and no stack trace (the guide's "bad input" rule).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpUser(t.app)).token;
});
afterAll(() => t.close());

type Operation = { method: string; path: string };

/** The routes as the OpenAPI document lists them; signing out goes last (it ends the session). */
const operations = (app: FastifyInstance): Operation[] => {
  const spec = (app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(spec.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
    .filter(({ path }) => !path.endsWith('/stream')) // a server-sent event stream never ends on its own
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
};

const oddParams = [
  'x',
  '0',
  '-1',
  '9'.repeat(40),
  'ü',
  "'; drop table calls;--",
  'a'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '00000000-0000-0000-0000-000000000000',
];
const oddQueries = [
  'limit=-5',
  'limit=abc',
  'limit=1e9',
  'cursor=%25%25%25',
  `cursor=${Buffer.from('{"s":"x","id":[],"t":-1}').toString('base64url')}`,
  'cursor=eyJ9',
  ...[
    '{"s":1e400,"id":"x","t":1}',
    '{"s":1.5,"id":"x","t":-1}',
    '{"s":1,"id":"a\\u0000b","t":1}',
    '{"at":"not a time","id":"x","total":1}',
    '{"at":"2026-01-01T00:00:00Z","id":"\\u0000","total":1e400}',
    '{"at":"2026-01-01 00:00:00+00","id":"not-a-uuid","total":3}',
    '{"at":"12abc","id":"x","total":3}',
    '{"at":"1700000000000","id":"00000000-0000-0000-0000-000000000000","total":3}',
  ].map((json) => `cursor=${Buffer.from(json).toString('base64url')}`),
  'period=forever&from=abc&to=-1',
  'from=99999999999999999999&to=1',
  'tab=x&subFilter=y&state=z&folder=nowhere',
  ...['mails', 'calls', 'chats', 'mails&folder=sent', 'mails&folder=drafts', 'mails&folder=quarantine'].flatMap((tab) =>
    [
      '{"at":"2026-01-01 00:00:00+00","id":"not-a-uuid","total":3}',
      '{"at":"12abc","id":"x","total":3}',
      '{"at":"x","id":"y","total":-1}',
    ].map((json) => `tab=${tab}&cursor=${Buffer.from(json).toString('base64url')}`),
  ),
  'agent_id=a&agent_id=b&direction=sideways&sentiment=1&call_successful=maybe',
  `search=${encodeURIComponent('"unterminated & | ! (')}`,
  `search=${'x'.repeat(5000)}`,
  'exp=abc&sig=',
  'campaign_id=nope&no_of_thread=-3',
  'tz=Not/AZone',
  'search=%00&agent_id=%00',
];
const jsonBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { id: 1, email: 5, password: [], call: 'x', event: {} },
  { recipients: [{}] },
  { calls: [null] },
  // PostgreSQL cannot store a NUL: it must be refused before any query.
  {
    notes: 'a\u0000b',
    end_reason: 'user_hangup',
    username: 'nul\u0000name',
    text: '\u0000',
    subject: 'x\u0000',
    to: 'a@b.co',
  },
  { ['key\u0000']: 1 },
];
const rawBodies = ['{', '{"a":', 'not json', '\u0000', '[1,2', '{"__proto__":{"admin":true}}'];

describe('every route refuses bad input cleanly', () => {
  const expectClean = (
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    label: string,
  ) => {
    expect(response.statusCode, label).toBeLessThan(500);
    expect(response.body, label).not.toMatch(/\n\s+at .+:\d+:\d+/);
    if (response.statusCode >= 400) {
      expect(String(response.headers['content-type']), label).toContain('application/json');
      expect(typeof JSON.parse(response.body).error_message, label).toBe('string');
    }
  };

  it('with odd path parameters, queries and bodies, signed in or not', async () => {
    const ops = operations(t.app);
    expect(ops.length).toBeGreaterThan(30);
    const randomJson = fc.sample(fc.jsonValue(), { numRuns: 12, seed: 42 });
    for (const { method, path } of ops) {
      const withParam = (value: string) =>
        path.replace(/\{[^}]+\}/g, value.includes('%') ? value : encodeURIComponent(value));
      const hasParams = path.includes('{');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const send = async (url: string, payload?: string, headers: Record<string, string> = {}) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: {
            ...bearer(token),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        expectClean(response, `${method} ${url} ${payload?.slice(0, 80) ?? ''}`);
        return response;
      };
      for (const value of hasParams ? oddParams : []) await send(withParam(value), hasBody ? '{}' : undefined);
      for (const query of oddQueries) await send(`${withParam('x')}?${query}`, hasBody ? '{}' : undefined);
      if (hasBody) {
        for (const body of [...jsonBodies, ...randomJson]) await send(withParam('x'), JSON.stringify(body));
        for (const raw of rawBodies) await send(withParam('x'), raw);
        await send(withParam('x'), 'a,b\n1,2', { 'content-type': 'text/csv' });
        await send(withParam('x'), '--x\r\nContent-Disposition: form-data; name="csv_file"\r\n\r\noops', {
          'content-type': 'multipart/form-data; boundary=y',
        });
      }
      // Without a session or with a forged one.
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url: withParam('x'),
        ...(hasBody ? { payload: {} } : {}),
      });
      expectClean(anonymous, `anonymous ${method} ${path}`);
      const forged = await t.app.inject({
        method: method as 'GET',
        url: withParam('x'),
        headers: bearer(`${token.slice(0, -4)}AAAA`),
      });
      expectClean(forged, `forged ${method} ${path}`);
    }
  }, 900_000);

  it('refuses a NUL in text with a 400 that says so, in bodies, signed webhooks and addresses', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(token),
      payload: { username: 'a\u0000b' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ error_message: NUL_IN_TEXT });
    // A backslash before 'u0000' is text, not a NUL.
    const text = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(token),
      payload: { username: 'back\\u0000slash' },
    });
    expect(text.statusCode).not.toBe(500);
    expect(text.json().error_message ?? '').not.toBe(NUL_IN_TEXT);

    const webhook = await postSignedWebhook(t, '/api/webhooks/calls/', {
      event: 'call_started',
      call: { call_id: 'nul\u0000call', agent_id: 'zara' },
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json()).toEqual({ error_message: NUL_IN_TEXT });

    const address = await t.app.inject({ method: 'GET', url: '/api/call/calls?search=%00', headers: bearer(token) });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ error_message: 'The address is not valid' });
  });
});
