import { passwordResetMessages } from '@agentdesk/shared';
import { SignJWT, decodeJwt } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  DEMO_ACCOUNT,
  jwtSecretOfServer,
  launchBrowser,
  newPage,
  serverLog,
  signInThroughForm,
  storeSession,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

const withPage = async (fn: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) => {
  const { context, page } = await newPage(browser, viewport);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
};

/** The toasts on screen, oldest first. */
const toastTexts = (page: Page) => page.locator('[data-sonner-toast]').allTextContents();

describe('auth guard', () => {
  it('a first visit to / or a guarded page, signed out: the sign-in page and no error toast', () =>
    withPage(async (page) => {
      for (const path of ['/', '/analytics']) {
        await page.goto(path);
        await page.waitForURL('**/authentication');
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        // A toast the page raises now lands after any the guard raised: it is the only one.
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect.poll(() => toast(page, 'Please fill in all fields').count()).toBe(1);
        expect(await toastTexts(page)).toEqual(['Please fill in all fields']);
      }
    }));

  it('a visit with a stored session that expired: /authentication with one toast', () =>
    withPage(async (page) => {
      const account = await createAccount();
      const claims = decodeJwt(account.token);
      const expired = await new SignJWT({ user_id: claims['user_id'], sid: claims['sid'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(jwtSecretOfServer()));
      await storeSession(page, { ...account, token: expired });
      await page.goto('/conversations');
      await page.waitForURL('**/authentication');
      await expect.poll(() => toast(page, 'Please sign in to access this page').count()).toBe(1);
      expect(await toastTexts(page)).toEqual(['Please sign in to access this page']);
      // Replacing history: going back does not return to the guarded page.
      await page.goBack();
      expect(page.url()).not.toContain('/conversations');
    }));

  it('redirects / and unknown paths to /analytics', () =>
    withPage(async (page) => {
      const account = await createAccount();
      await storeSession(page, account);
      await page.goto('/');
      await page.waitForURL('**/analytics');
      await page.goto('/no/such/page');
      await page.waitForURL('**/analytics');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Analytics' }).count()).toBe(1);
    }));
});

describe('sign-in screen', () => {
  it('asks for both fields', () =>
    withPage(async (page) => {
      await page.goto('/authentication');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => page.getByText('Please fill in all fields').count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => toast(page, 'Please fill in all fields').count()).toBe(1);
      expect(page.url()).toMatch(/\/authentication$/);
    }));

  it('shows the logo 300 px wide with its 50 px icon on the public pages (SPEC §9)', () =>
    withPage(async (page) => {
      for (const path of ['/authentication', '/reset-password']) {
        await page.goto(path);
        const logo = page.getByTestId('brand-logo');
        await logo.waitFor();
        expect((await logo.boundingBox())?.width).toBe(300);
        const mark = await page.getByTestId('brand-mark').boundingBox();
        expect([mark?.width, mark?.height]).toEqual([50, 50]);
      }
    }));

  it('shows toasts at the top right for 3 seconds (SPEC §2, §9)', () =>
    withPage(async (page) => {
      // The page's clock is the test's and stands still from before the click: the toast's 3 s are
      // measured on it, so a loaded machine cannot stretch or shorten them.
      await page.clock.install();
      await page.goto('/authentication');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // Sonner shows a toast from a timer of its own: moved on by a moment, the clock runs it.
      await page.clock.runFor(10);
      const item = toast(page, 'Please fill in all fields');
      await item.waitFor();
      const box = (await item.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(viewport.width - (box.x + box.width)).toBeLessThan(48);
      expect(box.y).toBeLessThan(48);
      await page.clock.runFor(2_900);
      expect(await item.count()).toBe(1);
      expect(await item.getAttribute('data-removed')).not.toBe('true');
      // At 3 s sonner marks it removed, animates it out for a moment, then removes it.
      await page.clock.runFor(1_000);
      await item.waitFor({ state: 'detached', timeout: 10_000 });
    }));

  it('shows the server message for a wrong password and toggles password visibility', () =>
    withPage(async (page) => {
      const account = await createAccount();
      await page.goto('/authentication');
      await page.getByLabel('Email').fill(account.email);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('not the password');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => toast(page, 'Invalid email or password').count()).toBe(1);
      expect(page.url()).toMatch(/\/authentication$/);
    }));

  it('signs in, says so and lands on /analytics', () =>
    withPage(async (page) => {
      const account = await createAccount();
      // The toast shows for 3 s: watched from before the click, so that a slow landing on
      // /analytics (a loaded machine) cannot let it come and go unseen.
      const signedIn = toast(page, 'Signed in successfully!');
      await page.goto('/authentication');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      const shown = signedIn.waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await shown;
      expect(await signedIn.count()).toBe(1);
      await page.waitForURL('**/analytics');
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('agentdesk.token'),
        user: localStorage.getItem('agentdesk.user'),
      }));
      expect(decodeJwt(stored.token!)['user_id']).toBe(account.id);
      expect(JSON.parse(stored.user!)).toEqual({ email: account.email, username: account.username });
    }));

  it('signs up through the sign-up form and lands on /analytics', () =>
    withPage(async (page) => {
      const tag = Math.random().toString(36).slice(2, 8);
      await page.goto('/authentication');
      await page.getByText("Don't have an account?").waitFor();
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByLabel('Username').fill(`new_${tag}`);
      await page.getByLabel('Email').fill(`new_${tag}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await expect.poll(() => page.getByText('at least 8 characters').count()).toBeGreaterThan(0);
      await page.getByLabel('Password', { exact: true }).fill('long enough password');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.waitForURL('**/analytics');
      await expect.poll(() => page.getByRole('button', { name: new RegExp(`new_${tag}`) }).count()).toBeGreaterThan(0);
    }));
});

describe('session', () => {
  it('signs out from the account menu, revoking the token', () =>
    withPage(async (page) => {
      const account = await createAccount();
      await signInThroughForm(page, account);
      const token = await page.evaluate(() => localStorage.getItem('agentdesk.token'));
      await page.getByRole('button', { name: new RegExp(account.username) }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL('**/authentication');
      await expect.poll(() => toast(page, 'Signed out successfully').count()).toBe(1);
      expect(
        await page.evaluate(() => [localStorage.getItem('agentdesk.token'), localStorage.getItem('agentdesk.user')]),
      ).toEqual([null, null]);
      const me = await fetch(`${new URL(page.url()).origin}/api/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(401);
    }));

  it('ends a session whose token expires during the visit', () =>
    withPage(async (page) => {
      const account = await createAccount();
      const claims = decodeJwt(account.token);
      // The page's clock is the test's: the token expires when the test moves time past it, not
      // when a loaded machine happens to be slow to show the page.
      await page.clock.install();
      const shortLived = await new SignJWT({ user_id: claims['user_id'], sid: claims['sid'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) + 120)
        .sign(new TextEncoder().encode(jwtSecretOfServer()));
      await storeSession(page, { ...account, token: shortLived });
      await page.goto('/analytics');
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('agentdesk.token'))).toBe(shortLived);
      await page.clock.fastForward(121_000);
      await page.waitForURL('**/authentication', { timeout: 10_000 });
      await expect.poll(() => toast(page, 'Session expired. Please sign in again.').count()).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('agentdesk.token'))).toBeNull();
    }));

  it('changes the password, then signs in with the new one', () =>
    withPage(async (page) => {
      const account = await createAccount('first-password-1');
      await signInThroughForm(page, account);
      await page.goto('/change-password');
      await page.getByLabel('Current password').fill('first-password-1');
      await page.getByLabel('New password', { exact: true }).fill('second-password-2');
      await page.getByLabel('Confirm new password').fill('second-password-X');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => page.getByText('Passwords do not match').count()).toBeGreaterThan(0);
      await page.getByLabel('Confirm new password').fill('second-password-2');
      await page.getByRole('button', { name: 'Change password' }).click();
      // Two scrypt hashes at the default cost (64 MiB each): seconds on a loaded 2-core machine.
      await expect.poll(() => toast(page, 'Password changed').count(), { timeout: 15_000 }).toBe(1);

      await page.getByRole('button', { name: new RegExp(account.username) }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL('**/authentication');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('first-password-1');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => toast(page, 'Invalid email or password').count()).toBe(1);
      await signInThroughForm(page, { email: account.email, password: 'second-password-2' });
    }));

  it('without mail, a forgotten password is reset by an admin: a temporary password shown once, no link in any log', () =>
    withPage(async (page) => {
      const account = await createAccount('forgotten-password-1', { role: 'member' });
      await page.goto('/authentication');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/reset-password');
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(passwordResetMessages.noMail).waitFor();

      // The workspace's owner resets it on the Members page.
      await signInThroughForm(page, DEMO_ACCOUNT);
      await page.goto('/members');
      await page.getByRole('button', { name: `Actions for ${account.username}` }).click();
      await page.getByRole('menuitem', { name: 'Reset password' }).click();
      await page
        .getByRole('dialog', { name: `Reset ${account.username}’s password?` })
        .getByRole('button', { name: 'Reset password' })
        .click();
      const field = page.getByLabel(`Temporary password for ${account.username}`);
      await field.waitFor();
      const temporary = await field.inputValue();
      expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: /demo/ }).first().click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL('**/authentication');

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('forgotten-password-1');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => toast(page, 'Invalid email or password').count()).toBe(1);
      await signInThroughForm(page, { email: account.email, password: temporary });
      expect(serverLog()).not.toMatch(/token=[\w-]{20,}/);
      expect(serverLog()).not.toContain(temporary);
    }));
});
