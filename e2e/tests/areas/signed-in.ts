import { type Browser, expect, type Page } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';

export type Account = Awaited<ReturnType<typeof signUpThroughApi>>;

/** One account per worker and file: sign-ups are rate limited, and these tests are not about them. */
export async function createAccount(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const page = await browser.newPage();
  try {
    return await signUpThroughApi(page, role, name);
  } finally {
    await page.close();
  }
}

export async function openArea(page: Page, account: Account, role: 'client' | 'freelancer') {
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
}

/** A new account signed in through the UI in a browser context of its own (a second person). */
export async function signedInAs(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const account = await createAccount(browser, role, name);
  const page = await (await browser.newContext()).newPage();
  await openArea(page, account, role);
  return { page, account };
}
