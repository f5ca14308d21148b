import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, OFFER, type Party, signIn } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import { type Catalog, postJob, sendProposal } from '../../../test/job-factories';

let ctx: TestContext;
let catalog: Catalog;

useContractWorld((world) => ({ ctx, catalog } = world));

/** A freelancer's proposal on the job and the client's offer on it. */
async function offerTo(client: Party, jobId: string) {
  const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
  const proposal = await sendProposal(ctx.app, freelancer.cookie, jobId);
  const offer = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, OFFER);
  expect(offer.status).toBe(201);
  return { freelancer, offerId: offer.body.data.id as string };
}
const accept = (who: Party, offerId: string) =>
  call(ctx.app, who, 'POST', `/api/freelancer/offers/${offerId}/accept`);
const jobOf = async (id: string) => (await call(ctx.app, null, 'GET', `/api/jobs/${id}`)).body.data;

describe('a job that needs more than one hire (issue 32)', () => {
  it('needs one freelancer unless told otherwise', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog);
    expect(job).toMatchObject({ hiresNeeded: 1, hires: 0 });
  });

  it('takes two accepted offers, each its own contract, and then closes to proposals', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog, { hiresNeeded: 2 });
    const first = await offerTo(client, job.id);
    const second = await offerTo(client, job.id);
    const third = await offerTo(client, job.id);

    const one = await accept(first.freelancer, first.offerId);
    expect(one.status).toBe(201);
    // One of two: still open to proposals and to the other offers.
    expect(await jobOf(job.id)).toMatchObject({ status: 'open', hiresNeeded: 2, hires: 1 });
    const search = await call(ctx.app, null, 'GET', `/api/jobs?q=${encodeURIComponent(job.title)}`);
    expect(search.body.data.find((j: { id: string }) => j.id === job.id)).toMatchObject({
      hiresNeeded: 2,
      hires: 1,
    });

    const two = await accept(second.freelancer, second.offerId);
    expect(two.status).toBe(201);
    expect(two.body.data.id).not.toBe(one.body.data.id);
    expect(await jobOf(job.id)).toMatchObject({ status: 'in_progress', hires: 2 });

    // The job is filled: the offer still waiting is withdrawn, and no proposal is taken.
    const late = await call(ctx.app, third.freelancer, 'GET', `/api/freelancer/offers/${third.offerId}`);
    expect(late.body.data.status).toBe('withdrawn');
    expect(await accept(third.freelancer, third.offerId)).toMatchObject({ status: 409 });
    const latecomer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    await expect(sendProposal(ctx.app, latecomer.cookie, job.id)).rejects.toThrow(/409/);
  });

  it('counts two acceptances racing for the last place once each: one fills the job, the other is refused', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog, { hiresNeeded: 2 });
    const offers = await Promise.all([
      offerTo(client, job.id),
      offerTo(client, job.id),
      offerTo(client, job.id),
    ]);
    expect((await accept(offers[0]!.freelancer, offers[0]!.offerId)).status).toBe(201);
    const raced = await Promise.all(offers.slice(1).map((o) => accept(o.freelancer, o.offerId)));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await jobOf(job.id)).toMatchObject({ status: 'in_progress', hires: 2 });
  });

  it('lets the client close the job before it is full, and refuses asking for fewer than are hired', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog, { hiresNeeded: 3 });
    const first = await offerTo(client, job.id);
    expect((await accept(first.freelancer, first.offerId)).status).toBe(201);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/client/jobs/${job.id}`,
      headers: { cookie: client.cookie },
      payload: {
        title: job.title,
        description: job.description,
        categoryId: job.category!._id,
        skillIds: job.skills.map((s) => s._id),
        budget: job.budget!,
        experienceLevel: job.experienceLevel!,
        duration: job.duration!,
        hiresNeeded: 1,
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ error: '1 freelancer is already hired; ask for more, or close the job' });
    const closed = await call(ctx.app, client, 'POST', `/api/client/jobs/${job.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', hires: 1, hiresNeeded: 3 });
  });

  it('refuses a number of freelancers that is not a whole number from 1 to 20', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    for (const [hiresNeeded, error] of [
      [0, 'Enter at least 1 freelancer'],
      [21, 'Enter at most 20 freelancers'],
      [1.5, 'Enter a whole number of freelancers'],
    ] as const) {
      const res = await call(ctx.app, client, 'POST', '/api/client/jobs', { title: 'Team job', hiresNeeded });
      expect(res).toEqual({ status: 400, body: { error } });
    }
  });
});
