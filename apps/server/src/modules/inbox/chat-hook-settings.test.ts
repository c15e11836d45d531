import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, workspaceChatHooks } from '../../db/schema.ts';
import { isPublicAddress } from '../../lib/public-address.ts';
import { addWorkspaceMember, bearer, signUpUser, useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { HOOK_REMOVED_REASON } from './chat-hook-settings.ts';
import { postToWorkspace } from './inbox-test-client.ts';

// No CHAT_OUTBOUND_URL and private addresses refused (the defaults).
const t = useSignedInApp();
const path = '/api/inbox/chat-hook';

const put = (token: string, url: unknown) =>
  t.app.inject({ method: 'PUT', url: path, headers: bearer(token), payload: { url } });

describe('a workspace chat hook (admins only)', () => {
  it('is none until set; set, shown with its secret, kept on a URL change, and removed', async () => {
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data).toEqual({
      url: null,
      signing_secret: null,
      source: 'none',
    });

    const set = await put(t.token, 'https://hooks.example.com/agentdesk');
    expect(set.statusCode, set.body).toBe(200);
    const { signing_secret: secret } = set.json().data;
    expect(set.json().data).toEqual({
      url: 'https://hooks.example.com/agentdesk',
      signing_secret: expect.stringMatching(/^chsec_/),
      source: 'workspace',
    });
    const moved = await put(t.token, 'https://hooks.example.com/v2');
    expect(moved.json().data).toEqual({
      url: 'https://hooks.example.com/v2',
      signing_secret: secret,
      source: 'workspace',
    });
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.url).toBe(
      'https://hooks.example.com/v2',
    );

    // Another workspace never sees it.
    const other = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(other.token) })).json().data).toEqual({
      url: null,
      signing_secret: null,
      source: 'none',
    });

    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/workspaces/current/audit?action=chat_hook_set',
        headers: bearer(t.token),
      })
    ).json();
    expect(audit.data.events.map((e: { target: string }) => e.target)).toEqual([
      'https://hooks.example.com/v2',
      'https://hooks.example.com/agentdesk',
    ]);

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
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://10.0.0.5/x',
      'http://192.168.1.2/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
    ]) {
      const response = await put(t.token, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error_message, url).toMatch(/public internet/);
    }
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.source).toBe(
      'none',
    );
  });

  it('refuses a host name that resolves into a private network, when it is set and again when a reply is delivered', async () => {
    // This machine's own name resolves to itself (/etc/hosts): a name that looks public but is not.
    const name = hostname();
    const { address } = await lookup(name);
    expect(isPublicAddress(address), `${name} resolves to ${address}`).toBe(false);
    let posts = 0;
    const local = createServer((_req, res) => {
      posts += 1;
      res.end();
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://${name}:${(local.address() as { port: number }).port}/hook`;
      const refused = await put(t.token, url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error_message).toBe(
        `url must be on the public internet, not a loopback or private network address (${name} points into a private network (${address}))`,
      );

      // Set while the name still resolved publicly (here: written straight to the table); a reply is then refused where it connects.
      const workspaceId = await workspaceOf(t.app, t.token);
      await t.database.db.insert(workspaceChatHooks).values({ workspaceId, url, secret: 'chsec_test' });
      const body = {
        event: 'message',
        platform: 'whatsapp',
        message_id: 'wa-rebound-1',
        contact: { id: '+919800000777', name: 'Rebound Contact' },
        text: 'Hi',
      };
      expect((await postToWorkspace(t, workspaceId, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
      const threadId = (
        await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(t.token) })
      ).json().data[0].id;
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/inbox/${threadId}/reply`,
        headers: bearer(t.token),
        payload: { tab: 'chats', text: 'Never to this machine' },
      });
      expect(reply.json().data.delivery_status).toBe('pending');
      await t.app.chatHook.deliverDue();
      const [row] = await t.database.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.text, 'Never to this machine')));
      expect(row).toMatchObject({ status: 'failed', error: `${name} points into a private network (${address})` });
      expect(posts).toBe(0);
    } finally {
      await t.app.inject({ method: 'DELETE', url: path, headers: bearer(t.token) });
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });

  it('fails the replies still waiting when the hook is removed (none would ever go out)', async () => {
    const owner = await signUpUser(t.app);
    const workspaceId = await workspaceOf(t.app, owner.token);
    expect((await put(owner.token, 'https://hooks.example.com/waiting')).statusCode).toBe(200);
    const body = {
      event: 'message',
      platform: 'whatsapp',
      message_id: 'wa-waiting-1',
      contact: { id: '+919800000888', name: 'Waiting Contact' },
      text: 'Hello',
    };
    expect((await postToWorkspace(t, workspaceId, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
    const threadId = (
      await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(owner.token) })
    ).json().data[0].id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${threadId}/reply`,
      headers: bearer(owner.token),
      payload: { tab: 'chats', text: 'Waiting for the hook' },
    });
    expect(reply.json().data.delivery_status).toBe('pending');

    expect((await t.app.inject({ method: 'DELETE', url: path, headers: bearer(owner.token) })).statusCode).toBe(200);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/inbox/${threadId}?tab=chats`, headers: bearer(owner.token) })
    ).json().data;
    expect(detail.messages.at(-1)).toMatchObject({ text: 'Waiting for the hook', delivery_status: 'failed' });
    const [row] = await t.database.db
      .select({ error: chatMessages.error })
      .from(chatMessages)
      .where(and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.text, 'Waiting for the hook')));
    expect(row?.error).toBe(HOOK_REMOVED_REASON);
  });

  it('answers 403 to a member and a viewer, for reads and writes', async () => {
    const workspaceId = await workspaceOf(t.app, t.token);
    await put(t.token, 'https://hooks.example.com/secret-place');
    for (const role of ['member', 'viewer'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId, role });
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: path,
          headers: bearer(token),
          ...(method === 'PUT' ? { payload: { url: 'https://evil.example.com/' } } : {}),
        });
        expect(response.statusCode, `${role} ${method}`).toBe(403);
        expect(response.body).not.toContain('chsec_');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: path, headers: bearer(t.token) })).json().data.url).toBe(
      'https://hooks.example.com/secret-place',
    );
  });
});
