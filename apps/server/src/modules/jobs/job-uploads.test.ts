import { jobLimits, jobMessages, jobPaths, jobUploadMessages, type Job, type JobUploadUrl } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { simplePdf } from '../../lib/simple-pdf.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { signJobUploadUrl } from './job-uploads.service.ts';

const api = (path: string) => `/api${path}`;
const posting = 'Night Picker\nLocation: Wakefield\n\nResponsibilities\n- Pick orders for the morning rounds';

type Headers = Record<string, string>;
type KeyRow = { has_bytes: boolean; size_bytes: number | null; is_uploaded: boolean; is_used: boolean };

/** The three steps against one app: the key and URL, the bytes PUT to it (no bearer header), the key read into a draft. */
const uploadsOf = (t: () => TestApp) => {
  const generate = (headers: Headers, payload: object) =>
    t().app.inject({ method: 'POST', url: api(jobPaths.generateUploadUrl), headers, payload });
  const urlFor = async (headers: Headers, filename: string, fields: object = {}) => {
    const response = await generate(headers, { filename, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as JobUploadUrl;
  };
  const put = (url: string, content: string | Buffer, contentType: string | null = 'application/octet-stream') =>
    t().app.inject({
      method: 'PUT',
      url,
      headers: contentType === null ? {} : { 'content-type': contentType },
      payload: content,
    });
  const withKey = (headers: Headers, key: string) =>
    t().app.inject({ method: 'POST', url: api(jobPaths.uploadWithKey), headers, payload: { key } });
  const keyRow = async (key: string) => {
    const [row] = rowsOf<KeyRow>(
      await t().database.db
        .execute(sql`select bytes is not null as has_bytes, size_bytes, uploaded_at is not null as is_uploaded, used_at is not null as is_used
        from job_upload_keys where key = ${key}`),
    );
    return row;
  };
  return { generate, urlFor, put, withKey, keyRow };
};

describe('job description upload by key (SPEC §7 generate-upload-url, upload-with-key)', () => {
  let t: TestApp;
  let owner: Headers;
  let ownerWorkspace: string;
  const { generate, urlFor, put, withKey, keyRow } = uploadsOf(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    [owner, ownerWorkspace] = [bearer(user.token), user.client_id];
  });
  afterAll(() => t.close());

  it('gives a short-lived signed URL and key, takes the bytes without a bearer header, and reads the key into a draft once', async () => {
    const before = Date.now();
    const response = await generate(owner, {
      filename: 'night-picker.txt',
      content_type: 'text/plain',
      size: Buffer.byteLength(posting),
    });
    expect(response.json()).toMatchObject({
      message: jobUploadMessages.urlCreated,
      total: 1,
      data: { max_bytes: jobLimits.fileBytes },
    });
    const { upload_url: url, key, expires_timestamp: expires } = response.json().data as JobUploadUrl;
    expect(key).toMatch(/^upk_[0-9a-f]{32}$/);
    expect(url).toMatch(
      new RegExp(`^/api/job-description/uploads/${key}\\?exp=${expires}&sig=[\\w-]+&workspace=${ownerWorkspace}$`),
    );
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    const stored = await put(url, posting, 'text/plain');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({
      message: jobUploadMessages.received,
      total: 1,
      data: { key, bytes: Buffer.byteLength(posting) },
    });
    expect(await keyRow(key)).toEqual({
      has_bytes: true,
      size_bytes: Buffer.byteLength(posting),
      is_uploaded: true,
      is_used: false,
    });

    const read = await withKey(owner, key);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      message: jobMessages.created,
      total: 1,
      data: { title: 'Night Picker', location: 'Wakefield', source: 'file', status: 'draft' },
    });
    expect((read.json().data as Job).responsibilities).toEqual(['Pick orders for the morning rounds']);
    // Used: the bytes are gone, and neither the URL nor the key works again.
    expect(await keyRow(key)).toMatchObject({ has_bytes: false, is_used: true });
    expectRefused({ again: await withKey(owner, key) }, 409, jobUploadMessages.keyUsed);
    expectRefused({ again: await put(url, posting) }, 409, jobUploadMessages.alreadyUploaded);
  });

  it('reads a PDF as the multipart upload does, its name standing in for a missing title', async () => {
    const pdf = simplePdf([{ text: 'Responsibilities' }, { text: '- Check the stock levels' }]);
    const { upload_url: url, key } = await urlFor(owner, 'stock-controller.pdf', { content_type: 'application/pdf' });
    // Whatever the content type, or none (a browser sends none for a file of no known type).
    const stored = await put(url, pdf, null);
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await withKey(owner, key)).json().data).toMatchObject({
      title: 'stock controller',
      responsibilities: ['Check the stock levels'],
      source: 'file',
    });
  });

  it('refuses, before any byte is sent, a name it does not take (415), a declared size over the limit (413), no name (400), and anonymous callers', async () => {
    expectRefused(
      { html: await generate(owner, { filename: 'job.html' }), none: await generate(owner, { filename: 'README' }) },
      415,
      jobMessages.fileType,
    );
    expectRefused(
      { huge: await generate(owner, { filename: 'job.pdf', size: jobLimits.fileBytes + 1 }) },
      413,
      jobMessages.fileTooLarge,
    );
    expectRefused({ blank: await generate(owner, { filename: '  ' }) }, 400, jobMessages.selectFile);
    expectRefused(
      { missing: await generate(owner, {}), negative: await generate(owner, { filename: 'a.txt', size: -1 }) },
      400,
    );
    expect((await generate({}, { filename: 'job.txt' })).statusCode).toBe(401);
    expect((await withKey({}, 'upk_x')).statusCode).toBe(401);
  });

  it('refuses a tampered, incomplete or expired link with 403', async () => {
    const { upload_url: url, key, expires_timestamp: expires } = await urlFor(owner, 'job.txt');
    const expired = signJobUploadUrl({
      secret: t.config.jwtSecret,
      workspaceId: ownerWorkspace,
      key,
      ttlMs: 60_000,
      now: Date.now() - 120_000,
    });
    const answers = {
      signature: await put(
        url.replace(/sig=[\w-]/, (sig) => (sig.endsWith('A') ? 'sig=B' : 'sig=A')),
        posting,
      ),
      later: await put(url.replace(`exp=${expires}`, `exp=${expires + 60_000}`), posting),
      otherKey: await put(url.replace(key, `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`), posting),
      otherWorkspace: await put(url.replace(ownerWorkspace, '00000000-0000-4000-8000-000000000000'), posting),
      noSignature: await put(url.split('&sig=')[0]!, posting),
      noQuery: await put(url.split('?')[0]!, posting),
    };
    expectRefused(answers, 403, jobUploadMessages.linkInvalid);
    expectRefused({ expired: await put(expired, posting) }, 403, jobUploadMessages.linkExpired);
    expectRefused(
      {
        forged: await put(
          signJobUploadUrl({ secret: 'x'.repeat(64), workspaceId: ownerWorkspace, key, ttlMs: 60_000 }),
          posting,
        ),
      },
      403,
      jobUploadMessages.linkInvalid,
    );
    // Nothing was stored: the genuine link still takes the file.
    expect(await keyRow(key)).toMatchObject({ is_uploaded: false });
    expect((await put(url, posting)).statusCode).toBe(200);
  });

  it('checks the bytes as the multipart upload does: by content (415), size (413), emptiness and the size given (400)', async () => {
    const { upload_url: url, key } = await urlFor(owner, 'job.pdf');
    expectRefused({ text: await put(url, 'not a pdf', 'application/pdf') }, 415, 'job.pdf is not a valid .pdf file');
    const docx = await urlFor(owner, 'job.docx');
    expectRefused(
      { pdf: await put(docx.upload_url, simplePdf([{ text: 'x' }])) },
      415,
      'job.docx is not a valid .docx file',
    );
    const text = await urlFor(owner, 'job.txt');
    expectRefused(
      { binary: await put(text.upload_url, Buffer.from([0x63, 0x61, 0x66, 0xe9])) },
      415,
      'job.txt is not a valid .txt file',
    );
    expectRefused(
      { huge: await put(text.upload_url, Buffer.alloc(jobLimits.fileBytes + 1, 0x61), 'text/plain') },
      413,
      jobMessages.fileTooLarge,
    );
    expectRefused({ empty: await put(text.upload_url, '') }, 400, 'job.txt is empty');
    const sized = await urlFor(owner, 'job.md', { size: 10 });
    expectRefused({ larger: await put(sized.upload_url, 'x'.repeat(11)) }, 400, jobUploadMessages.sizeMismatch);
    // A refused file leaves the key as it was: the right file is taken afterwards.
    expect(await keyRow(key)).toMatchObject({ is_uploaded: false });
    expect((await put(url, simplePdf([{ text: 'Welder' }]))).statusCode).toBe(200);
    expect((await put(text.upload_url, Buffer.alloc(jobLimits.fileBytes, 0x61), 'text/plain')).statusCode).toBe(200);
  });

  it('reads a key only once the file is there, and only for its own user (404 otherwise); an unreadable file leaves the key unused', async () => {
    const { upload_url: url, key } = await urlFor(owner, 'job.txt');
    expectRefused({ early: await withKey(owner, key) }, 409, jobUploadMessages.notUploaded);
    expectRefused(
      { unknown: await withKey(owner, 'upk_00000000000000000000000000000000') },
      404,
      jobUploadMessages.keyNotFound,
    );
    await put(url, posting);
    const colleague = bearer((await addWorkspaceMember(t, { workspaceId: ownerWorkspace, role: 'member' })).token);
    expectRefused({ colleague: await withKey(colleague, key) }, 404, jobUploadMessages.keyNotFound);

    const scan = await urlFor(owner, 'scan.pdf');
    await put(scan.upload_url, simplePdf([]));
    expectRefused(
      { scan: await withKey(owner, scan.key) },
      422,
      'No text found in this PDF (a scanned image has none to read)',
    );
    expect(await keyRow(scan.key)).toMatchObject({ has_bytes: true, is_used: false });
  });

  it('answers 410 for an expired key, and deletes expired keys an hour after, when the next key is made', async () => {
    const { upload_url: url, key } = await urlFor(owner, 'job.txt');
    await put(url, posting);
    await t.database.db.execute(
      sql`update job_upload_keys set expires_at = now() - interval '1 second' where key = ${key}`,
    );
    expectRefused({ expired: await withKey(owner, key) }, 410, jobUploadMessages.keyExpired);
    await urlFor(owner, 'next.txt');
    expect(await keyRow(key)).toBeDefined();
    await t.database.db.execute(
      sql`update job_upload_keys set expires_at = now() - interval '61 minutes' where key = ${key}`,
    );
    await urlFor(owner, 'next.txt');
    expect(await keyRow(key)).toBeUndefined();
  });

  it('answers 404 to another workspace for the key and the URL (signed for its own workspace), 403 to a viewer, and writes nothing', async () => {
    const { upload_url: url, key } = await urlFor(owner, 'job.txt');
    const outsider = await signUpUser(t.app);
    const viewer = bearer((await addWorkspaceMember(t, { workspaceId: ownerWorkspace, role: 'viewer' })).token);
    const theirs = signJobUploadUrl({
      secret: t.config.jwtSecret,
      workspaceId: outsider.client_id,
      key,
      ttlMs: 60_000,
    });
    expectRefused(
      { put: await put(theirs, posting), read: await withKey(bearer(outsider.token), key) },
      404,
      jobUploadMessages.keyNotFound,
    );
    expectRefused({ generate: await generate(viewer, { filename: 'job.txt' }), read: await withKey(viewer, key) }, 403);
    expect(await keyRow(key)).toEqual({ has_bytes: false, size_bytes: null, is_uploaded: false, is_used: false });
    expect((await put(url, posting)).statusCode).toBe(200);
    expectRefused({ read: await withKey(bearer(outsider.token), key) }, 404, jobUploadMessages.keyNotFound);
    expect((await withKey(owner, key)).json().data.title).toBe('Night Picker');
  });
});

describe('job description upload URLs with a short life (JOB_UPLOAD_URL_TTL_MS)', () => {
  let t: TestApp;
  let owner: Headers;
  const { urlFor, put, withKey } = uploadsOf(() => t);

  beforeAll(async () => {
    t = await createTestApp({ JOB_UPLOAD_URL_TTL_MS: '1' });
    owner = bearer((await signUpUser(t.app)).token);
  });
  afterAll(() => t.close());

  it('refuses the URL (403) and the key (410) once their time is up', async () => {
    const { upload_url: url, key, expires_timestamp: expires } = await urlFor(owner, 'job.txt');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expires - Date.now()) + 20));
    expectRefused({ put: await put(url, posting) }, 403, jobUploadMessages.linkExpired);
    expectRefused({ read: await withKey(owner, key) }, 410, jobUploadMessages.keyExpired);
  });
});
