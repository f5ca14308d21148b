import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForTransitions } from '../../fixtures/axe';
import { ADMIN } from '../../fixtures/env';

/** Signs the admin in through the API (the cookie lands in the page's context): for tests about other things. */
export async function signInAdminQuickly(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
}

/** A short unique tag, so parallel tests on one server never see each other's rows. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8);

/** Flips the theme with the top bar's toggle and lets its colour transitions finish. */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await waitForTransitions(page);
}

/** Runs the strict axe check on the page once it has settled; a violation names its rule and elements. */
export const expectNoViolations = (page: Page, label: string) => expectNoAxeViolations(page, label);
