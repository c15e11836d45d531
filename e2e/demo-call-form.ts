import type { Page } from 'playwright-core';

/** Fills the Demo Call page's call section: the country by its search, the number, the call type. */
export const fillDemoCall = async (page: Page, call: { country: string; number: string; callType: string }) => {
  await page.getByTestId('country-select-trigger').click();
  await page.getByPlaceholder('Search country...').fill(call.country);
  await page.keyboard.press('Enter');
  await page.getByLabel('Phone number').fill(call.number);
  await page.getByRole('combobox', { name: 'Call type' }).click();
  await page.getByRole('option', { name: call.callType }).click();
};
