import { callMessageMessages, type CallContact, type CallListItem } from '@agentdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownWorkspaceSuite } from './own-workspace.ts';

// #26 item 2, the composer's tools and its WhatsApp channel, in a workspace of its own with the
// sample data (its chat hook is set here, and no other journey sees it): emoji inserts an emoji
// where the caret is; attach adds a file to a mail after checking its type (a refused one says why,
// in a toast), its chip takes it off again, and a sent mail carries the file, shown with the message
// after a reload; with a chat hook set, WhatsApp reaches the contact and the message goes to the hook.

const suite = ownWorkspaceSuite();
const calls: CallListItem[] = [];

beforeAll(async () => {
  expect((await suite.api('POST', '/workspaces/current/sample-data', {})).status).toBe(200);
  calls.push(...(await suite.api<CallListItem[]>('GET', '/call/calls?period=90days&agent_id=zara&limit=40')).data);
});

/** The n-th of zara's sample calls with a candidate whose e-mail address is known. */
const callWithAddress = async (n: number) => {
  let found = 0;
  for (const call of calls) {
    const { data: contact } = await suite.api<CallContact>('GET', `/call/calls/${call.call_id}/contact`);
    if (contact.source === 'candidate' && contact.channels.email.is_available && found++ === n) return call;
  }
  throw new Error('not enough sample calls with a candidate and an address');
};

describe('the composer’s tools', () => {
  it('inserts an emoji, refuses a file of another type, and sends a mail with its attachment', () =>
    suite.withPage(async (page) => {
      const call = await callWithAddress(0);
      await page.goto(`/zara/conversations?period=90days&call_id=${call.call_id}`);
      const composer = page.getByTestId('composer');
      const message = composer.getByRole('textbox', { name: 'Message', exact: true });
      const send = composer.getByRole('button', { name: 'Send' });
      await message.waitFor();
      expect(await send.isDisabled()).toBe(true);

      await message.fill('See you soon ');
      await composer.getByRole('button', { name: 'Emoji' }).click();
      await page.getByRole('button', { name: 'grinning face', exact: true }).click();
      await expect.poll(() => message.inputValue()).toBe('See you soon 😀');

      const input = composer.getByTestId('attach-input');
      await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `tool.exe: ${callMessageMessages.attachmentType}` })
        .waitFor();
      expect(await composer.getByTestId('attachment-chips').count()).toBe(0);

      const note = {
        name: 'directions.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Take the lift to floor 4.\n'),
      };
      await input.setInputFiles({ ...note, name: 'first.txt' });
      await composer.getByRole('button', { name: 'Remove first.txt' }).click();
      expect(await composer.getByTestId('attachment-chips').count()).toBe(0);
      await input.setInputFiles(note);
      await composer.getByTestId('attachment-chips').getByText('directions.txt').waitFor();

      await send.click();
      const sent = page.getByTestId('contact-message').filter({ hasText: 'See you soon 😀' });
      await sent.waitFor();
      expect(await message.inputValue()).toBe('');
      expect(await composer.getByTestId('attachment-chips').count()).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Chats' }).click();
      await sent.getByRole('list', { name: 'Attachments' }).getByText('directions.txt').waitFor();
    }));

  it('sends a WhatsApp message through the workspace’s chat hook once one is set', () =>
    suite.withPage(async (page) => {
      const call = await callWithAddress(1);
      await page.goto(`/zara/conversations?period=90days&call_id=${call.call_id}`);
      await page.getByRole('button', { name: 'New Conversation' }).click();
      const whatsapp = page.getByRole('menuitem', { name: /Whatsapp/ });
      expect(await whatsapp.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');

      expect((await suite.api('PUT', '/inbox/chat-hook', { url: 'https://relay.example.com/agentdesk' })).status).toBe(
        200,
      );
      await page.reload();
      const composer = page.getByTestId('composer');
      await composer.getByRole('combobox', { name: 'Channel' }).click();
      await page.getByRole('option', { name: /Whatsapp/ }).click();
      await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('Your interview is on Monday.');
      await composer.getByRole('button', { name: 'Send' }).click();
      const sent = page.getByTestId('contact-message').filter({ hasText: 'Your interview is on Monday.' });
      await sent.waitFor();
      expect(await sent.getAttribute('data-channel')).toBe('whatsapp');
      // Handed to the hook (queued, sent, or failed with its reason), never kept here for want of one.
      await expect.poll(() => sent.getAttribute('data-status')).not.toBe('local');
    }));
});
