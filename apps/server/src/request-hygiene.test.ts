import { describe, expect, it } from 'vitest';
import { useAuthApp } from './test/auth-testing.ts';

// How the app answers any request: malformed JSON, an oversized body, an unknown path, the health
// check, and the security headers on every answer.

const app = useAuthApp();
const { post } = app;

describe('request hygiene', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const t = app.t();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_message: 'Request body is not valid JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const t = app.t();
    const response = await post('/api/user/login', {
      email: 'a@b.co',
      password: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error_message).toMatch(/too large/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const t = app.t();
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_message).toMatch(/No API route GET \/api\/nope/);
  });

  it('reports health while the database answers', async () => {
    const t = app.t();
    const response = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
  });

  it('sends the security headers with every answer, errors included', async () => {
    const t = app.t();
    for (const url of ['/api/healthz', '/api/nope', '/api/call/calls']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;" +
          "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self'",
      );
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
