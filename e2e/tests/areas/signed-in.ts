import { type Browser, expect, type Page } from '@playwright/test';
import { type Account, createAccount as createAccountOn, signInThroughApi } from '../../fixtures/auth';

export type { Account } from '../../fixtures/auth';
export { signedInAs } from '../../fixtures/auth';

/** One account per worker and file (ADR 005: made by the test fixture, not signed up through the form). */
export async function createAccount(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const context = await browser.newContext();
  try {
    return await createAccountOn(context.request, role, name);
  } finally {
    await context.close();
  }
}

/** The account's area, signed in through the API (a session of its own for this test). */
export async function openArea(page: Page, account: Account, role: 'client' | 'freelancer') {
  await signInThroughApi(page.request, account);
  await page.goto(`/${role}/home`);
  await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
}
