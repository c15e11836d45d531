import { apiPaths, workspaceLogoMessages, type Workspaces } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { disguisedFiles, logoImage, uploadLogo } from '../../test/logo-testing.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #30 item 3: the workspace logo. Owners and admins set and remove it; its type is told by its bytes
// (PNG, JPEG, WebP; never SVG); it is public by the workspace's slug, like the careers site.

describe('the workspace logo', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  const current = async (token: string) =>
    ((await t.app.inject({ url: '/api/workspaces', headers: bearer(token) })).json().data as Workspaces).current;
  const fetchPublic = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
  const remove = (token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api${apiPaths.workspaceLogo}`, headers: bearer(token) });
  const auditActions = async (workspaceId: string) =>
    rowsOf<{ action: string; details: Record<string, unknown> | string }>(
      await t.database.db.execute(
        sql`select action, details from audit_events where workspace_id = ${workspaceId} and action like 'workspace_logo%' order by id`,
      ),
    ).map((row) => row.action);

  it('is set by the owner, replaced, served publicly as it was sent (type, bytes, headers), and removed', async () => {
    expect((await current(owner.token)).logo_path).toBeNull();
    const slug = (await current(owner.token)).careers_path.split('/')[2]!;
    expect((await fetchPublic(`/logos/${slug}`)).statusCode).toBe(404);

    const png = logoImage('png');
    const set = await uploadLogo(t, owner.token, png);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(workspaceLogoMessages.set);
    const pngPath = (set.json().data as Workspaces).current.logo_path!;
    expect(pngPath).toMatch(new RegExp(`^/logos/${slug}\\?v=\\d+$`));
    expect((await current(owner.token)).logo_path).toBe(pngPath);

    // Anyone (no sign-in) fetches it, under its own type, never sniffed; the versioned address is kept long.
    const served = await fetchPublic(pngPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    const etag = String(served.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const bare = await fetchPublic(`/logos/${slug}`);
    expect(bare.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await fetchPublic(`/logos/${slug}`, { 'if-none-match': etag })).statusCode).toBe(304);

    // Replaced by a JPEG, then a WebP: a new address each time, the new bytes and type behind it.
    let previous = pngPath;
    for (const kind of ['jpeg', 'webp'] as const) {
      const image = logoImage(kind, { width: 120, height: 40 });
      const replaced = await uploadLogo(t, owner.token, image, { filename: `logo.${kind}`, type: `image/${kind}` });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const path = (replaced.json().data as Workspaces).current.logo_path!;
      expect(path).not.toBe(previous);
      const fetched = await fetchPublic(path);
      expect(fetched.headers['content-type']).toBe(`image/${kind}`);
      expect(fetched.rawPayload.equals(image)).toBe(true);
      expect((await fetchPublic(`/logos/${slug}`, { 'if-none-match': etag })).statusCode).toBe(200);
      previous = path;
    }

    const removed = await remove(owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as Workspaces).current.logo_path).toBeNull();
    expect((await fetchPublic(previous)).statusCode).toBe(404);
    expect((await fetchPublic(`/logos/${slug}`)).json().error_message).toBe(workspaceLogoMessages.none);
    // Removing what is not there changes nothing and logs nothing.
    expect((await remove(owner.token)).statusCode).toBe(200);
    expect(await auditActions(owner.client_id)).toEqual([
      'workspace_logo_set',
      'workspace_logo_set',
      'workspace_logo_set',
      'workspace_logo_removed',
    ]);
  });

  it('refuses a file over 512 KB (413), what is not a PNG, JPEG or WebP by its bytes (415), and no file (400)', async () => {
    const kept = logoImage('png');
    expect((await uploadLogo(t, owner.token, kept)).statusCode).toBe(200);
    const before = (await current(owner.token)).logo_path;

    // A real PNG's start, padded past the limit.
    const tooLarge = Buffer.concat([kept, Buffer.alloc(512 * 1024 + 1 - kept.length, 0)]);
    const large = await uploadLogo(t, owner.token, tooLarge);
    expect(large.statusCode).toBe(413);
    expect(large.json().error_message).toBe(workspaceLogoMessages.tooLarge);

    for (const [name, content] of Object.entries(disguisedFiles)) {
      const refused = await uploadLogo(t, owner.token, content, { filename: 'logo.png', type: 'image/png' });
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().error_message, name).toBe(workspaceLogoMessages.type);
    }
    // An SVG under its own name and type, too.
    const svg = await uploadLogo(t, owner.token, disguisedFiles.svg, { filename: 'logo.svg', type: 'image/svg+xml' });
    expect(svg.statusCode).toBe(415);

    const wrongField = await uploadLogo(t, owner.token, kept, { field: 'files' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error_message).toBe(workspaceLogoMessages.missing);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api${apiPaths.workspaceLogo}`,
      headers: bearer(owner.token),
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await current(owner.token)).logo_path).toBe(before);
  });

  it('is changed by admins only: a member or viewer gets 403; another workspace’s owner changes only their own', async () => {
    const image = logoImage('png', { color: '#1d4ed8' });
    expect((await uploadLogo(t, owner.token, image)).statusCode).toBe(200);
    const path = (await current(owner.token)).logo_path!;
    for (const role of ['viewer', 'member'] as const) {
      const { token } = await addWorkspaceMember(t, { workspaceId: owner.client_id, role });
      const refused = await uploadLogo(t, token, logoImage('png'));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error_message, role).toBeTruthy();
      expect((await remove(token)).statusCode, role).toBe(403);
      // They see it all the same.
      expect((await current(token)).logo_path, role).toBe(path);
    }
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    expect((await uploadLogo(t, admin.token, image)).statusCode).toBe(200);
    const adminPath = (await current(owner.token)).logo_path!;

    // Another workspace's owner: the session names their own workspace, so the first one's logo stays.
    const outsider = await signUpUser(t.app);
    const other = logoImage('jpeg', { color: '#b91c1c' });
    const theirs = await uploadLogo(t, outsider.token, other, { filename: 'x.jpg', type: 'image/jpeg' });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json().data as Workspaces).current.id).toBe(outsider.client_id);
    expect((await remove(outsider.token)).statusCode).toBe(200);
    expect((await current(owner.token)).logo_path).toBe(adminPath);
    expect((await fetchPublic(adminPath)).rawPayload.equals(image)).toBe(true);
    expect((await fetchPublic('/logos/no-such-workspace')).statusCode).toBe(404);
    expect((await fetchPublic('/logos/..%2Fetc')).statusCode).toBe(404);
  });

  it('goes with its workspace when the workspace is deleted', async () => {
    const user = await signUpUser(t.app);
    expect((await uploadLogo(t, user.token, logoImage('webp'), { type: 'image/webp' })).statusCode).toBe(200);
    const { name } = await current(user.token);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/workspaces/current',
      headers: bearer(user.token),
      payload: { confirm_name: name },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from workspace_logos where workspace_id = ${user.client_id}`,
      ),
    );
    expect(row!.n).toBe(0);
  });
});
