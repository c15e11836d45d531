import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLlmMailWriter } from './llm-mail-writer.ts';

// A stand-in for an OpenAI-compatible endpoint: records the request, answers what the test says.
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { url?: string; authorization?: string; body?: Record<string, unknown> } = {};
const server = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    seen = { url: request.url, authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createLlmMailWriter', () => {
  it('asks the chat-completions endpoint with the key and model, and reads subject and body', async () => {
    answer = { status: 200, body: { choices: [{ message: { content: JSON.stringify({ subject: 'Hi Asha', body: 'A demo for Acme?' }) } }] } };
    const write = createLlmMailWriter({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test', model: 'small-model' });
    expect(await write({ system: 'sys', user: 'usr' })).toEqual({ subject: 'Hi Asha', text: 'A demo for Acme?' });
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.authorization).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({ model: 'small-model', messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'usr' }] });
  });

  it('throws on an error status or an answer without subject and body (the caller falls back)', async () => {
    const write = createLlmMailWriter({ baseUrl, model: 'm' });
    answer = { status: 503, body: {} };
    await expect(write({ system: '', user: '' })).rejects.toThrow('503');
    answer = { status: 200, body: { choices: [{ message: { content: '{"text":"no subject"}' } }] } };
    await expect(write({ system: '', user: '' })).rejects.toThrow('no subject and body');
  });

  it('is optional: an empty LLM_BASE_URL means none', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/agentdesk-config-test', JWT_SECRET: 'x'.repeat(32), LLM_BASE_URL: '' }).LLM_BASE_URL).toBeUndefined();
  });
});
