import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { newPage, signedInSuite, storeSession } from './browser.ts';

const { suite } = signedInSuite();

/**
 * An open Radix menu or listbox hides the rest of the page with aria-hidden and traps focus in
 * itself, so nothing hidden can be reached; axe cannot see the trap and reports the hidden page's
 * links (it exempts dialogs only): radix-ui/primitives#2459. Every other rule still runs there.
 */
const OPEN_MENU = ['aria-hidden-focus'];

/** Each page as a user leaves it to be read: loaded, and where it has one, with an item open. */
const pages: { path: string; ready: (page: Page) => Promise<unknown>; width?: number; skipRules?: string[] }[] = [
  { path: '/analytics', ready: (page) => page.getByTestId('analytics-charts').waitFor() },
  {
    path: '/conversations?period=90days&call_successful=true',
    ready: async (page) => {
      await page.getByTestId('call-row').first().click();
      await page.getByTestId('call-detail').waitFor();
      await page.locator('[data-testid="message"]').first().waitFor();
    },
  },
  {
    path: '/inbox',
    ready: async (page) => {
      await page.getByTestId('inbox-row').first().click();
      await page.waitForURL(/list_id=/);
      await page.getByTestId('inbox-detail').or(page.locator('[data-testid="mail-message"]')).first().waitFor();
    },
  },
  ...['Call Analysis', 'Summary', 'QA'].map((tab) => ({
    path: '/conversations?period=90days&call_successful=true',
    ready: async (page: Page) => {
      await page.getByTestId('call-row').first().click();
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
    },
  })),
  {
    path: '/conversations?period=90days&sentiment=negative',
    ready: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Call filters' }).waitFor();
    },
  },
  { path: '/inbox?type=calls', ready: (page) => page.getByTestId('inbox-row').first().waitFor() },
  {
    path: '/inbox',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Compose' }).click();
      await page.getByRole('dialog', { name: 'New mail' }).waitFor();
    },
  },
  { path: '/demo-call', ready: (page) => page.getByRole('button', { name: 'Initiate a Call' }).waitFor() },
  {
    path: '/demo-call',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Mail' }).click();
      await page.getByLabel('Campaign name').first().waitFor();
    },
  },
  {
    path: '/demo-call',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Onboarding' }).click();
      await page.getByRole('tabpanel', { name: 'Onboarding' }).waitFor();
    },
  },
  {
    path: '/analytics',
    width: 1440,
    skipRules: OPEN_MENU,
    ready: async (page) => {
      await page.getByRole('combobox', { name: 'Select agent', exact: true }).click();
      await page.getByRole('option', { name: /Zara/ }).waitFor();
    },
  },
  {
    path: '/analytics',
    width: 1440,
    skipRules: OPEN_MENU,
    ready: async (page) => {
      await page.getByRole('button', { name: new RegExp(suite.account.username) }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    },
  },
  {
    path: '/analytics',
    width: 375,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).first().waitFor();
    },
  },
  {
    path: '/knowledge-base',
    // With a knowledge base open: its settings, a source that has been read and a retrieval test's hits.
    ready: async (page) => {
      const id = await page.evaluate(async () => {
        const headers = {
          authorization: `Bearer ${localStorage.getItem('agentdesk.token') ?? ''}`,
          'content-type': 'application/json',
        };
        const base = '/api/webhooks/knowledge-base/';
        const created = await fetch(base, {
          method: 'POST',
          headers,
          body: JSON.stringify({ knowledge_base_name: 'Accessibility check', enable_auto_refresh: true }),
        });
        const { knowledge_base_id } = ((await created.json()) as { data: { knowledge_base_id: string } }).data;
        await fetch(`${base}${knowledge_base_id}/sources/texts`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: 'Opening hours', text: 'We open at nine and close at five.' }),
        });
        return knowledge_base_id;
      });
      await page.goto(`/knowledge-base?knowledge_base_id=${id}`);
      await page.locator('[data-testid="source-status"][data-status="ready"]').waitFor();
      await page.getByRole('searchbox', { name: 'Search this knowledge base' }).fill('nine');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByTestId('search-hit').first().waitFor();
    },
  },
  { path: '/quality', ready: (page) => page.getByTestId('scorecard').first().waitFor() },
  { path: '/profile', ready: (page) => page.getByRole('heading', { name: 'Profile' }).first().waitFor() },
  {
    path: '/change-password',
    ready: (page) => page.getByRole('heading', { name: 'Change Password' }).first().waitFor(),
  },
  {
    path: '/zara/job-listings',
    // With a job listed (jobs are shared by the workspace, so there may be others).
    ready: async (page) => {
      await page.evaluate(async () => {
        const headers = {
          authorization: `Bearer ${localStorage.getItem('agentdesk.token') ?? ''}`,
          'content-type': 'application/json',
        };
        await fetch('/api/job-description/', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            title: 'Accessibility check',
            salary_min: 50000,
            salary_max: 60000,
            salary_currency: 'USD',
          }),
        });
      });
      await page.reload();
      await page.getByTestId('job-row').first().waitFor();
    },
  },
  { path: '/zara', ready: (page) => page.getByTestId('home-dashboard').waitFor() },
  {
    path: '/zara/create-job-description',
    ready: (page) => page.getByRole('button', { name: 'Read job description' }).waitFor(),
  },
  {
    path: '/zara/create-job-description?mode=form',
    ready: (page) => page.getByRole('region', { name: 'Job listing form' }).waitFor(),
  },
  {
    path: '/zara/candidate-shortlisting',
    ready: (page) => page.getByRole('heading', { name: 'Candidate Shortlisting' }).first().waitFor(),
  },
  {
    path: '/zara/interview-scheduling',
    ready: (page) => page.getByRole('heading', { name: 'Interview Scheduling' }).first().waitFor(),
  },
  {
    path: '/zara/analytics',
    ready: async (page) => {
      await page.getByTestId('analytics-charts').waitFor();
      await page.getByTestId('recruiting-dashboard').waitFor();
    },
  },
  {
    path: '/conversations?period=today&search=zzzqqq',
    ready: (page) => page.getByText('No calls match these filters').waitFor(),
  },
  {
    path: '/inbox?tab=chats',
    ready: async (page) => {
      await page.getByTestId('inbox-row').first().click();
      await page.getByTestId('inbox-detail').waitFor();
    },
  },
  // An admin's pages (e2e accounts are admins of the demo workspace).
  { path: '/members', ready: (page) => page.getByTestId('member-row').first().waitFor() },
  { path: '/agents', ready: (page) => page.getByTestId('agent-row').first().waitFor() },
  { path: '/alerts', ready: (page) => page.getByRole('form', { name: 'Add an alert rule' }).waitFor() },
  { path: '/integrations', ready: (page) => page.getByTestId('chat-hook-source').waitFor() },
  { path: '/audit-log', ready: (page) => page.getByTestId('audit-event').first().waitFor() },
  { path: '/inbox?folder=sent', ready: (page) => page.getByTestId('inbox-total').waitFor() },
  { path: '/inbox?folder=drafts', ready: (page) => page.getByTestId('inbox-total').waitFor() },
];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  // One page per width, walked page by page: each page is a test of its own (with its own time
  // limit, which a whole walk of the pages outgrew on a loaded machine), and along the way the app
  // must not throw or log errors.
  for (const width of [1440, 375]) {
    describe(`at ${width} px`, () => {
      const at = {} as { page: Page; close: () => Promise<void>; errors: string[] };
      beforeAll(async () => {
        const { context, page } = await newPage(suite.browser, { width, height: 900 });
        await storeSession(page, suite.account);
        at.page = page;
        at.close = () => context.close();
        at.errors = [];
        page.on('pageerror', (error) => at.errors.push(`uncaught: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') at.errors.push(`console: ${message.text()}`);
        });
      });
      afterAll(() => at.close());

      const here = [...pages.entries()]
        .filter(([, { width: only }]) => only === undefined || only === width)
        .map(([index, page]) => [`${index} ${page.path}`, page] as const);
      it.each(here)('has no violations and no script errors: %s', async (_name, { path, ready, skipRules }) => {
        const before = at.errors.length;
        await at.page.goto(path);
        await ready(at.page);
        expect(await violations(at.page, skipRules), path).toEqual([]);
        expect(at.errors.slice(before), path).toEqual([]);
      });
    });
  }

  it('has no violations on the sign-in and password reset screens', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await page.goto('/authentication');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.goto('/reset-password');
      await page.getByLabel('Email').waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard alone, with a visible focus on every stop', async () => {
    const { context, page } = await newPage(suite.browser);
    /** Presses Tab until `matches` holds for the focused element; each stop must show its focus. */
    const tabTo = async (description: string, matches: (element: Element) => boolean) => {
      for (let stop = 0; stop < 60; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluateHandle(() => document.activeElement);
        const element = focused.asElement();
        // Past the last stop, focus leaves the page for the browser's own controls.
        if (element === null || (await element.evaluate((el) => el === document.body))) continue;
        const ring = await element.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
            shadow: style.boxShadow !== 'none',
            tag: el.outerHTML.slice(0, 120),
          };
        });
        expect(ring.outline || ring.shadow, `no visible focus on ${ring.tag}`).toBe(true);
        if (await element.evaluate(matches)) return;
      }
      throw new Error(`Tab never reached ${description}`);
    };
    try {
      await page.goto('/authentication');
      await page.getByLabel('Email').waitFor();
      await tabTo('the e-mail field', (el) => el.getAttribute('type') === 'email' || el.id === 'email');
      await page.keyboard.type(suite.account.email);
      await tabTo('the password field', (el) => el.getAttribute('type') === 'password');
      await page.keyboard.type(suite.account.password);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/analytics');

      await tabTo('the Conversations link', (el) => el.tagName === 'A' && el.getAttribute('href') === '/conversations');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/conversations');
      await page.getByTestId('call-row').first().waitFor();
      await tabTo('a call in the list', (el) => el.getAttribute('data-testid') === 'call-row');
      await page.keyboard.press('Enter');
      await page.waitForURL(/call_id=/);
      await page.getByTestId('call-detail').waitFor();
    } finally {
      await context.close();
    }
  });
});
