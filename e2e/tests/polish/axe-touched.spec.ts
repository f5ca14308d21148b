import { expect, test } from '@playwright/test';
import { postJobThroughApi } from '../../fixtures/jobs';
import { signInAdminQuickly } from '../admin/helpers';
import { createAccount, openArea } from '../areas/signed-in';
import { expectCleanEverywhere } from './axe';

// The pages issue 12 changed, in both themes at 1366 and 390 px (the others are in their own specs).

test('[POLISH]: sign-in pages as changed have no axe violations', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await expectCleanEverywhere(page, '/login saying "You were signed out."', async () => {
    await page.goto('/login');
    // The router's state, as the live sign-out leaves it.
    await page.evaluate(() =>
      history.replaceState({ usr: { signedOut: 'blocked' }, key: 'k', idx: 0 }, '', '/login'),
    );
    await page.reload();
    await expect(page.getByText('You were signed out.')).toBeVisible();
  });
  await expectCleanEverywhere(page, '/signup with the terms error', async () => {
    await page.evaluate(() => localStorage.setItem('userRole', 'client'));
    await page.goto('/signup');
    await page.getByPlaceholder('Enter your name').fill('Axe Terms');
    await page.getByPlaceholder('Enter your email').fill('axe-terms@example.com');
    await page.getByPlaceholder('Enter your password').fill('a-good-password-1');
    await page.getByPlaceholder('Enter password again').fill('a-good-password-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('Please agree to the Terms of Service and Privacy Policy to sign up'),
    ).toBeVisible();
  });
  await expectCleanEverywhere(page, '/forgot-password, code step', async () => {
    await page.evaluate(() =>
      sessionStorage.setItem(
        'skillora.passwordReset',
        JSON.stringify({ email: 'axe@example.com', sentAt: 0 }),
      ),
    );
    await page.goto('/forgot-password');
    await expect(page.getByText('Enter the code we sent to axe@example.com')).toBeVisible();
  });
});

test("[POLISH]: the client's own job page (no 'About the client') has no axe violations", async ({
  page,
  browser,
}) => {
  test.slow();
  const client = await createAccount(browser, 'client', 'Axel Confirm');
  const jobId = await postJobThroughApi(page.request, client, { title: 'Axe confirm job' });
  await openArea(page, client, 'client');
  await expectCleanEverywhere(page, '/client/jobs/:id', async () => {
    await page.goto(`/client/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Axe confirm job' })).toBeVisible();
  });
});

test('[POLISH]: the admin job and user pages have no axe violations', async ({ page, browser }) => {
  test.slow();
  const client = await createAccount(browser, 'client', 'Adam Axe');
  const jobId = await postJobThroughApi(page.request, client, { title: 'Axe admin job' });
  await page.request.post('/api/auth/logout');
  await signInAdminQuickly(page);
  await page.goto('/admin/dashboard');
  await expectCleanEverywhere(page, '/admin/jobs/:id', async () => {
    await page.goto(`/admin/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Axe admin job' })).toBeVisible();
  });
  const me = await page.request.get(
    `/api/admin/users?role=client&search=${encodeURIComponent(client.email)}`,
  );
  const clientId = ((await me.json()) as { data: Array<{ id: string }> }).data[0]!.id;
  await expectCleanEverywhere(page, '/admin/users/:id', async () => {
    await page.goto(`/admin/users/${clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Adam Axe' })).toBeVisible();
  });
});
