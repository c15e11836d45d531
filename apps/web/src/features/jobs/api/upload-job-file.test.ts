// @vitest-environment happy-dom
import { jobMessages, jobUploadMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { uploadJobFile } from './upload-job-file.ts';

const fetchMock = setUpJobScreenTests();
const file = () => new File(['Site Engineer\n- Build bridges'], 'site-engineer.md');

describe('uploadJobFile', () => {
  it('asks for a URL, PUTs the bytes there on the API origin with progress, then reads the key into a draft', async () => {
    serveJobs(fetchMock, []);
    const progress: number[] = [];
    const { job, message } = await uploadJobFile({ file: file(), onProgress: (fraction) => progress.push(fraction) });
    expect([job.title, job.source, message]).toEqual(['site-engineer', 'file', jobMessages.created]);
    expect(progress).toEqual([0.5, 1, 1]);
    const put = new URL(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![0]));
    expect([put.origin, put.pathname, put.searchParams.get('sig')]).toEqual([
      window.location.origin,
      '/api/job-description/uploads/key-1',
      'signed',
    ]);
    // No type known for the name: none is declared.
    expect(JSON.parse(String(requestsOf(fetchMock)[0]?.body))).toEqual({ filename: 'site-engineer.md', size: 29 });
  });

  it('rejects with the server’s error body at the step that failed', async () => {
    serveJobs(fetchMock, [], {
      answer: ({ method }) =>
        method === 'PUT'
          ? new Response(JSON.stringify({ error_message: jobUploadMessages.linkExpired }), { status: 403 })
          : undefined,
    });
    await expect(uploadJobFile({ file: file() })).rejects.toEqual({ error_message: jobUploadMessages.linkExpired });
    expect(requestsOf(fetchMock).map((request) => request.method)).toEqual(['POST', 'PUT']);
  });
});
