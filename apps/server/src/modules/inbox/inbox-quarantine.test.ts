import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQuarantine } from '../../db/schema.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { useSignedInApp } from '../../test/test-app.ts';
import { inboxClientFor, inboxTestEnv } from './inbox-test-client.ts';

// Mail with a dangerous attachment: held back in the Quarantine folder, read as text, released or deleted.

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, send, list } = inboxClientFor(t, NOW);

describe('inbox: quarantine', () => {
  it('quarantines mail with a dangerous attachment instead of showing it', async () => {
    const result = await receiveTestMail(t.database.db, {
      from: 'Mallory <mallory@gmail.com>',
      subject: 'Invoice attached',
      text: 'Open the attachment',
      attachments: [{ filename: 'invoice.pdf.exe', content: 'MZ...' }],
    });
    expect(result).toEqual({ outcome: 'quarantined', reason: 'Dangerous attachment: invoice.pdf.exe' });
    expect((await list('search=mallory')).total).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(mailQuarantine))[0]?.n).toBe(1);
  });

  it('lists held mail in the Quarantine folder, reads it as text, releases it once without attachments, and deletes', async () => {
    const held = await receiveTestMail(t.database.db, {
      from: 'eve@outlook.com',
      to: 'support@agentdesk.local',
      subject: 'Payroll update',
      text: 'Please run the attached tool before Friday.',
      html: '<p>Please run the attached tool</p><script>steal()</script>',
      attachments: [
        { filename: 'payroll.js', content: 'steal()' },
        { filename: 'notes.txt', content: 'plain notes' },
      ],
    });
    expect(held).toEqual({ outcome: 'quarantined', reason: 'Dangerous attachment: payroll.js' });

    const folder = await list('tab=mails&folder=quarantine');
    expect(folder.total).toBe(2);
    const [newest] = folder.data;
    expect(newest).toMatchObject({
      type: 'quarantined',
      email: 'eve@outlook.com',
      subject: 'Payroll update',
      reason: 'Dangerous attachment: payroll.js',
    });
    expect((await list('tab=mails&folder=quarantine&search=payroll')).data.map((m) => m.id)).toEqual([newest!.id]);

    const detail = await get(`/inbox/quarantine/${newest!.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      from_address: 'eve@outlook.com',
      to: ['support@agentdesk.local'],
      text: 'Please run the attached tool before Friday.',
      attachments: [
        { filename: 'payroll.js', is_dangerous: true },
        { filename: 'notes.txt', content_type: 'text/plain', is_dangerous: false },
      ],
    });

    const released = await send('POST', `/inbox/quarantine/${newest!.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    const threadId = released.json().data.thread_id as string;
    const thread = (await get(`/inbox/${threadId}?tab=mails`)).json().data;
    expect(thread).toMatchObject({
      type: 'mail',
      email: 'eve@outlook.com',
      subject: 'Payroll update',
      platform: 'outlook',
    });
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0].text).toBe('Please run the attached tool before Friday.');
    expect(thread.messages[0].html).not.toContain('script');
    expect((await list('tab=mails&folder=quarantine')).total).toBe(1);
    // Released once: the second release, a read and a delete find nothing.
    expect((await send('POST', `/inbox/quarantine/${newest!.id}/release`)).statusCode).toBe(404);
    expect((await get(`/inbox/quarantine/${newest!.id}`)).statusCode).toBe(404);

    const remaining = (await list('tab=mails&folder=quarantine')).data[0]!;
    const deleted = await send('DELETE', `/inbox/quarantine/${remaining.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Quarantined mail deleted');
    expect((await list('tab=mails&folder=quarantine')).total).toBe(0);
    expect((await send('DELETE', `/inbox/quarantine/${remaining.id}`)).statusCode).toBe(404);
    const malformed = await get('/inbox/quarantine/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_message).toContain('No quarantined mail with this id');
  });
});
