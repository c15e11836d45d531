import type { CallContact, CallListItem } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';
import { noSidewaysScroll } from './page-checks.ts';

// #26 items 1 and 2: a sample call's own contact and time in its header, the profile icon to the
// candidate's page, and a message sent from the composer that is kept with its delivery state (after
// a reload too) and is in the contact's inbox thread.

const { suite, withPage } = signedInSuite();

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${suite.account.token}` },
  });
  return ((await response.json()) as { data: T }).data;
};

/** The n-th newest of zara's sample calls with a candidate (other journeys post calls of their own), and its contact. */
const zaraCall = async (n: number) => {
  const calls = await api<CallListItem[]>('/call/calls?period=90days&agent_id=zara&limit=40');
  const found: { call: CallListItem; contact: CallContact }[] = [];
  for (const call of calls) {
    const contact = await api<CallContact>(`/call/calls/${call.call_id}/contact`);
    if (contact.source === 'candidate') found.push({ call, contact });
    if (found.length > n) return found[n]!;
  }
  throw new Error('not enough sample calls with a candidate');
};

const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

const openCall = async (page: Page, callId: string) => {
  await page.goto(`/zara/conversations?period=90days&call_id=${callId}`);
  await page.getByTestId('contractor-name').waitFor();
};

describe('the call’s contact', () => {
  it('heads a sample call with its candidate and its start in the user’s zone, and the profile icon opens the candidate’s page', () =>
    withPage(async (page) => {
      const { call, contact } = await zaraCall(0);
      expect(contact.source).toBe('candidate');
      await openCall(page, call.call_id);
      expect(await page.getByTestId('contractor-name').textContent()).toBe(contact.name);
      const time = page.getByTestId('contractor-time');
      expect(await time.getAttribute('datetime')).toBe(new Date(call.start_timestamp!).toISOString());
      const expected = await page.evaluate(
        (at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
        call.start_timestamp!,
      );
      expect(await time.textContent()).toBe(expected);
      expect(await page.getByText('Jordan Reyes').count()).toBe(0);
      // The list leads the call's row with the same name.
      expect(
        await page
          .locator(`[data-testid="call-row"][data-call-id="${call.call_id}"] [data-testid="call-row-contact"]`)
          .textContent(),
      ).toBe(contact.name);

      // WhatsApp has no chat hook in this workspace: disabled, saying why.
      await page.getByRole('button', { name: 'New Conversation' }).click();
      const whatsapp = page.getByRole('menuitem', { name: /Whatsapp/ });
      expect(await whatsapp.getAttribute('aria-disabled')).toBe('true');
      expect(await whatsapp.textContent()).toContain('chat hook');
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Contact profile' }).click();
      await page.waitForURL(
        new RegExp(
          `/zara/candidate-shortlisting\\?job=${contact.candidate!.job_id}&candidate=${contact.candidate!.application_id}`,
        ),
      );
      await expect.poll(() => page.getByTestId('candidate-detail-name').textContent()).toBe(contact.name);
    }));
});

describe('a contact who is not a candidate', () => {
  it('heads the call with the inbox contact found by the number, whose profile icon opens their WhatsApp chat', () =>
    withPage(async (page) => {
      let found: { call: CallListItem; contact: CallContact } | undefined;
      for (const call of await api<CallListItem[]>('/call/calls?period=90days&limit=100')) {
        const contact = await api<CallContact>(`/call/calls/${call.call_id}/contact`);
        if (contact.source === 'inbox' && contact.chat_thread !== null && contact.mail_thread === null) {
          found = { call, contact };
          break;
        }
      }
      expect(found, 'a sample call from a WhatsApp contact of the inbox').toBeDefined();
      const { call, contact } = found!;
      await page.goto(`/conversations?period=90days&call_id=${call.call_id}`);
      await expect.poll(() => page.getByTestId('contractor-name').textContent()).toBe(contact.name);
      await page.getByRole('link', { name: 'Contact profile' }).click();
      await page.waitForURL(new RegExp(`/inbox\\?type=chats&list_id=${contact.chat_thread!.id}`));
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(contact.name);
    }));
});

describe('the composer', () => {
  it('sends an e-mail to the contact, kept with its state after a reload, and in the inbox thread', () =>
    withPage(async (page) => {
      const { call, contact } = await zaraCall(1);
      const text = `Thanks for your time today (${Date.now().toString(36)}).`;
      await openCall(page, call.call_id);
      const channel = page.getByRole('combobox', { name: 'Channel' });
      await expect.poll(() => channel.textContent()).toContain('Email');
      await messageField(page).fill(text);
      await page.getByRole('button', { name: 'Send' }).click();

      // The conversation shows it at once, with its delivery (no SMTP server here: kept locally).
      const sent = page.getByTestId('contact-message').filter({ hasText: text });
      await sent.waitFor();
      expect(await messageField(page).inputValue()).toBe('');
      expect(await sent.getByTestId('delivery-state').textContent()).toBe('Kept locally');

      await page.reload();
      await page.getByRole('button', { name: 'Chats' }).click();
      await sent.waitFor();
      expect(await sent.getAttribute('data-status')).toBe('local');
      expect(await sent.textContent()).toContain('Following up on our call');

      await sent.getByRole('link', { name: 'Open in Inbox' }).click();
      await page.waitForURL(/\/inbox\?type=mails&folder=sent&list_id=/);
      const thread = page.getByTestId('inbox-detail');
      await thread.getByText(text).waitFor();
      expect(await thread.getByTestId('detail-title').textContent()).toBe(contact.name);
      expect(await thread.getByTestId('delivery-state').first().textContent()).toBe('Kept locally');
    }));

  it('starts a new mail conversation from New Conversation, with its subject', () =>
    withPage(async (page) => {
      const { call, contact } = await zaraCall(2);
      await openCall(page, call.call_id);
      await page.getByRole('button', { name: 'New Conversation' }).click();
      await page.getByRole('menuitem', { name: 'Email' }).click();
      const dialog = page.getByRole('dialog', { name: `New email to ${contact.name}` });
      await dialog.getByLabel('Subject').fill('Your interview next week');
      await dialog
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('Here are the directions to our office.');
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const sent = page.getByTestId('contact-message').filter({ hasText: 'Here are the directions to our office.' });
      await sent.waitFor();
      expect(await sent.textContent()).toContain('Your interview next week');
    }));

  it('fits a phone: the header, the composer and the conversation, nothing sideways', () =>
    withPage(
      async (page) => {
        const { call, contact } = await zaraCall(0);
        await openCall(page, call.call_id);
        expect(await page.getByTestId('contractor-name').textContent()).toBe(contact.name);
        await page.getByRole('button', { name: 'Chats' }).click();
        await page.getByTestId('contact-messages').waitFor();
        await noSidewaysScroll(page, 375);
        const header = (await page.getByTestId('contractor-name').boundingBox())!;
        const profile = (await page.getByRole('link', { name: 'Contact profile' }).boundingBox())!;
        // The name and the profile icon stay on the header's one line, side by side.
        expect(header.x + header.width).toBeLessThanOrEqual(profile.x);
        expect(Math.abs(header.y + header.height / 2 - (profile.y + profile.height / 2))).toBeLessThan(12);
      },
      { width: 375, height: 812 },
    ));
});
