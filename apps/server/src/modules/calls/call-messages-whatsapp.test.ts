import { describe, expect, it } from 'vitest';
import { useCallMessagesApp } from '../../test/call-messages-testing.ts';
import { bearer } from '../../test/test-app.ts';

// #26 item 2: the call detail's composer sends. A mail goes through the outbox into the contact's
// inbox thread, a WhatsApp message through the workspace's chat hook; each is kept with its delivery
// state (queued, sent, failed with the reason). Attachments are checked by their bytes and size.
// Here: WhatsApp messages.

const fixture = useCallMessagesApp();
const { hooked, send, messagesOf, contactOf } = fixture;

describe('a WhatsApp message to the call’s contact', () => {
  it('goes to the workspace’s chat hook and is sent; a hook that refuses it fails it with the reason', async () => {
    const t = fixture.t();
    const token = fixture.token();
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

    fixture.answerHookWith(400);
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
    fixture.answerHookWith(200);
  });
});
