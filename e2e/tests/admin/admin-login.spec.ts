import { expect, test } from '@playwright/test';
import { PASSWORD, signUpThroughApi } from '../../fixtures/auth';
import { ADMIN } from '../../fixtures/env';

test('[ADMIN]: the admin login shows the spec texts and signs an admin in, keeping no secret in localStorage', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Skillora Admin' })).toBeVisible();
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toHaveAttribute('type', 'email');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter credentials')).toBeVisible();

  await password.fill('secret');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // A wrong password answers the server's error under the form (a made-up account, so the shared
  // admin is never throttled).
  await email.fill('nobody-admin@example.com');
  await password.fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  // No error body at all: the spec's fallback.
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }), { times: 1 });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Admin login failed' })).toBeVisible();

  // 'Logging in...' while the answer is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/api/auth/login',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await email.fill(ADMIN.email);
  await password.fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email: ADMIN.email, role: 'admin', accessToken: null });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(cookie!.value);

  // Signed in, the login page sends the admin on to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('[ADMIN]: a freelancer using the admin login is signed out again and sent to /', async ({ page }) => {
  const freelancer = await signUpThroughApi(page, 'freelancer', 'Fiona Notadmin');
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(freelancer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('[ADMIN]: Logout in the Admin menu and in the sidebar signs out and lands on /admin/login', async ({
  page,
}) => {
  for (const via of ['menu', 'sidebar'] as const) {
    const res = await page.request.post('/api/auth/login', { data: ADMIN });
    expect(res.status()).toBe(200);
    await page.goto('/admin/dashboard');
    if (via === 'menu') {
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      const item = page.getByRole('menuitem', { name: 'Logout' });
      await expect(item).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(item).toBeHidden();
      await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await item.click();
    } else {
      await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Logout' }).click();
    }
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/admin/skills');
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});
