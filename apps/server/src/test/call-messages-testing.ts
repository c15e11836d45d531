import type { CallContact, ContactMessage } from '@agentdesk/shared';
import { importedCounts, importThroughApi } from './call-import-api.ts';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseCall } from '../modules/calls/call-fixtures.ts';
import { multipartForm } from './api-testing.ts';
import { smtpError, startSmtpSink } from './smtp-sink.ts';
import { startStandInLanguageModel, type StandInLanguageModel } from './stand-in-language-model.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from './test-app.ts';

// The app of the call composer suites (#26 item 2): three imported calls (Asha Rao with an address
// and a summary, an address the mail server refuses, an anonymous caller), a mail sink, a stand-in
// language model and a chat hook whose answer a test sets.

export const SUMMARY = 'Asha asked whether the loan can be repaid early and which documents she still needs to send.';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useCallMessagesApp = () => {
  let t: TestApp;
  let token: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let model: StandInLanguageModel;
  let hook: Server;
  let hookStatus = 200;
  const hooked: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink({
      checkRecipient: (address) =>
        address.address.startsWith('bounce') ? smtpError('550 5.1.1 No such mailbox here', 550) : null,
    });
    model = await startStandInLanguageModel();
    hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        hooked.push(body);
        response.writeHead(hookStatus).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '3600000',
      LLM_BASE_URL: model.baseUrl,
      CHAT_HOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    token = (await signUpUser(t.app)).token;
    const calls = [
      baseCall('call_asha', {
        from_number: '+919800000003',
        call_analysis: {
          call_summary: 'Loan questions',
          detailed_call_summary: SUMMARY,
          email: 'asha.rao@example.com',
          custom_analysis_data: { name: 'Asha Rao' },
        },
      }),
      baseCall('call_bounce', {
        from_number: '+919800000004',
        call_analysis: { email: 'bounce@example.com', custom_analysis_data: { name: 'Bo Unce' } },
      }),
      baseCall('call_unknown', { from_number: 'anonymous', call_analysis: null }),
    ];
    expect(importedCounts(await importThroughApi(t.app, token, { calls })).skipped).toBe(0);
    const port = (hook.address() as { port: number }).port;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/inbox/chat-hook',
          headers: bearer(token),
          payload: { url: `http://127.0.0.1:${port}/hook` },
        })
      ).statusCode,
    ).toBe(200);
  }, 480_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
    await model.close();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  const send = (callId: string, payload: object, as = token) =>
    t.app.inject({ method: 'POST', url: `/api/call/calls/${callId}/messages`, headers: bearer(as), payload });
  const sendForm = (
    callId: string,
    fields: Record<string, string>,
    files: { filename: string; content: string | Buffer; field?: string }[],
  ) => {
    const form = multipartForm(
      fields,
      files.map((file) => ({ field: 'files', ...file })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/call/calls/${callId}/messages`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const messagesOf = async (callId: string): Promise<ContactMessage[]> =>
    (await t.app.inject({ url: `/api/call/calls/${callId}/messages`, headers: bearer(token) })).json().data;
  const contactOf = async (callId: string): Promise<CallContact> =>
    (await t.app.inject({ url: `/api/call/calls/${callId}/contact`, headers: bearer(token) })).json().data;

  return {
    t: () => t,
    token: () => token,
    sink: () => sink,
    model: () => model,
    /** The bodies the chat hook received, oldest first. */
    hooked,
    /** The status the chat hook answers with from now on. */
    answerHookWith: (status: number) => {
      hookStatus = status;
    },
    send,
    sendForm,
    messagesOf,
    contactOf,
  };
};
