import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startStandInLanguageModel, type StandInLanguageModel } from '../../test/stand-in-language-model.ts';
import { createLlmMailWriter } from './llm-mail-writer.ts';

let model: StandInLanguageModel;

beforeAll(async () => {
  model = await startStandInLanguageModel();
});
afterAll(() => model.close());

describe('createLlmMailWriter', () => {
  it('asks the chat-completions endpoint with the key and model, and reads subject and body', async () => {
    model.answerWith({ subject: 'Hi Asha', body: 'A demo for Acme?' });
    const write = createLlmMailWriter({ baseUrl: `${model.baseUrl}/`, apiKey: 'sk-test', model: 'small-model' });
    expect(await write({ system: 'sys', user: 'usr' })).toEqual({ subject: 'Hi Asha', text: 'A demo for Acme?' });
    expect(model.seen.url).toBe('/v1/chat/completions');
    expect(model.seen.authorization).toBe('Bearer sk-test');
    expect(model.seen.body).toMatchObject({
      model: 'small-model',
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'usr' },
      ],
      response_format: { type: 'json_object' },
    });
  });

  it('throws on an error status, a slow answer or an answer without subject and body (the caller falls back)', async () => {
    const write = createLlmMailWriter({ baseUrl: model.baseUrl, model: 'm', timeoutMs: 200 });
    model.answer = { status: 503, body: {} };
    await expect(write({ system: '', user: '' })).rejects.toThrow('503');
    model.answerWith({ text: 'no subject' });
    await expect(write({ system: '', user: '' })).rejects.toThrow('no subject and body');
    model.answerWith('null');
    await expect(write({ system: '', user: '' })).rejects.toThrow('no subject and body');
    model.answer = { ...model.answer, delayMs: 2_000 };
    await expect(write({ system: '', user: '' })).rejects.toThrow(/abort|timeout/i);
  });

  it('is optional: an empty LLM_BASE_URL means none', () => {
    expect(
      loadConfig({ DATA_DIR: '/tmp/agentdesk-config-test', JWT_SECRET: 'x'.repeat(32), LLM_BASE_URL: '' }).LLM_BASE_URL,
    ).toBeUndefined();
  });
});
