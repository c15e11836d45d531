import { describe, expect, it } from 'vitest';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { SUMMARY, useCallMessagesApp } from '../../test/call-messages-testing.ts';
import { created, clientFor, settled } from '../../test/knowledge-base-testing.ts';
import { bearer, createTestApp, signUpUser } from '../../test/test-app.ts';
import { baseCall } from './call-fixtures.ts';

// #26 item 2: the call detail's composer sends. A mail goes through the outbox into the contact's
// inbox thread, a WhatsApp message through the workspace's chat hook; each is kept with its delivery
// state (queued, sent, failed with the reason). Attachments are checked by their bytes and size.
// Here: the drafted reply.

const fixture = useCallMessagesApp();
const { contactOf } = fixture;

describe('AI-assist', () => {
  it('drafts a reply from the call’s summary and the workspace’s knowledge base', async () => {
    const t = fixture.t();
    const token = fixture.token();
    const model = fixture.model();
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
      expect(
        importedCounts(await importThroughApi(plain.app, own.token, { calls: [baseCall('call_plain')] })).skipped,
      ).toBe(0);
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
