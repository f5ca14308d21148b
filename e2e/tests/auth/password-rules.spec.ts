import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures/mail';

const TOO_COMMON = 'This password is too common and easy to guess. Choose another one.';

test('[AUTH]: the sign-up form refuses a common or degenerate password with a clear message', async ({
  page,
}) => {
  await page.goto('/select-role');
  await page.getByLabel("I'm a client, hiring for a project").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter your name').fill('Pat Weak');
  await page.getByPlaceholder('Enter your email').fill(uniqueEmail('client'));
  // 'aaaaaaaa' is caught in the browser; 'sunshine1' by the server's blocklist: the same words.
  for (const password of ['aaaaaaaa', 'sunshine1']) {
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByPlaceholder('Enter password again').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TOO_COMMON }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  }
});
