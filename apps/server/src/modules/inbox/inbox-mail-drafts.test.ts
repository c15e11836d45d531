import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/test-app.ts';
import { inboxClientFor, inboxTestEnv } from './inbox-test-client.ts';

// New mail written in the inbox, and its drafts.

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { send, list } = inboxClientFor(t, NOW);

describe('inbox: composing mail', () => {
  it('composes new mail and keeps drafts until they are sent', async () => {
    const invalid = await send('POST', '/inbox/mails', { to: 'not-an-address', subject: 'Hi', text: 'Hello' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error_message).toContain('Enter a valid e-mail address');
    expect((await send('POST', '/inbox/mails', { to: 'lee@example.com', subject: 'Hi', text: '   ' })).statusCode).toBe(
      400,
    );

    const draft = await send('POST', '/inbox/drafts', { to: 'lee@example.com', subject: 'Offer', text: 'Draft text' });
    expect(draft.statusCode).toBe(200);
    const draftId: string = draft.json().data.id;
    expect(
      (
        await send('PUT', `/inbox/drafts/${draftId}`, {
          to: 'lee@example.com',
          subject: 'Offer letter',
          text: 'Final text',
        })
      ).statusCode,
    ).toBe(200);
    const drafts = await list('tab=mails&folder=drafts');
    expect(drafts.data).toEqual([
      expect.objectContaining({
        type: 'draft',
        id: draftId,
        to: 'lee@example.com',
        subject: 'Offer letter',
        text: 'Final text',
      }),
    ]);

    const sent = await send('POST', '/inbox/mails', {
      to: 'lee@example.com',
      subject: 'Offer letter',
      text: 'Final text',
      draft_id: draftId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await list('tab=mails&folder=drafts')).total).toBe(0);
    expect((await list('tab=mails&folder=sent&search=Offer')).data[0]).toMatchObject({
      email: 'lee@example.com',
      subject: 'Offer letter',
      delivery_status: 'local',
    });
    // A mail we only sent is not in the Inbox folder.
    expect((await list('tab=mails&search=lee%40example.com')).total).toBe(0);
    expect((await send('DELETE', `/inbox/drafts/${draftId}`)).statusCode).toBe(404);
  });
});
