import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFiles, type Upload as Part } from '../test/multipart.ts';
import { registerErrorHandling } from './error-handler.ts';
import { readUpload, readUploads, type UploadRules } from './read-uploads.ts';

const messages = {
  missing: 'Select a file',
  wrongField: 'Send parts named files',
  type: 'Only .txt and .pdf',
  tooLarge: 'Too large',
};
const rules: UploadRules = { field: 'files', maxBytes: 16, accept: ['.txt', '.pdf'], messages };
const app = Fastify();

beforeAll(async () => {
  registerErrorHandling(app, 1024);
  await app.register(multipart);
  app.post('/one', async (request) => {
    const { filename, kind, contentType, bytes } = await readUpload(request, { ...rules, maxFields: 1 });
    return { filename, kind, contentType, text: bytes.toString('utf8') };
  });
  app.post('/many', async (request) =>
    (await readUploads(request, { ...rules, maxFiles: 2, tooMany: 'At most 2' })).map((upload) => upload.filename),
  );
  app.post(
    '/any-bytes',
    async (request) => (await readUpload(request, { ...rules, accept: ['.csv'], checkBytes: false })).bytes.length,
  );
});
afterAll(() => app.close());

const post = async (url: string, parts: Part[]) => {
  const body = multipartFiles(parts);
  const response = await app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
  return { status: response.statusCode, body: response.json<unknown>() };
};

describe('reading uploads', () => {
  it('takes the one file (later parts unread), with a safe name and its kind', async () => {
    expect(
      await post('/one', [
        { filename: 'notes.txt', content: 'hello' },
        { filename: 'other.txt', content: 'x' },
      ]),
    ).toEqual({
      status: 200,
      body: { filename: 'notes.txt', kind: 'text', contentType: 'text/plain', text: 'hello' },
    });
    expect((await post('/one', [{ filename: 'a\u0007b.txt', content: 'x' }])).body).toMatchObject({
      filename: 'ab.txt',
    });
  });

  it('answers each refusal in the route’s words', async () => {
    expect(await post('/one', [])).toEqual({ status: 400, body: { error_message: 'Select a file' } });
    expect(await post('/one', [{ filename: 'notes.txt', content: 'x', field: 'document' }])).toEqual({
      status: 400,
      body: { error_message: 'Send parts named files' },
    });
    // The name is judged before any byte is read.
    expect(await post('/one', [{ filename: 'setup.exe', content: 'x'.repeat(64) }])).toEqual({
      status: 415,
      body: { error_message: 'Only .txt and .pdf' },
    });
    expect(await post('/one', [{ filename: 'scan.pdf', content: 'not a pdf' }])).toEqual({
      status: 415,
      body: { error_message: 'scan.pdf is not a valid .pdf file' },
    });
    expect(await post('/one', [{ filename: 'big.txt', content: 'x'.repeat(17) }])).toEqual({
      status: 413,
      body: { error_message: 'Too large' },
    });
    const notMultipart = await app.inject({ method: 'POST', url: '/one', payload: { file: 'x' } });
    expect(notMultipart.json()).toEqual({ error_message: 'Select a file' });
  });

  it('takes several files up to the cap, and refuses more with 413', async () => {
    expect(
      await post('/many', [
        { filename: 'a.txt', content: 'a' },
        { filename: 'b.txt', content: 'b' },
      ]),
    ).toEqual({ status: 200, body: ['a.txt', 'b.txt'] });
    const three = ['a', 'b', 'c'].map((name) => ({ filename: `${name}.txt`, content: name }));
    expect(await post('/many', three)).toEqual({ status: 413, body: { error_message: 'At most 2' } });
  });

  it('leaves the bytes to the caller when asked (a CSV in any 8-bit encoding)', async () => {
    expect(
      await post('/any-bytes', [{ filename: 'list.csv', content: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }]),
    ).toEqual({ status: 200, body: 4 });
  });
});
