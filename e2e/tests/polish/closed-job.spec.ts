import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { catalogId } from '../../fixtures/catalog';
import { ADMIN } from '../../fixtures/env';
import { postJobThroughApi } from '../../fixtures/jobs';
import { postJobsAsNewClient } from '../admin/client-jobs';
import { createAccount } from '../areas/signed-in';
import { expectCleanEverywhere } from './axe';

test('[POLISH]: a closed job’s link shows the job as closed with a way to similar open jobs; 404 only when it never existed or is unlisted', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const { jobs } = await postJobsAsNewClient(page, 'Cleo Closed', [
    { title: `Closed logo job ${tag}`, status: 'closed' },
    { title: `Unlisted closed job ${tag}`, status: 'closed' },
  ]);
  const [closed, unlisted] = jobs as [(typeof jobs)[number], (typeof jobs)[number]];
  const admin = await browser.newContext();
  try {
    expect((await admin.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const res = await admin.request.put(`/api/admin/jobs/${unlisted.id}/unlist`);
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.close();
  }

  await page.goto(`/jobs/${closed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: closed.title })).toBeVisible();
  await expect(page.getByText('This job is no longer accepting proposals')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toHaveCount(0);

  const webDev = await catalogId(page.request, 'categories', 'Web Development');
  await page.getByRole('link', { name: 'See similar open jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?category=${webDev}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();

  await page.goto(`/jobs/${unlisted.id}`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
  await page.goto(`/jobs/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();

  await expectCleanEverywhere(page, 'a closed job', async () => {
    await page.goto(`/jobs/${closed.id}`);
    await expect(page.getByText('This job is no longer accepting proposals')).toBeVisible();
  });
});

test('[POLISH]: a job with a hired freelancer keeps its link: read-only, no longer accepting proposals, for visitors and the hired freelancer', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Hana Hirer');
  const freelancer = await createAccount(browser, 'freelancer', 'Hugo Hired');
  const title = `Hired job ${Math.random().toString(36).slice(2, 8)}`;
  const clientSide = await browser.newContext();
  const freelancerSide = await browser.newContext();
  try {
    // The hire through the API: proposal, offer, acceptance; the job is then in progress.
    const jobId = await postJobThroughApi(clientSide.request, client, { title });
    const login = await freelancerSide.request.post('/api/auth/login', {
      data: { email: freelancer.email, password: freelancer.password },
      headers: ownAddress(),
    });
    expect(login.status()).toBe(200);
    const proposal = await freelancerSide.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
      data: {
        coverLetter: 'I have built many sites like this one and can start on Monday with the design.',
        bidCents: 100_000,
        duration: '1_to_3_months',
      },
    });
    expect(proposal.status(), await proposal.text()).toBe(201);
    const offer = await clientSide.request.post(
      `/api/client/proposals/${(await proposal.json()).data.id}/offer`,
      { data: { title, milestones: [{ title: 'Design', amountCents: 100_000 }] } },
    );
    expect(offer.status(), await offer.text()).toBe(201);
    const accepted = await freelancerSide.request.post(
      `/api/freelancer/offers/${(await offer.json()).data.id}/accept`,
    );
    expect(accepted.status(), await accepted.text()).toBe(201);

    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This job is no longer accepting proposals')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ERROR 404' })).toHaveCount(0);

    // The hired freelancer, from the same link, reaches their proposal in their area.
    const hired = await freelancerSide.newPage();
    await hired.goto(`/jobs/${jobId}`);
    await expect(hired.getByText('This job is no longer accepting proposals')).toBeVisible();
    await hired.getByRole('link', { name: 'View your proposal' }).click();
    await expect(hired).toHaveURL(new RegExp(`/freelancer/jobs/${jobId}$`));
    await expect(hired.getByText('This job is no longer accepting proposals')).toBeVisible();
    await expect(hired.getByRole('button', { name: 'View your proposal' })).toBeVisible();
    await expect(hired.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  } finally {
    await clientSide.close();
    await freelancerSide.close();
  }
});
