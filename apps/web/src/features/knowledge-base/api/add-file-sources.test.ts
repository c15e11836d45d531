// @vitest-environment happy-dom
import { knowledgeBaseMessages } from '@agentdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { makeKnowledgeBase, makeSource } from '../testing/make-knowledge-base.ts';
import { addFileSources } from './add-file-sources.ts';

/** A stand-in for XMLHttpRequest that answers as told once the request is sent. */
class FakeRequest extends EventTarget {
  static answer: { status: number; body: string } = { status: 200, body: '' };
  static last: FakeRequest | undefined;
  upload = new EventTarget();
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeRequest.last = this;
    this.body = body;
    const progress = (loaded: number) =>
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 200 });
    this.upload.dispatchEvent(progress(50));
    this.upload.dispatchEvent(progress(200));
    this.status = FakeRequest.answer.status;
    this.responseText = FakeRequest.answer.body;
    this.dispatchEvent(new Event('load'));
  }
}

const files = [new File(['# Hello'], 'hello.md'), new File(['plain'], 'notes.txt')];

describe('addFileSources', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends each file as a 'files' part with the token, reports progress and answers the knowledge base", async () => {
    const answered = makeKnowledgeBase({
      status: 'in_progress',
      knowledge_base_sources: [makeSource({ status: 'pending', type: 'document', filename: 'hello.md' })],
    });
    FakeRequest.answer = { status: 200, body: JSON.stringify({ message: 'ok', total: 1, data: answered }) };
    const progress: number[] = [];
    await expect(
      addFileSources({ id: 'kb 1', files, onProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual(answered);
    const request = FakeRequest.last!;
    expect([request.method, request.url]).toEqual(['POST', '/api/webhooks/knowledge-base/kb%201/sources/files']);
    expect(request.headers['Authorization']).toMatch(/^Bearer /);
    expect(request.body?.getAll('files').map((part) => (part as File).name)).toEqual(['hello.md', 'notes.txt']);
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's error body, and says a file is too large on a bare 413", async () => {
    FakeRequest.answer = { status: 400, body: JSON.stringify({ error_message: knowledgeBaseMessages.fileType }) };
    await expect(addFileSources({ id: 'kb-1', files })).rejects.toEqual({
      error_message: knowledgeBaseMessages.fileType,
    });
    FakeRequest.answer = { status: 413, body: '<html>Request Entity Too Large</html>' };
    await expect(addFileSources({ id: 'kb-1', files })).rejects.toEqual({
      error_message: knowledgeBaseMessages.fileTooLarge,
    });
  });

  it('does not send without a live session', async () => {
    localStorage.clear();
    FakeRequest.last = undefined;
    expect(() => addFileSources({ id: 'kb-1', files })).toThrow('Token expired');
    expect(FakeRequest.last).toBeUndefined();
  });
});
