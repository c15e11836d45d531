import type { CallContact, ContactMessage } from '@agentdesk/shared';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInLanguageModel, type StandInLanguageModel } from '../../test/stand-in-language-model.ts';
import { multipartForm } from '../../test/api-testing.ts';
import { smtpError, startSmtpSink } from '../../test/smtp-sink.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { created, clientFor, settled } from '../../test/knowledge-base-testing.ts';
import { baseCall } from './call-fixtures.ts';

// #26 item 2: the call detail's composer sends. A mail goes through the outbox into the contact's
// inbox thread, a WhatsApp message through the workspace's chat hook; each is kept with its delivery
// state (queued, sent, failed with the reason). Attachments are checked by their bytes and size.

let t: TestApp;
let token: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let model: StandInLanguageModel;
let hook: Server;
let hookStatus = 200;
const hooked: string[] = [];

const SUMMARY = 'Asha asked whether the loan can be repaid early and which documents she still needs to send.';

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
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/call/calls/import', headers: bearer(token), payload: { calls } }))
      .statusCode,
  ).toBe(200);
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
}, 120_000);
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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('a mail to the call’s contact', () => {
  it('goes through the outbox, queued then sent, threaded like an inbox reply, and is in the contact’s inbox thread', async () => {
    const first = await send('call_asha', { channel: 'email', text: '  Thanks for your call, Asha.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      channel: 'email',
      direction: 'out',
      text: 'Thanks for your call, Asha.',
      subject: 'Following up on our call',
      delivery_status: 'pending',
      delivery_error: null,
    });
    await t.app.mailer.deliverDue();
    expect((await messagesOf('call_asha')).map((m) => [m.text, m.delivery_status])).toEqual([
      ['Thanks for your call, Asha.', 'sent'],
    ]);

    // The contact now has a conversation: the next message answers it.
    expect((await send('call_asha', { channel: 'email', text: 'One more thing.' })).json().data).toMatchObject({
      subject: 'Re: Following up on our call',
      thread_id: first.json().data.thread_id,
    });
    await t.app.mailer.deliverDue();
    const [firstMail, secondMail] = sink.mails.filter((mail) => mail.to.includes('asha.rao@example.com'));
    const firstId = /^Message-ID: <([^>]+)>/im.exec(firstMail!.raw)?.[1];
    expect(secondMail!.raw).toContain(`In-Reply-To: <${firstId}>`);

    const contact = await contactOf('call_asha');
    expect(contact.mail_thread).toEqual({ id: first.json().data.thread_id, has_inbound: false });
    const thread = (
      await t.app.inject({ url: `/api/inbox/${contact.mail_thread!.id}?tab=mails`, headers: bearer(token) })
    ).json().data;
    expect(thread.messages.map((m: { text: string; delivery_status: string }) => [m.text, m.delivery_status])).toEqual([
      ['Thanks for your call, Asha.', 'sent'],
      ['One more thing.', 'sent'],
    ]);
  });

  it('starts a new conversation when given a subject', async () => {
    const response = await send('call_asha', {
      channel: 'email',
      subject: 'Your documents',
      text: 'Please send the last payslip.',
    });
    expect(response.json().data.subject).toBe('Your documents');
    expect(response.json().data.thread_id).not.toBe((await messagesOf('call_asha'))[0]!.thread_id);
  });

  it('fails with the server’s reason when the address is refused', async () => {
    expect((await send('call_bounce', { channel: 'email', text: 'Hello' })).statusCode).toBe(201);
    await t.app.mailer.deliverDue();
    const [message] = await messagesOf('call_bounce');
    expect(message).toMatchObject({ delivery_status: 'failed' });
    expect(message!.delivery_error).toMatch(/550 5\.1\.1 No such mailbox here/);
  });

  it('carries attachments checked by their bytes, and says which are refused', async () => {
    const sent = await sendForm('call_asha', { channel: 'email', text: 'The form is attached.' }, [
      { filename: 'form.pdf', content: PDF },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.attachments).toEqual([
      { filename: 'form.pdf', content_type: 'application/pdf', size_bytes: PDF.length },
    ]);
    await t.app.mailer.deliverDue();
    const mail = sink.mails.at(-1)!;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=form\.pdf/);

    const refusals = [
      [
        await sendForm('call_asha', { channel: 'email', text: 'x' }, [
          { filename: 'form.pdf', content: 'not a pdf at all' },
        ]),
        415,
        'form.pdf is not a valid .pdf file',
      ],
      [
        await sendForm('call_asha', { channel: 'email', text: 'x' }, [{ filename: 'setup.exe', content: 'MZ' }]),
        415,
        'Attach a PDF, an image (PNG, JPEG, WebP, GIF), a Word or Excel file, a text or CSV file, or a voice note',
      ],
      [
        await sendForm('call_asha', { channel: 'email', text: 'x' }, [
          { filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
        ]),
        413,
        'An attachment may be at most 10 MB',
      ],
      [
        await sendForm(
          'call_asha',
          { channel: 'email', text: 'x' },
          Array.from({ length: 6 }, (_, i) => ({ filename: `n${i}.txt`, content: 'note' })),
        ),
        413,
        'At most 5 attachments go with one message',
      ],
      [
        await sendForm('call_asha', { channel: 'whatsapp', text: 'x' }, [{ filename: 'form.pdf', content: PDF }]),
        422,
        'Only an e-mail takes attachments',
      ],
    ] as const;
    for (const [response, status, message] of refusals)
      expect([response.statusCode, response.json().error_message]).toEqual([status, message]);
  });
});

describe('a WhatsApp message to the call’s contact', () => {
  it('goes to the workspace’s chat hook and is sent; a hook that refuses it fails it with the reason', async () => {
    const sent = await send('call_asha', { channel: 'whatsapp', text: 'Hi Asha, the checklist is on its way.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ channel: 'whatsapp', delivery_status: 'pending' });
    await t.app.chatHook.deliverDue();
    expect(JSON.parse(hooked.at(-1)!)).toMatchObject({
      event: 'reply',
      platform: 'whatsapp',
      contact: { id: '+919800000003', name: 'Asha Rao' },
      text: 'Hi Asha, the checklist is on its way.',
    });

    hookStatus = 400;
    await send('call_asha', { channel: 'whatsapp', text: 'Second try' });
    await t.app.chatHook.deliverDue();
    const whatsapp = (await messagesOf('call_asha'))
      .filter((m) => m.channel === 'whatsapp')
      .map((m) => [m.text, m.delivery_status, m.delivery_error]);
    expect(whatsapp).toEqual([
      ['Hi Asha, the checklist is on its way.', 'sent', null],
      ['Second try', 'failed', 'Hook answered 400'],
    ]);
    // The inbox's chat with the number holds them too.
    const contact = await contactOf('call_asha');
    const chat = (
      await t.app.inject({ url: `/api/inbox/${contact.chat_thread!.id}?tab=chats`, headers: bearer(token) })
    ).json().data;
    expect(chat.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi Asha, the checklist is on its way.',
      'Second try',
    ]);
    hookStatus = 200;
  });
});

describe('refusals', () => {
  it('sends no blank text, and nothing on a channel that cannot reach the contact (with why)', async () => {
    expect((await send('call_asha', { channel: 'email', text: ' \n ' })).json().error_message).toBe(
      'text: Message is empty',
    );
    const unreachable = await send('call_unknown', { channel: 'email', text: 'Hello' });
    expect([unreachable.statusCode, unreachable.json().error_message]).toEqual([
      422,
      'No e-mail address is known for anonymous',
    ]);
    expect((await send('call_unknown', { channel: 'whatsapp', text: 'Hello' })).json().error_message).toBe(
      'No phone number WhatsApp can reach is known for anonymous',
    );
  });

  it('lets a viewer read the contact and the messages but send nothing; another workspace finds nothing', async () => {
    const viewer = await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, token), role: 'viewer' });
    expect(
      (await t.app.inject({ url: '/api/call/calls/call_asha/messages', headers: bearer(viewer.token) })).statusCode,
    ).toBe(200);
    expect((await send('call_asha', { channel: 'email', text: 'Hello' }, viewer.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/call/calls/call_asha/reply-draft',
          headers: bearer(viewer.token),
          payload: { channel: 'email' },
        })
      ).statusCode,
    ).toBe(403);
    const outsider = await signUpUser(t.app);
    for (const path of ['contact', 'messages'])
      expect(
        (await t.app.inject({ url: `/api/call/calls/call_asha/${path}`, headers: bearer(outsider.token) })).statusCode,
      ).toBe(404);
    expect((await send('call_asha', { channel: 'email', text: 'Hello' }, outsider.token)).statusCode).toBe(404);
  });
});

describe('AI-assist', () => {
  it('drafts a reply from the call’s summary and the workspace’s knowledge base', async () => {
    const kb = clientFor(t, token);
    const base = await created(kb, 'Loan FAQ');
    await kb.addText(
      base.knowledge_base_id,
      'Early repayment',
      'Loans can be repaid early at any time without a fee. Send the last three payslips as documents.',
    );
    await settled(kb, base.knowledge_base_id);
    model.answerWith({ reply: 'Hi Asha, you can repay early without a fee.' });
    expect((await contactOf('call_asha')).ai_assist).toBe(true);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/call/calls/call_asha/reply-draft',
      headers: bearer(token),
      payload: { channel: 'whatsapp' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toEqual({ text: 'Hi Asha, you can repay early without a fee.' });
    const prompt = JSON.stringify(model.seen.body);
    expect(prompt).toContain(SUMMARY);
    expect(prompt).toContain('repaid early at any time without a fee');
    expect(prompt).toContain('WhatsApp');

    model.answer = { status: 500, body: {} };
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/call/calls/call_asha/reply-draft',
      headers: bearer(token),
      payload: { channel: 'email' },
    });
    expect([failed.statusCode, failed.json().error_message]).toEqual([
      502,
      'The language model did not answer. Try again, or write the reply yourself.',
    ]);
  });

  it('is not offered without a language model', async () => {
    const plain = await createTestApp();
    try {
      const own = await signUpUser(plain.app);
      await plain.app.inject({
        method: 'POST',
        url: '/api/call/calls/import',
        headers: bearer(own.token),
        payload: { calls: [baseCall('call_plain')] },
      });
      expect(
        (await plain.app.inject({ url: '/api/call/calls/call_plain/contact', headers: bearer(own.token) })).json().data
          .ai_assist,
      ).toBe(false);
      const draft = await plain.app.inject({
        method: 'POST',
        url: '/api/call/calls/call_plain/reply-draft',
        headers: bearer(own.token),
        payload: { channel: 'email' },
      });
      expect([draft.statusCode, draft.json().error_message]).toEqual([
        409,
        'No language model is configured: set LLM_BASE_URL to draft replies',
      ]);
    } finally {
      await plain.close();
    }
  });
});
