import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { baseUrl, signedInSuite } from './browser.ts';
import { countIn, params, sendMail } from './inbox-page.ts';

// The Inbox's mail: a mail received during the visit shown without a reload, a reply as an agent,
// a mail composed from the pop-up, and a mail held in Quarantine released or deleted.

const { suite, withPage } = signedInSuite();

describe('inbox mail', () => {
  it('shows a mail received during the visit without a reload, woken by the notice, not a poll', () =>
    withPage(async (page) => {
      // The page's clock is the test's (it flows until the test moves it on): idle time below is
      // made by moving it, not by waiting.
      await page.clock.install();
      // Past the first look: the page waits on the pulse (a request that names the pulse it saw).
      const isWaiting = page.waitForRequest(
        (request) => request.url().includes('/api/inbox/pulse') && request.url().includes('wait='),
      );
      await page.goto('/inbox');
      await page.getByTestId('inbox-row').first().waitFor();
      const before = await countIn(page, 'inbox-total');
      await isWaiting;
      const tag = Date.now().toString(36);
      await sendMail({
        from: `Live Sender <live.${tag}@gmail.com>`,
        subject: `Arrived while open ${tag}`,
        text: 'Hello from SMTP',
      });
      // Only the database's notice can answer the waiting request this soon: the server's fallback
      // look is off here (INBOX_FALLBACK_POLL_MS=0, e2e/global-setup.ts) and the wait lasts
      // INBOX_PULSE_MAX_WAIT_S (25 s); the page itself does not poll (below).
      await page.getByText(`Arrived while open ${tag}`).waitFor({ timeout: 10_000 });
      // Idle, the page holds one waiting request rather than polling: a minute of its timers runs
      // and at most the one wait that follows an arrival leaves.
      let pulses = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/inbox/pulse')) pulses += 1;
      });
      await page.clock.runFor(60_000);
      // Requests started by those timers are announced before the page answers this.
      await page.evaluate(() => document.readyState);
      expect(pulses).toBeLessThanOrEqual(1);
      expect(await countIn(page, 'inbox-total')).toBe(before + 1);
      await page.getByText(`Arrived while open ${tag}`).click();
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe('Live Sender');
      await page.getByTestId('thread-mail').getByText('Hello from SMTP').waitFor();
    }));

  it('replies as the first agent unless another is chosen, signed with its name', () =>
    withPage(async (page) => {
      const agentsResponse = await fetch(`${baseUrl()}/api/agents`, {
        headers: { authorization: `Bearer ${suite.account.token}` },
      });
      const agents = ((await agentsResponse.json()) as { data: { agent_name: string }[] }).data;
      const tag = Date.now().toString(36);
      await sendMail({
        from: `Reply Tester <reply.${tag}@gmail.com>`,
        subject: `Question ${tag}`,
        text: 'Can an agent answer?',
      });
      await page.goto('/inbox');
      await page.getByText(`Question ${tag}`).click({ timeout: 15_000 });
      const replyAs = page.getByRole('combobox', { name: 'Reply as' });
      // SPEC §4: on load the first agent is selected when none is.
      await expect.poll(() => replyAs.textContent()).toBe(agents[0]!.agent_name);
      await replyAs.click();
      await page.getByRole('option', { name: agents[1]!.agent_name }).click();
      await page.getByLabel(`Reply to reply.${tag}@gmail.com`).fill(`Answered by an agent ${tag}`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const answer = page.getByTestId('thread-mail').filter({ hasText: `Answered by an agent ${tag}` });
      await answer.waitFor();
      expect(await answer.textContent()).toContain(agents[1]!.agent_name);
    }));

  it('composes a mail from the layout pop-up and lists it in Sent', () =>
    withPage(async (page) => {
      await page.goto('/inbox');
      await page.getByRole('button', { name: 'Compose' }).click();
      const dialog = page.getByRole('dialog', { name: 'New mail' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByText('Enter a valid e-mail address').waitFor();
      const tag = Date.now().toString(36);
      await dialog.getByLabel('To').fill(`someone.${tag}@example.com`);
      await dialog.getByLabel('Subject').fill(`Hello ${tag}`);
      await dialog.getByLabel('Message').fill('Written in the compose dialog');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('combobox', { name: 'Folder' }).textContent()).toBe('Inbox');
      await page.getByRole('combobox', { name: 'Folder' }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['Inbox', 'Sent', 'Drafts', 'Quarantine']);
      await page.getByRole('option', { name: 'Sent' }).click();
      await page.waitForURL(/folder=sent/);
      await page.getByText(`Hello ${tag}`).waitFor();
    }));

  it('holds a mail with a dangerous attachment in Quarantine, then releases its text into the inbox or deletes it', () =>
    withPage(async (page) => {
      const tag = Date.now().toString(36);
      const held = async (subject: string) =>
        sendMail({
          from: `Mallory <mallory.${tag}@gmail.com>`,
          subject,
          text: `Run the tool ${subject}`,
          attachments: [
            { filename: 'update.exe', content: 'MZ' },
            { filename: 'readme.txt', content: 'notes' },
          ],
        });
      await held(`Keep ${tag}`);
      await held(`Drop ${tag}`);
      await page.goto('/inbox');
      await page.getByTestId('inbox-row').first().waitFor();
      // Held mail never reaches the Inbox folder.
      expect(await page.getByText(`Keep ${tag}`).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Folder' }).click();
      await page.getByRole('option', { name: 'Quarantine' }).click();
      await page.waitForURL(/folder=quarantine/);
      const keepRow = page.getByTestId('inbox-row').filter({ hasText: `Keep ${tag}` });
      await keepRow.waitFor();
      expect(await keepRow.textContent()).toContain('Dangerous attachment: update.exe');

      await keepRow.click();
      const detail = page.getByTestId('quarantine-detail');
      await detail.getByText(`Run the tool Keep ${tag}`).waitFor();
      expect(await detail.getByRole('list', { name: 'Attachments' }).getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('update.exe'),
        expect.stringContaining('readme.txt'),
      ]);
      expect(await violations(page)).toEqual([]);
      await detail.getByRole('button', { name: 'Release without attachments' }).click();
      await page.getByText('Mail released without its attachments').waitFor();
      // The released mail opens in the Inbox folder as a conversation.
      await page.waitForURL((url) => !url.searchParams.has('folder') && url.searchParams.has('list_id'));
      await page.getByTestId('thread-mail').getByText(`Run the tool Keep ${tag}`).waitFor();
      expect(await page.getByRole('combobox', { name: 'Folder' }).textContent()).toBe('Inbox');

      await page.getByRole('combobox', { name: 'Folder' }).click();
      await page.getByRole('option', { name: 'Quarantine' }).click();
      await page
        .getByTestId('inbox-row')
        .filter({ hasText: `Drop ${tag}` })
        .click();
      await detail.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this mail?' });
      await confirm.waitFor();
      expect(await violations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Quarantined mail deleted').waitFor();
      await expect.poll(() => page.getByTestId('inbox-row').filter({ hasText: tag }).count()).toBe(0);
      expect(params(page).has('list_id')).toBe(false);
    }));
});
