import { expect, test } from '@playwright/test';
import { expectNoViolationsInBothThemes as expectNoViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { createAccount, openArea } from '../areas/signed-in';

const QUESTION = 'Which booking sites have you built?';

test('[JOBS]: a client asks a screening question on a job needing 2 hires; a freelancer answers it; the client reads the answer', async ({
  browser,
  page: freelancer,
}) => {
  const title = `Team of two for a clinic booking site ${Date.now().toString(36)}`;
  const clientAccount = await createAccount(browser, 'client', 'Dana Deals');
  const freelancerAccount = await createAccount(browser, 'freelancer', 'Quinn Questions');
  const clientPage = await (await browser.newContext()).newPage();
  const jobId = await postJobThroughApi(clientPage.request, clientAccount, {
    title,
    questions: [QUESTION],
    hiresNeeded: 2,
  });

  // The freelancer answers the question with the proposal.
  await openArea(freelancer, freelancerAccount, 'freelancer');
  await freelancer.goto(`/freelancer/jobs/${jobId}`);
  await expect(freelancer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await freelancer
    .getByLabel('Cover letter')
    .fill('I build booking sites for clinics and can start on Monday with the first screens.');
  await freelancer.getByLabel('Your bid (total, USD)').fill('1,400');
  await freelancer.getByLabel('Estimated duration').selectOption({ label: '1 to 3 months' });
  await freelancer.getByRole('button', { name: 'Send proposal' }).click();
  await expect(freelancer.getByText('Answer each screening question')).toBeVisible();
  await freelancer.getByLabel(QUESTION).fill('Two dental clinics and a physiotherapy practice.');
  await expectNoViolations(freelancer, '/freelancer/jobs/:id with a screening question');
  await freelancer.getByRole('button', { name: 'Send proposal' }).click();
  await expect(freelancer.getByText('Proposal sent')).toBeVisible();
  await expect(freelancer.getByText('Two dental clinics and a physiotherapy practice.')).toBeVisible();

  // The post-job form asks how many freelancers and the questions.
  await openArea(clientPage, clientAccount, 'client');
  await clientPage.goto('/client/jobs/new');
  await expect(clientPage.getByLabel('Freelancers needed')).toHaveValue('1');
  await clientPage.getByRole('button', { name: 'Add a question' }).click();
  await expect(clientPage.getByRole('textbox', { name: 'Question 1' })).toBeVisible();
  await expectNoViolations(clientPage, '/client/jobs/new with a question');

  // The client reads the answer on the proposal.
  await clientPage.goto(`/client/jobs/${jobId}`);
  await expect(clientPage.getByText('0 of 2 hired')).toBeVisible();
  const proposal = clientPage.getByRole('article', { name: 'Proposal from Quinn Questions' });
  await expect(proposal.getByText(QUESTION)).toBeVisible();
  await expect(proposal.getByText('Two dental clinics and a physiotherapy practice.')).toBeVisible();
  await expectNoViolations(clientPage, '/client/jobs/:id with screening answers');
});
