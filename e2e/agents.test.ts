import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { sendWebhook } from './webhook.ts';

// The Agents page (#15 item 1) in a workspace of its own, so the demo workspace's agents stay as
// the other journeys expect them.
const suite = ownWorkspaceSuite();

const row = (page: Page, name: string) => page.getByTestId('agent-row').filter({ hasText: name });
const act = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('agents', () => {
  it('adds one by hand, shows one a call brought flagged for review, and marks, renames and gives the recruiting role', () =>
    suite.withPage(async (page) => {
      await page.goto('/analytics');
      await page.getByRole('button', { name: new RegExp(suite.owner.username) }).click();
      await page.getByRole('menuitem', { name: 'Agents' }).click();
      await page.waitForURL('**/agents');
      await page.getByText('No agents yet').waitFor();

      await page.getByLabel('Agent id').fill('agent_frontdesk');
      await page.getByLabel('Name').fill('Front desk');
      await page.getByRole('button', { name: 'Add agent' }).click();
      await page.getByText('Agent Front desk added').waitFor();
      await row(page, 'Front desk').getByText('Added by hand').waitFor();
      // The same id again: the server's answer, in the form.
      await page.getByLabel('Agent id').fill('agent_frontdesk');
      await page.getByLabel('Name').fill('Again');
      await page.getByRole('button', { name: 'Add agent' }).click();
      await page.getByText("Agent 'agent_frontdesk' already exists").waitFor();

      await sendWebhook(
        {
          event: 'call_started',
          call: {
            call_id: `e2e_agent_${Date.now()}`,
            agent_id: 'agent_3f9c01',
            agent_name: 'Billing line',
            call_status: 'ongoing',
            start_timestamp: Date.now(),
          },
        },
        suite.hook,
      );
      await page.reload();
      await row(page, 'Billing line').getByText('Needs review').waitFor();
      await page.getByText('1 first seen in a call, to review').waitFor();

      await act(page, 'Billing line', 'Mark as reviewed');
      await page.getByText('Billing line marked as reviewed').waitFor();
      await expect.poll(() => row(page, 'Billing line').getByText('Needs review').count()).toBe(0);

      await act(page, 'Front desk', 'Make the recruiting agent');
      await row(page, 'Front desk').getByText('Recruiting agent').waitFor();
      await act(page, 'Billing line', 'Make the recruiting agent');
      await row(page, 'Billing line').getByText('Recruiting agent').waitFor();
      await expect.poll(() => page.getByTestId('agent-row').filter({ hasText: 'Recruiting agent' }).count()).toBe(1);

      await act(page, 'Billing line', 'Rename');
      const dialog = page.getByRole('dialog', { name: 'Rename agent' });
      await dialog.getByLabel('Name').fill('Billing');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Agent renamed to Billing').waitFor();
      await expect
        .poll(() => page.getByTestId('agent-row').locator('p.font-medium').allTextContents())
        .toEqual(['Billing', 'Front desk']);

      // What the page shows is what the API holds.
      const response = await fetch(`${baseUrl()}/api/agents`, {
        headers: { authorization: `Bearer ${suite.owner.token}` },
      });
      const agents = (
        (await response.json()) as {
          data: { agent_id: string; agent_name: string; role: string | null; needs_review: boolean }[];
        }
      ).data;
      expect(
        agents.map(({ agent_id, agent_name, role, needs_review }) => ({ agent_id, agent_name, role, needs_review })),
      ).toEqual([
        { agent_id: 'agent_3f9c01', agent_name: 'Billing', role: 'recruiting', needs_review: false },
        { agent_id: 'agent_frontdesk', agent_name: 'Front desk', role: null, needs_review: false },
      ]);
    }));

  it('opens the hiring area at /zara for whichever agent recruits: the dropdown and its calls follow the choice, and without one the area says so', () =>
    suite.withPage(async (page) => {
      const agentSelect = page.getByRole('combobox', { name: 'Select agent', exact: true });
      const choose = async (name: string) => {
        await agentSelect.click();
        await page.getByRole('option', { name, exact: true }).click();
      };
      // Billing (agent_3f9c01, a provider's id) recruits since the test above.
      await page.goto('/analytics');
      await choose('Billing');
      await page.waitForURL('**/zara/job-listings');
      await expect.poll(() => agentSelect.textContent()).toContain('Billing');
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents())
        .toEqual(['Job Listings', 'Candidate Shortlisting', 'Interview Scheduling', 'Analytics', 'Conversations']);
      // The hiring area's conversations are its recruiting agent's: the call that brought Billing.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Conversations' }).click();
      await page.waitForURL('**/zara/conversations**');
      await expect.poll(() => page.getByTestId('call-row').count()).toBe(1);

      // Another agent is not the hiring area's: it opens the analytics filtered to it.
      await choose('Front desk');
      await page.waitForURL(/\/analytics\?agent_id=agent_frontdesk$/);

      // Front desk recruits now: the same /zara opens for it; nothing else moved.
      await page.goto('/agents');
      await act(page, 'Front desk', 'Make the recruiting agent');
      await row(page, 'Front desk').getByText('Recruiting agent').waitFor();
      await choose('Front desk');
      await page.waitForURL('**/zara/job-listings');
      await expect.poll(() => agentSelect.textContent()).toContain('Front desk');
      await page.goto('/zara/conversations');
      await page
        .getByText(/No calls/)
        .first()
        .waitFor();

      // No agent recruits: the jobs are still there; the calls say they need an agent, and where to choose one.
      await page.goto('/agents');
      await act(page, 'Front desk', 'Stop running hiring');
      await page.getByText('Front desk no longer runs hiring').waitFor();
      await page.goto('/zara/job-listings');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Job Listings');
      await expect.poll(() => agentSelect.textContent()).toContain('Hiring assistant');
      await page.goto('/zara/conversations');
      const notice = page.getByTestId('needs-agent');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Screening and scheduling calls need a voice agent');
      await notice.getByRole('link', { name: 'Choose the recruiting agent' }).click();
      await page.waitForURL('**/agents');
    }));

  it('fits a phone: long ids wrap, the actions stay on screen, nothing scrolls sideways', () =>
    suite.withPage(
      async (page) => {
        const longId = `agent_${'9f3c'.repeat(12)}`;
        await fetch(`${baseUrl()}/api/agents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${suite.owner.token}` },
          body: JSON.stringify({ agent_id: longId, agent_name: 'An agent with a rather long name for a phone screen' }),
        });
        await page.goto('/agents');
        const longRow = page.getByTestId('agent-row').filter({ hasText: longId });
        await longRow.waitFor();
        const button = await longRow.getByRole('button', { name: /^Actions for/ }).boundingBox();
        expect(button).not.toBeNull();
        expect(button!.x + button!.width).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 800 },
    ));

  it("connects the provider with its key: a refused key says so, an accepted one imports the provider's agents, Sync now brings a new one", () =>
    suite.withPage(async (page) => {
      // The stand-in provider (global-setup) accepts this test's key and lists these agents for it.
      const key = `key_e2e_${Date.now().toString(36)}_0000`;
      const list = (agents: object[]) =>
        fetch(`${inject('providerUrl')}/__stand-in/keys/${encodeURIComponent(key)}`, {
          method: 'PUT',
          body: JSON.stringify(agents),
        });
      await list([
        {
          agent_id: 'agent_provider_1',
          agent_name: 'Provider front desk',
          version: 2,
          voice_id: '11labs-Adrian',
          last_modification_timestamp: 1_700_000_000_000,
        },
      ]);
      await page.goto('/agents');
      const field = page.getByLabel('Provider API key');
      await field.fill('key_refused_0000000000');
      await page.getByRole('button', { name: 'Connect' }).click();
      await page
        .getByText('The provider refused this API key. Check the key in your provider account and try again.')
        .waitFor();
      await field.fill(key);
      await page.getByRole('button', { name: 'Connect' }).click();
      await page.getByText('Provider connected: 1 agent imported').waitFor();
      await expect
        .poll(() => page.getByTestId('provider-connection').textContent())
        .toMatch(new RegExp(`^Connected with the key ending ${key.slice(-4)} · last synced `));
      await row(page, 'Provider front desk').getByText('From the provider').waitFor();

      await list([
        {
          agent_id: 'agent_provider_1',
          agent_name: 'Provider front desk',
          version: 3,
          last_modification_timestamp: 1_700_000_100_000,
        },
        {
          agent_id: 'agent_provider_2',
          agent_name: 'Provider collections',
          last_modification_timestamp: 1_700_000_100_000,
        },
      ]);
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page.getByText('Agents synced: 1 new, 1 updated').waitFor();
      await row(page, 'Provider collections').getByText('From the provider').waitFor();
      // The key itself is nowhere on the page.
      expect(await page.content()).not.toContain(key);

      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Provider disconnected').waitFor();
      await page.getByLabel('Provider API key').waitFor();
      await row(page, 'Provider collections').waitFor();
    }));
});
