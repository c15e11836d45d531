import { knowledgeBaseLimits, knowledgeBaseMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { checkUrls } from './check-urls.ts';

describe('checkUrls', () => {
  it('takes one address a line, trimmed, without blank lines or repeats', () => {
    expect(checkUrls(' https://example.com/a \n\nhttp://example.com/b\r\nhttps://example.com/a\n')).toEqual({
      ok: true,
      urls: ['https://example.com/a', 'http://example.com/b'],
    });
  });

  it('asks for at least one address', () => {
    expect(checkUrls('  \n ')).toEqual({ ok: false, message: knowledgeBaseMessages.urlRequired, value: undefined });
  });

  it('names the first address the server would refuse', () => {
    expect(checkUrls('https://example.com\nftp://example.com/file\njavascript:alert(1)')).toEqual({
      ok: false,
      message: knowledgeBaseMessages.urlInvalid,
      value: 'ftp://example.com/file',
    });
    expect(checkUrls('https://user:secret@example.com')).toMatchObject({
      ok: false,
      message: knowledgeBaseMessages.urlInvalid,
    });
  });

  it('refuses more addresses than one request takes', () => {
    const lines = Array.from(
      { length: knowledgeBaseLimits.urlsPerRequest + 1 },
      (_, index) => `https://example.com/${index}`,
    ).join('\n');
    expect(checkUrls(lines)).toMatchObject({
      ok: false,
      message: `At most ${knowledgeBaseLimits.urlsPerRequest} URLs at a time`,
    });
  });
});
