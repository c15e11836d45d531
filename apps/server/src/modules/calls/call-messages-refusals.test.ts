import { describe, expect, it } from 'vitest';
import { useCallMessagesApp } from '../../test/call-messages-testing.ts';
import { addWorkspaceMember, bearer, signUpUser, workspaceOf } from '../../test/test-app.ts';

// #26 item 2: the call detail's composer sends. A mail goes through the outbox into the contact's
// inbox thread, a WhatsApp message through the workspace's chat hook; each is kept with its delivery
// state (queued, sent, failed with the reason). Attachments are checked by their bytes and size.
// Here: what is refused, and to whom.

const fixture = useCallMessagesApp();
const { send } = fixture;

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
    const t = fixture.t();
    const token = fixture.token();
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
