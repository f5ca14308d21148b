import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp, type TestContext } from './build-test-app';
import { makeContract } from './contract-factories';
import { createUser, loginAs, setStatus } from './factories';
import { postJob } from './job-factories';

/** Every "METHOD /path" the app serves, read back from Fastify's route tree. */
function listRoutes(app: App): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

type Fixture = {
  categoryId: string;
  skillId: string;
  freelancerId: string;
  jobId: string;
  contractId: string;
  conversationId: string;
  /** A dispute in mediation, for the decision. */
  disputeId: string;
  /** A client's review of a contract that ended after a release, for the hide. */
  reviewId: string;
  /** A message of the conversation, for the hide. */
  messageId: string;
};
type Row = { url: (f: Fixture) => string; payload?: () => object; adminStatus: 200 | 201 };

let counter = 0;
const freshName = () => ({ name: `Matrix item ${++counter}` });

/** One row per admin route. A route under /api/admin missing here fails the first test. */
const MATRIX: Record<string, Row> = {
  'GET /api/admin/categories/get-categories': {
    url: () => '/api/admin/categories/get-categories',
    adminStatus: 200,
  },
  'POST /api/admin/categories/add-category': {
    url: () => '/api/admin/categories/add-category',
    payload: freshName,
    adminStatus: 201,
  },
  'PUT /api/admin/categories/edit-category/:id': {
    url: (f) => `/api/admin/categories/edit-category/${f.categoryId}`,
    payload: freshName,
    adminStatus: 200,
  },
  'PUT /api/admin/categories/list-category/:id': {
    url: (f) => `/api/admin/categories/list-category/${f.categoryId}`,
    adminStatus: 200,
  },
  'PUT /api/admin/categories/unlist-category/:id': {
    url: (f) => `/api/admin/categories/unlist-category/${f.categoryId}`,
    adminStatus: 200,
  },
  'GET /api/admin/skills/get-skills': { url: () => '/api/admin/skills/get-skills', adminStatus: 200 },
  'POST /api/admin/skills/add-skills': {
    url: () => '/api/admin/skills/add-skills',
    payload: freshName,
    adminStatus: 201,
  },
  'PUT /api/admin/skills/edit-skills/:id': {
    url: (f) => `/api/admin/skills/edit-skills/${f.skillId}`,
    payload: freshName,
    adminStatus: 200,
  },
  'PUT /api/admin/skills/list-skills/:id': {
    url: (f) => `/api/admin/skills/list-skills/${f.skillId}`,
    adminStatus: 200,
  },
  'PUT /api/admin/skills/unlist-skills/:id': {
    url: (f) => `/api/admin/skills/unlist-skills/${f.skillId}`,
    adminStatus: 200,
  },
  'GET /api/admin/users': { url: () => '/api/admin/users?role=freelancer', adminStatus: 200 },
  'PUT /api/admin/users/:id/block': {
    url: (f) => `/api/admin/users/${f.freelancerId}/block`,
    payload: () => ({ reason: 'Asks for payment outside Skillora.' }),
    adminStatus: 200,
  },
  'PUT /api/admin/users/:id/unblock': {
    url: (f) => `/api/admin/users/${f.freelancerId}/unblock`,
    adminStatus: 200,
  },
  'GET /api/admin/users/:id': { url: (f) => `/api/admin/users/${f.freelancerId}`, adminStatus: 200 },
  'POST /api/admin/users/:id/warnings': {
    url: (f) => `/api/admin/users/${f.freelancerId}/warnings`,
    payload: () => ({ reason: 'Keep contact details off Skillora until a contract starts.' }),
    adminStatus: 201,
  },
  'POST /api/admin/messages/:id/hide': {
    url: (f) => `/api/admin/messages/${f.messageId}/hide`,
    payload: () => ({ reason: 'It shares a phone number.' }),
    adminStatus: 200,
  },
  'GET /api/admin/dashboard': { url: () => '/api/admin/dashboard', adminStatus: 200 },
  'GET /api/admin/feedback': { url: () => '/api/admin/feedback', adminStatus: 200 },
  'GET /api/admin/ledger/audit': { url: () => '/api/admin/ledger/audit', adminStatus: 200 },
  'GET /api/admin/payments': { url: () => '/api/admin/payments', adminStatus: 200 },
  'GET /api/admin/contracts': { url: () => '/api/admin/contracts', adminStatus: 200 },
  'GET /api/admin/contracts/:id': { url: (f) => `/api/admin/contracts/${f.contractId}`, adminStatus: 200 },
  'GET /api/admin/messages/flagged': { url: () => '/api/admin/messages/flagged', adminStatus: 200 },
  'GET /api/admin/conversations/:id': {
    url: (f) => `/api/admin/conversations/${f.conversationId}`,
    adminStatus: 200,
  },
  'GET /api/admin/conversations/:id/messages': {
    url: (f) => `/api/admin/conversations/${f.conversationId}/messages`,
    adminStatus: 200,
  },
  'GET /api/admin/contracts/:id/conversation': {
    url: (f) => `/api/admin/contracts/${f.contractId}/conversation`,
    adminStatus: 200,
  },
  'GET /api/admin/health': { url: () => '/api/admin/health', adminStatus: 200 },
  'GET /api/admin/jobs': { url: () => '/api/admin/jobs', adminStatus: 200 },
  'PUT /api/admin/jobs/:id/unlist': { url: (f) => `/api/admin/jobs/${f.jobId}/unlist`, adminStatus: 200 },
  'PUT /api/admin/jobs/:id/relist': { url: (f) => `/api/admin/jobs/${f.jobId}/relist`, adminStatus: 200 },
  'GET /api/admin/disputes': { url: () => '/api/admin/disputes', adminStatus: 200 },
  'GET /api/admin/disputes/:id': { url: (f) => `/api/admin/disputes/${f.disputeId}`, adminStatus: 200 },
  'POST /api/admin/disputes/:id/decision': {
    url: (f) => `/api/admin/disputes/${f.disputeId}/decision`,
    payload: () => ({
      releaseCents: 25_000,
      refundCents: 25_000,
      reason: 'Half of it was delivered as agreed.',
    }),
    adminStatus: 200,
  },
  'GET /api/admin/reviews': { url: () => '/api/admin/reviews', adminStatus: 200 },
  'GET /api/admin/reports': { url: () => '/api/admin/reports', adminStatus: 200 },
  'GET /api/admin/statements': {
    url: () => '/api/admin/statements?from=2026-01-01&to=2026-12-31',
    adminStatus: 200,
  },
  'POST /api/admin/reports/:subjectType/:subjectId/actions': {
    url: (f) => `/api/admin/reports/job/${f.jobId}/actions`,
    payload: () => ({ action: 'dismiss', reason: 'The job keeps to the rules.' }),
    adminStatus: 200,
  },
  'POST /api/admin/reviews/:id/hide': {
    url: (f) => `/api/admin/reviews/${f.reviewId}/hide`,
    payload: () => ({ reason: 'It names a private phone number.' }),
    adminStatus: 200,
  },
};

type Actor = 'anonymous' | 'client' | 'freelancer' | 'blocked admin' | 'admin';
const EXPECTED: Record<Exclude<Actor, 'admin'>, { status: number; error: string }> = {
  anonymous: { status: 401, error: 'Please log in' },
  client: { status: 403, error: 'You are not allowed to do this' },
  freelancer: { status: 403, error: 'You are not allowed to do this' },
  'blocked admin': { status: 403, error: 'Your account has been blocked' },
};

describe('admin authorization', () => {
  let ctx: TestContext;
  let fixture: Fixture;
  const cookies: Partial<Record<Actor, string>> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    const { db } = ctx.db;
    for (const role of ['client', 'freelancer', 'admin'] as const) {
      const user = await createUser(db, { role });
      cookies[role] = (await loginAs(ctx.app, user.email)).cookie;
    }
    const blockedAdmin = await createUser(db, { role: 'admin' });
    cookies['blocked admin'] = (await loginAs(ctx.app, blockedAdmin.email)).cookie;
    await setStatus(db, blockedAdmin.id, 'blocked');

    const add = (url: string, name: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies.admin! }, payload: { name } });
    const category = await add('/api/admin/categories/add-category', 'Matrix category');
    const skill = await add('/api/admin/skills/add-skills', 'Matrix skill');
    const categoryId = category.json().data._id;
    const skillId = skill.json().data._id;
    const catalog = { categories: { 'Matrix category': categoryId }, skills: { 'Matrix skill': skillId } };
    const hired = await makeContract(ctx.app, db, catalog);
    const conversation = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: hired.client.cookie },
      payload: { jobId: hired.job.id, freelancerId: hired.freelancer.id },
    });
    const as = (who: { cookie: string }, url: string, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: who.cookie },
        ...(payload ? { payload } : {}),
      });
    const milestone = `/api/contracts/${hired.contract.id}/milestones/${hired.contract.milestones[0]!.id}`;
    await as(hired.client, `${milestone}/fund`, { paymentMethod: 'pm_card_visa' });
    const statement = { statement: 'A statement long enough to be read by an admin.' };
    const dispute = await as(hired.client, `${milestone}/disputes`, {
      reason: 'not_delivered',
      request: 'refund',
      ...statement,
    });
    const disputeId = dispute.json().data.id;
    await as(hired.freelancer, `/api/disputes/${disputeId}/responses`, statement);
    expect((await as(hired.client, `/api/disputes/${disputeId}/mediation`)).statusCode).toBe(200);
    // A second contract, paid and ended, reviewed by its client.
    const paid = await makeContract(ctx.app, db, catalog);
    const paidMilestone = `/api/contracts/${paid.contract.id}/milestones/${paid.contract.milestones[0]!.id}`;
    await as(paid.client, `${paidMilestone}/fund`, { paymentMethod: 'pm_card_visa' });
    await as(paid.client, `${paidMilestone}/approve`);
    expect((await as(paid.client, `/api/contracts/${paid.contract.id}/end`)).statusCode).toBe(200);
    const review = await as(paid.client, `/api/contracts/${paid.contract.id}/reviews`, {
      ratings: { quality: 5, communication: 5, deadlines: 5, expertise: 5 },
      overall: 5,
      comment: 'Great work.',
      wouldWorkAgain: true,
    });
    const message = await as(hired.client, `/api/conversations/${conversation.json().data.id}/messages`, {
      text: 'Call me on 555 123 4567',
    });
    const jobId = (await postJob(ctx.app, cookies.client!, catalog)).id;
    // An open report on the job, for the queue's action.
    await as(hired.freelancer, '/api/reports', { subjectType: 'job', subjectId: jobId, reason: 'fake' });
    fixture = {
      messageId: message.json().data.id,
      reviewId: review.json().data.id,
      disputeId,
      categoryId,
      skillId,
      freelancerId: (await createUser(db, { role: 'freelancer' })).id,
      jobId,
      contractId: hired.contract.id,
      conversationId: conversation.json().data.id,
    };
  });
  afterAll(async () => ctx.close());

  it('has a row for every route under /api/admin, and a route for every row', () => {
    const adminRoutes = listRoutes(ctx.app).filter(
      (route) => route.includes(' /api/admin') && !route.startsWith('HEAD '),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  describe.each(Object.entries(MATRIX))('%s', (route, row) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT';
    const send = (actor: Actor) =>
      ctx.app.inject({
        method,
        url: row.url(fixture),
        headers: cookies[actor] ? { cookie: cookies[actor] } : {},
        ...(row.payload ? { payload: row.payload() } : {}),
      });

    it.each(Object.entries(EXPECTED))('answers %s with the right refusal', async (actor, expected) => {
      const res = await send(actor as Actor);
      expect(res.statusCode).toBe(expected.status);
      expect(res.json()).toEqual({ error: expected.error });
    });

    it(`answers an admin with ${row.adminStatus}`, async () => {
      const res = await send('admin');
      expect(res.statusCode).toBe(row.adminStatus);
    });
  });

  it('refuses a stranger before looking at the body (401, not a validation error)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories/add-category',
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(401);
  });
});
