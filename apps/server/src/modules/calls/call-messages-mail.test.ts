import { describe, expect, it } from 'vitest';
import { PDF, useCallMessagesApp } from '../../test/call-messages-testing.ts';
import { bearer } from '../../test/test-app.ts';

// #26 item 2: the call detail's composer sends. A mail goes through the outbox into the contact's
// inbox thread, a WhatsApp message through the workspace's chat hook; each is kept with its delivery
// state (queued, sent, failed with the reason). Attachments are checked by their bytes and size.
// Here: mails.

const fixture = useCallMessagesApp();
const { send, sendForm, messagesOf, contactOf } = fixture;

describe('a mail to the call’s contact', () => {
  it('goes through the outbox, queued then sent, threaded like an inbox reply, and is in the contact’s inbox thread', async () => {
    const t = fixture.t();
    const token = fixture.token();
    const sink = fixture.sink();
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
    const t = fixture.t();
    expect((await send('call_bounce', { channel: 'email', text: 'Hello' })).statusCode).toBe(201);
    await t.app.mailer.deliverDue();
    const [message] = await messagesOf('call_bounce');
    expect(message).toMatchObject({ delivery_status: 'failed' });
    expect(message!.delivery_error).toMatch(/550 5\.1\.1 No such mailbox here/);
  });

  it('carries attachments checked by their bytes, and says which are refused', async () => {
    const t = fixture.t();
    const sink = fixture.sink();
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
