import { demoCallMessages, providerAccountMessages, type Integrations } from '@agentdesk/shared';
import { describe, expect, inject, it } from 'vitest';
import { violations } from './axe.ts';
import { fillDemoCall } from './demo-call-form.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';

// #28 item 6: a workspace other than the first places calls with its own provider account. Its
// admin gives the key and the caller number on the Integrations page; the key is never shown again
// (only its last four characters), and the workspace's demo call reaches the provider with that key
// and from that number.
const suite = ownWorkspaceSuite();

type StandInRequest = { path: string; key: string | null };
const standIn = async <T>(path: string, init?: RequestInit) => {
  const response = await fetch(`${inject('providerUrl')}/__stand-in/${path}`, init);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

describe('integrations: the workspace’s own voice provider account', () => {
  it('an admin saves a key and a caller number, sees only the key’s last four characters, and the workspace’s demo call is placed with them', () =>
    suite.withPage(async (page) => {
      const key = `key_e2e_${Date.now().toString(36)}_own_9f3c`;
      // The stand-in provider accepts this key (with no agents of its own to list).
      await standIn(`keys/${encodeURIComponent(key)}`, { method: 'PUT', body: '[]' });

      await page.goto('/integrations');
      const status = page.getByTestId('provider-account-status');
      await expect.poll(() => status.textContent()).toMatch(/^No provider account yet/);
      // Values the provider could not use are refused at their fields, before anything is saved.
      await page.getByLabel('Provider API key').fill('short key');
      await page.getByLabel('Caller number').fill('4155550199');
      await page.getByRole('button', { name: 'Save provider account' }).click();
      await page.getByText(providerAccountMessages.apiKey).waitFor();
      await page.getByText(providerAccountMessages.fromNumber).waitFor();

      await page.getByLabel('Provider API key').fill(key);
      await page.getByLabel('Caller number').fill('+1 415 555 0199');
      await page.getByLabel('Agents by call type').fill('loan_qualification=agent_own_loans');
      await page.getByRole('button', { name: 'Save provider account' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: providerAccountMessages.saved }).waitFor();
      await expect
        .poll(() => status.textContent())
        .toBe('Calls from this workspace are placed with its own provider account (key ending 9f3c).');
      const field = page.getByLabel('Provider API key');
      await expect.poll(() => field.inputValue()).toBe('');
      expect(await field.getAttribute('placeholder')).toBe('Saved, ending 9f3c: leave empty to keep it');
      expect(await violations(page)).toEqual([]);

      // Neither the API nor the page shows the key again, after a reload too.
      const { data } = await suite.api<Integrations>('GET', '/workspaces/current/integrations');
      expect(JSON.stringify(data)).not.toContain(key);
      expect(data.provider_account).toMatchObject({
        key_hint: '9f3c',
        from_number: '+14155550199',
        call_agents: { loan_qualification: 'agent_own_loans' },
      });
      await page.reload();
      await expect.poll(() => page.getByLabel('Caller number').inputValue()).toBe('+14155550199');
      expect(await page.content()).not.toContain(key);

      // The workspace's demo call goes to the provider with the workspace's key, number and agent.
      await page.goto('/demo-call');
      await fillDemoCall(page, { country: 'United States', number: '5123456789', callType: 'Loan Qualification Call' });
      const before = (await standIn<StandInRequest[]>('requests')).length;
      await page.getByRole('button', { name: 'Initiate a Call' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: demoCallMessages.initiated }).waitFor();
      const asked = (await standIn<StandInRequest[]>('requests')).slice(before);
      expect(asked).toEqual([{ path: '/v2/create-phone-call', key }]);
      const placed = await standIn<Record<string, unknown>[]>('placed-calls');
      expect(placed.at(-1)).toMatchObject({
        from_number: '+14155550199',
        to_number: '+15123456789',
        override_agent_id: 'agent_own_loans',
      });
    }));
});
