import { describe, expect, it } from 'vitest';
import { addWorkspaceMember, bearer, signUpUser, useSignedInApp, workspaceOf } from '../../test/test-app.ts';

// No CHAT_OUTBOUND_URL and private addresses refused (the defaults).
const t = useSignedInApp();
const path = '/api/inbox/chat-hook';

const put = (token: string, url: unknown) => t.app.inject({ method: 'PUT', url: path, headers: bearer(token), payload: { url } });

describe('a workspace chat hook (admins only)', () => {
  it('is none until set; set, shown with its secret, kept on a URL change, and removed', async () => {
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data).toEqual({ url: null, signing_secret: null, source: 'none' });

    const set = await put(t.token, 'https://hooks.example.com/agentdesk');
    expect(set.statusCode, set.body).toBe(200);
    const { signing_secret: secret } = set.json().data;
    expect(set.json().data).toEqual({ url: 'https://hooks.example.com/agentdesk', signing_secret: expect.stringMatching(/^chsec_/), source: 'workspace' });
    const moved = await put(t.token, 'https://hooks.example.com/v2');
    expect(moved.json().data).toEqual({ url: 'https://hooks.example.com/v2', signing_secret: secret, source: 'workspace' });
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.url).toBe('https://hooks.example.com/v2');

    // Another workspace never sees it.
    const other = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(other.token) })).json().data).toEqual({ url: null, signing_secret: null, source: 'none' });

    const audit = (await t.app.inject({ method: 'GET', url: '/api/workspaces/current/audit?action=chat_hook_set', headers: bearer(t.token) })).json();
    expect(audit.data.events.map((e: { target: string }) => e.target)).toEqual(['https://hooks.example.com/v2', 'https://hooks.example.com/agentdesk']);

    const removed = await t.app.inject({ method: 'DELETE', url: path, headers: bearer(t.token) });
    expect(removed.json().data).toEqual({ url: null, signing_secret: null, source: 'none' });
    const again = await put(t.token, 'https://hooks.example.com/v2');
    expect(again.json().data.signing_secret).not.toBe(secret);
    await t.app.inject({ method: 'DELETE', url: path, headers: bearer(t.token) });
  });

  it('refuses a URL that is not http(s), or on loopback or a private network, with 400', async () => {
    for (const url of ['not a url', 'ftp://hooks.example.com/x', 'javascript:alert(1)', '', 42]) {
      const response = await put(t.token, url);
      expect(response.statusCode, String(url)).toBe(400);
      expect(response.json().error_message, String(url)).toEqual(expect.any(String));
    }
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.0.0.5/x', 'http://192.168.1.2/x', 'http://[::1]/x', 'http://169.254.169.254/latest']) {
      const response = await put(t.token, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error_message, url).toMatch(/public internet/);
    }
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.source).toBe('none');
  });

  it('answers 403 to a member and a viewer, for reads and writes', async () => {
    const workspaceId = await workspaceOf(t.app, t.token);
    await put(t.token, 'https://hooks.example.com/secret-place');
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId, role });
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: path, headers: bearer(token), ...(method === 'PUT' ? { payload: { url: 'https://evil.example.com/' } } : {}) });
        expect(response.statusCode, `${role} ${method}`).toBe(403);
        expect(response.body).not.toContain('chsec_');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.url).toBe('https://hooks.example.com/secret-place');
  });
});
