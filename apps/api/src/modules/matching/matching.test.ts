import type { GetBestMatchesResponse, GetJobSuggestionsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, OFFER, type Party, signIn } from '../../../test/contract-factories';
import { loginAs } from '../../../test/factories';
import { type Catalog, openJobMarket, postJob, sendProposal } from '../../../test/job-factories';
import { completeProfile, profileBody } from '../../../test/profile-factories';
import { changeUnderTalent, createFreelancerWithProfile } from '../../../test/talent-factories';

let ctx: TestContext;
let catalog: Catalog;
let client: Party;
let jobId: string;
const ids: Record<string, string> = {};

const REACT_JOB = {
  title: 'React developer for an analytics dashboard',
  description: 'Charts and filters for our analytics dashboard, in React with TypeScript.',
};

const suggestions = async (party: Party | null, id = jobId) =>
  call(ctx.app, party, 'GET', `/api/client/jobs/${id}/suggestions`);

beforeAll(async () => {
  const market = await openJobMarket();
  ctx = market.ctx;
  catalog = market.catalog;
  const db = ctx.db.db;
  const { React, TypeScript, Python, Figma } = catalog.skills as Record<string, string>;
  const web = catalog.categories['Web Development']!;
  client = await signIn(ctx.app, db, 'client', 'Cleo Client');
  const job = await postJob(ctx.app, client.cookie, catalog, {
    ...REACT_JOB,
    categoryId: web,
    skillIds: [React!, TypeScript!],
    budget: { type: 'hourly', minRateCents: 3_000, maxRateCents: 6_000 },
  });
  jobId = job.id;

  const person = async (key: string, fields: Parameters<typeof createFreelancerWithProfile>[1]) => {
    ids[key] = (await createFreelancerWithProfile(db, { name: key, ...fields })).id;
  };
  await person('Rae React', {
    title: 'React and TypeScript engineer',
    overview: 'Analytics dashboards with charts and filters.',
    categoryId: web,
    skillIds: [React!, TypeScript!],
    hourlyRateCents: 4_500,
  });
  await person('Wes Words', {
    title: 'Dashboard designer',
    overview: 'I design analytics dashboards.',
    skillIds: [Figma!],
    hourlyRateCents: 4_000,
  });
  await person('Pia Python', {
    title: 'Data scientist',
    overview: 'Forecasting in Python.',
    skillIds: [Python!],
  });
  // Would match, but may never be suggested.
  await person('Ivy Incomplete', { title: 'React developer', overview: '', skillIds: [React!] });
  await person('Bo Blocked', { title: 'React developer', skillIds: [React!], status: 'blocked' });
  await person('Del Deleted', { title: 'React developer', skillIds: [React!] });
  await changeUnderTalent.removeProfile(db, ids['Del Deleted']!);
  await changeUnderTalent.removeUser(db, ids['Del Deleted']!);

  // Invited; proposed; hired (a proposal, an offer, accepted).
  await person('Ian Invited', { title: 'React developer', skillIds: [React!] });
  const invited = await call(ctx.app, client, 'POST', `/api/client/jobs/${jobId}/invitations`, {
    freelancerId: ids['Ian Invited'],
  });
  expect(invited.status).toBe(201);
  const proposer = await signIn(ctx.app, db, 'freelancer', 'Pam Proposed');
  await sendProposal(ctx.app, proposer.cookie, jobId, { bidCents: 5_000 });
  await completeProfile(ctx.app, proposer.cookie, [React!]);
  ids['Pam Proposed'] = proposer.id;
  const hired = await signIn(ctx.app, db, 'freelancer', 'Hal Hired');
  const proposal = await sendProposal(ctx.app, hired.cookie, jobId, { bidCents: 5_000 });
  await completeProfile(ctx.app, hired.cookie, [React!]);
  ids['Hal Hired'] = hired.id;
  const offer = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, OFFER);
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  const accepted = await call(ctx.app, hired, 'POST', `/api/freelancer/offers/${offer.body.data.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/client/jobs/{id}/suggestions', () => {
  it('ranks complete profiles for the job, best first, with why', async () => {
    const { status, body } = await suggestions(client);
    expect(status).toBe(200);
    const { data } = body as GetJobSuggestionsResponse;
    expect(data[0]!.freelancer.name).toBe('Rae React');
    expect(data[0]!.why).toEqual({
      skills: ['React', 'TypeScript'],
      phrases: expect.arrayContaining(['analytics dashboard']),
      rate: '$45/hr, within your $30–60/hr budget',
      reputation: null,
    });
    expect(data[0]!.freelancer).toEqual({
      id: ids['Rae React'],
      name: 'Rae React',
      title: 'React and TypeScript engineer',
      photoUrl: null,
      hourlyRateCents: 4_500,
    });
    const scores = data.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves out incomplete, blocked, deleted and already-hired people', async () => {
    const { body } = await suggestions(client);
    const names = (body as GetJobSuggestionsResponse).data.map((s) => s.freelancer.name);
    for (const gone of ['Ivy Incomplete', 'Bo Blocked', 'Del Deleted', 'Hal Hired'])
      expect(names).not.toContain(gone);
    expect(names).toEqual(expect.arrayContaining(['Rae React', 'Wes Words', 'Ian Invited', 'Pam Proposed']));
  });

  it('marks those already invited or who proposed', async () => {
    const { body } = await suggestions(client);
    const byName = new Map((body as GetJobSuggestionsResponse).data.map((s) => [s.freelancer.name, s]));
    expect(byName.get('Ian Invited')).toMatchObject({ invited: true, proposed: false });
    expect(byName.get('Pam Proposed')).toMatchObject({ invited: false, proposed: true });
    expect(byName.get('Rae React')).toMatchObject({ invited: false, proposed: false });
  });

  it("answers 404 for another client's job, as for no job", async () => {
    const other = await signIn(ctx.app, ctx.db.db, 'client', 'Otto Other');
    expect(await suggestions(other)).toEqual({ status: 404, body: { error: 'Job not found' } });
    expect((await suggestions(client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is for signed-in clients only', async () => {
    expect((await suggestions(null)).status).toBe(401);
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await suggestions(freelancer)).status).toBe(403);
  });
});

describe('GET /api/freelancer/best-matches', () => {
  const bestMatches = async (party: Party, query = '') => {
    const { status, body } = await call(ctx.app, party, 'GET', `/api/freelancer/best-matches${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as GetBestMatchesResponse;
  };

  it('ranks open jobs for the profile, and follows the profile when its skills change', async () => {
    const { Python, React } = catalog.skills as Record<string, string>;
    const dataJob = await postJob(ctx.app, client.cookie, catalog, {
      title: 'Forecast our sales',
      description: 'A forecasting model for our weekly sales across twelve shops, built in Python.',
      categoryId: catalog.categories['Data Science']!,
      skillIds: [Python!],
      budget: { type: 'hourly', minRateCents: 5_000, maxRateCents: 9_000 },
    });
    const reactJob = await postJob(ctx.app, client.cookie, catalog, {
      title: 'React front end for a booking tool',
      description: 'Booking pages in React for a chain of hair salons, with a calendar view.',
      skillIds: [React!],
      budget: { type: 'hourly', minRateCents: 5_000, maxRateCents: 9_000 },
    });
    const me = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Max Match');
    const profile = { title: 'Software developer', overview: 'I write software for small teams.' };
    const save = (skillIds: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/freelancer/profile',
        headers: { cookie: me.cookie },
        payload: profileBody(skillIds, profile),
      });

    expect((await save([Python!])).statusCode).toBe(200);
    const before = await bestMatches(me);
    expect(before.data[0]!.job.id).toBe(dataJob.id);
    expect(before.data[0]!.why.skills).toEqual(['Python']);
    expect(before.data[0]!.why.rate).toBe('Your $65/hr rate is within the $50–90/hr budget');

    expect((await save([React!])).statusCode).toBe(200);
    const after = await bestMatches(me);
    expect(after.data[0]!.job.id).toBe(reactJob.id);
    expect(after.data[0]!.why.skills).toEqual(['React']);
  });

  it('pages like the other lists', async () => {
    for (const title of ['React widgets for a travel site', 'React forms for an insurance quote'])
      await postJob(ctx.app, client.cookie, catalog, { title, skillIds: [catalog.skills.React!] });
    const me = await signIn(ctx.app, ctx.db.db, 'freelancer');
    await completeProfile(ctx.app, me.cookie, [catalog.skills.React!]);
    const all = await bestMatches(me, '?limit=50');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = await bestMatches(me, '?page=2&limit=1');
    expect(second).toMatchObject({ page: 2, total: all.total, pages: all.total });
    expect(second.data.map((m) => m.job.id)).toEqual([all.data[1]!.job.id]);
    // Only a page's matches are explained, and a later page's as well as the first's.
    expect(second.data[0]!.why).toEqual(all.data[1]!.why);
    expect(second.data[0]!.why.skills).toEqual(['React']);
  });

  it('ranks by skills alone when the profile has no word to search by', async () => {
    const quiet = await createFreelancerWithProfile(ctx.db.db, {
      title: 'We',
      overview: 'It is what it is.',
      skillIds: [catalog.skills.React!],
    });
    const me = { id: quiet.id, cookie: (await loginAs(ctx.app, quiet.email)).cookie };
    const { data } = await bestMatches(me);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]!.why.skills).toEqual(['React']);
  });

  it('is empty without a profile, and for freelancers only', async () => {
    const me = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await bestMatches(me)).toEqual({ data: [], total: 0, page: 1, pages: 1 });
    expect((await call(ctx.app, client, 'GET', '/api/freelancer/best-matches')).status).toBe(403);
    expect((await call(ctx.app, me, 'GET', '/api/freelancer/best-matches?page=0')).status).toBe(400);
  });
});
