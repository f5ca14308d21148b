import { type Browser, expect, type Page, test } from '@playwright/test';
import { ownAddress, signInThroughApi } from '../../fixtures/auth';
import { expectNoAxeViolations as expectNoViolations } from '../../fixtures/axe';
import { catalogId } from '../../fixtures/catalog';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signInAdminQuickly } from '../admin/helpers';
import { type Account, createAccount, openArea } from '../areas/signed-in';

// Messages (issue 16): a client messages a proposer, each sees the other's messages live.

/** A client's open job with a proposal from the freelancer (made through the API). */
async function jobWithProposal(browser: Browser, page: Page, client: Account, freelancer: Account) {
  const title = `Messages e2e ${Date.now()}`;
  const jobId = await postJobThroughApi(page.request, client, { title });
  const other = await browser.newContext();
  try {
    await signInThroughApi(other.request, freelancer);
    // Proposals wait for a complete profile (issue 14).
    const profile = await other.request.put('/api/freelancer/profile', {
      data: {
        title: 'Full-stack web developer',
        overview:
          'I build accessible web apps with React and Node.js.\n\nTen years of shipping for small teams.',
        skillIds: [await catalogId(other.request, 'skills', 'React')],
        primaryCategoryId: null,
        hourlyRateCents: 6500,
        country: 'DE',
        timeZone: 'Europe/Berlin',
        languages: [{ name: 'English', level: 'fluent' }],
        employment: [],
        education: [],
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await proposeThroughApi(other.request, jobId, 120_000);
  } finally {
    await other.close();
  }
  return { jobId, title };
}

/** An 8×8 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqDiBFTEMLQkAAtVaAdp8aMgAAAAASUVORK5CYII=',
  'base64',
);

const navMessages = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });

test('[MESSAGES]: a client messages a proposer; the freelancer sees it live and answers; unread badges update live', async ({
  browser,
  page,
}) => {
  const client = await createAccount(browser, 'client', 'Mia Client');
  const freelancer = await createAccount(browser, 'freelancer', 'Finn Freelancer');
  const { jobId, title } = await jobWithProposal(browser, page, client, freelancer);

  const freelancerContext = await browser.newContext();
  const them = await freelancerContext.newPage();
  try {
    await openArea(them, freelancer, 'freelancer');
    await expect(navMessages(them)).toHaveText('Messages');

    await openArea(page, client, 'client');
    await page.goto(`/client/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Message Finn Freelancer' }).click();
    await expect(page).toHaveURL(/\/client\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hi Finn! Could you start next week?');
    await box.press('Shift+Enter');
    await box.pressSequentially('Details: https://example.org/brief');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('Hi Finn! Could you start next week?')).toBeVisible();
    await expect(thread.getByRole('link', { name: 'https://example.org/brief' })).toHaveAttribute(
      'href',
      'https://example.org/brief',
    );

    // The freelancer's nav counts it without a reload.
    await expect(navMessages(them)).toHaveText('Messages1 unread');
    await navMessages(them).click();
    const item = them.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Mia Client/ });
    await expect(item).toContainText(title);
    await expect(item).toContainText('1 unread');
    await item.click();
    await expect(
      them.getByRole('region', { name: 'Messages' }).getByText('Hi Finn! Could you start next week?'),
    ).toBeVisible();
    await expect(navMessages(them)).toHaveText('Messages');
    // The client's message shows "Read" once the freelancer opened it.
    await expect(thread.getByText('· Read')).toBeVisible();

    // The client goes elsewhere; the answer arrives live in the freelancer's open conversation.
    await page.goto('/client/home');
    const reply = them.getByRole('textbox', { name: 'Message' });
    await reply.fill('Yes, Monday works. My email is finn@example.org');
    const chooser = them.waitForEvent('filechooser');
    await them.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
    await expect(them.getByRole('list', { name: 'Files to send' })).toContainText('sketch.png');
    await reply.press('Enter');
    await expect(them.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
    const theirThread = them.getByRole('region', { name: 'Messages' });
    await expect(
      theirThread.getByText('Keep payments on Skillora: SafePay only protects payments made here'),
    ).toBeVisible();
    await expect(navMessages(page)).toHaveText('Messages1 unread');

    await navMessages(page).click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /Finn Freelancer/ })
      .click();
    await expect(thread.getByText('Yes, Monday works. My email is finn@example.org')).toBeVisible();
    await expect(
      thread.getByText('Keep payments on Skillora: SafePay only protects payments made here'),
    ).toBeVisible();
    await expect(navMessages(page)).toHaveText('Messages');
    await expect(theirThread.getByText('· Read')).toBeVisible();

    await expectNoViolations(page, '/client/messages/:id (light)');
    await expectNoViolations(them, '/freelancer/messages/:id (light)');
    for (const p of [page, them]) {
      await p.evaluate(() => localStorage.setItem('theme', 'dark'));
      await p.reload();
      await expect(p.locator('html')).toHaveClass(/dark/);
      await expect(
        p.getByRole('region', { name: 'Messages' }).getByText('Yes, Monday works.', { exact: false }),
      ).toBeVisible();
      await expectNoViolations(p, `${new URL(p.url()).pathname} (dark)`);
    }
  } finally {
    await freelancerContext.close();
  }
});

test('[MESSAGES]: a message sent while the tab was still connecting its live stream shows once the stream is ready', async ({
  browser,
  page,
}) => {
  const client = await createAccount(browser, 'client', 'Gate Client');
  const freelancer = await createAccount(browser, 'freelancer', 'Gate Freelancer');
  const { jobId } = await jobWithProposal(browser, page, client, freelancer);

  const freelancerContext = await browser.newContext();
  const them = await freelancerContext.newPage();
  try {
    // The freelancer's live stream is held back until the message has been sent: its wake-up goes
    // to nobody, and only the catch-up on 'ready' can show it.
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    await them.route('**/api/events/stream', async (route) => {
      await sent;
      await route.continue();
    });
    const counted = them.waitForResponse((r) => r.url().endsWith('/api/conversations/unread-count'));
    await openArea(them, freelancer, 'freelancer');
    expect(((await (await counted).json()) as { data: { count: number } }).data.count).toBe(0);
    await expect(navMessages(them)).toHaveText('Messages');

    // postJobThroughApi left page.request signed in as the client.
    const opened = await page.request.post('/api/conversations', {
      data: { jobId, freelancerId: await idOf(browser, freelancer) },
    });
    expect(opened.status()).toBe(201);
    const { id } = ((await opened.json()) as { data: { id: string } }).data;
    const message = await page.request.post(`/api/conversations/${id}/messages`, {
      data: { text: 'Are you free on Monday?' },
    });
    expect(message.status()).toBe(201);
    release();

    await expect(navMessages(them)).toHaveText('Messages1 unread');
  } finally {
    await freelancerContext.close();
  }
});

test('[MESSAGES]: an admin finds a flagged message and reads its conversation, read only', async ({
  browser,
  page,
}) => {
  const client = await createAccount(browser, 'client', 'Flag Client');
  const freelancer = await createAccount(browser, 'freelancer', 'Flag Freelancer');
  const { jobId } = await jobWithProposal(browser, page, client, freelancer);
  // postJobThroughApi left page.request signed in as the client.
  const opened = await page.request.post('/api/conversations', {
    data: { jobId, freelancerId: await idOf(browser, freelancer) },
  });
  expect(opened.status()).toBe(201);
  const { id } = ((await opened.json()) as { data: { id: string } }).data;
  const text = `Pay me via PayPal instead ${Date.now()}`;
  expect((await page.request.post(`/api/conversations/${id}/messages`, { data: { text } })).status()).toBe(
    201,
  );

  await signInAdminQuickly(page);
  await page.goto('/admin/messages');
  const item = page.getByRole('article', { name: 'Message from Flag Client' }).filter({ hasText: text });
  await expect(item).toContainText('Paying outside Skillora');
  await expectNoViolations(page, '/admin/messages');
  await item.getByRole('link', { name: 'Read the conversation' }).click();
  await expect(page).toHaveURL(`/admin/messages/${id}`);
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expectNoViolations(page, '/admin/messages/:id');
});

async function idOf(browser: Browser, account: Account): Promise<string> {
  const context = await browser.newContext();
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: ownAddress(),
    });
    return ((await login.json()) as { user: { id: string } }).user.id;
  } finally {
    await context.close();
  }
}
