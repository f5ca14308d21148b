import { describe, expect, it } from 'vitest';
import { call, makeContract, makeOffer, type Party, signIn } from '../../../test/contract-factories';
import { sendProposal } from '../../../test/job-factories';
import { openStream } from '../../../test/sse-client';
import {
  baseUrl,
  catalog,
  ctx,
  kindsOf,
  listOf,
  mailsTo,
  milestoneOf,
  replayHandledEvents,
  setUpNotifications,
} from './notifications.fixture';

setUpNotifications();

// Issue 31, defect 4: every change of a contract, its milestones and its offers that the other
// party cares about reaches them under the bell and by mail, and their open pages hear of it.

/** The one notification of `kind` the party has, with the mail it was sent as. */
async function toldOnce(party: Party, kind: string) {
  const rows = (await listOf(party)).data.filter((n) => n.kind === kind);
  expect(rows, kind).toHaveLength(1);
  const row = rows[0]!;
  // The mail says what the bell says (a folded Subject header is not read whole here).
  const mails = (await mailsTo(party)).filter((m) => m.text.includes(row.body));
  expect(mails, `mail of ${kind}`).toHaveLength(1);
  return { ...row, mail: mails[0]!.text };
}

describe('a contract ends', () => {
  it('tells the freelancer by bell and mail, with the unfunded milestones it cancelled; both open pages hear it', async () => {
    const base = await baseUrl();
    const made = await makeContract(ctx.app, ctx.db.db, catalog);
    const { client, freelancer, contract } = made;
    await ctx.app.outbox.idle();
    const streams = await Promise.all([openStream(base, client.cookie), openStream(base, freelancer.cookie)]);
    const from = streams.map((s) => s.events.length);

    const ended = await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`);
    expect(ended.status).toBe(200);

    for (const [i, stream] of streams.entries()) {
      const event = await stream.next('contract.changed', from[i]);
      expect(event.data).toEqual({ contractId: contract.id });
      await stream.close();
    }
    const told = await toldOnce(freelancer, 'contract_ended');
    expect(told).toMatchObject({
      title: 'Contract ended: "Marketing website"',
      link: `/freelancer/contracts/${contract.id}`,
    });
    expect(told.body).toBe(
      'Cara Client ended the contract "Marketing website". Its 2 unfunded milestones were cancelled. Nothing more can be funded or submitted on it; money already released to you stays in your wallet.',
    );
    expect(told.mail).toContain('Cara Client ended the contract "Marketing website"');
    expect(await kindsOf(client)).not.toContain('contract_ended');
  });
});

describe('milestones added during a contract', () => {
  it('tells the freelancer of a proposal and a cancellation, and the client of each answer', async () => {
    const made = await makeContract(ctx.app, ctx.db.db, catalog);
    const { client, freelancer, contract } = made;
    const propose = async (title: string) => {
      const res = await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones`, {
        title,
        amountCents: 20_000,
      });
      expect(res.status).toBe(201);
      const id: string = res.body.data.id;
      return (who: Party, action: string) =>
        call(ctx.app, who, 'POST', `/api/contracts/${contract.id}/milestones/${id}/${action}`);
    };
    const extra = await propose('Extra page');
    const proposed = await toldOnce(freelancer, 'milestone_proposed');
    expect(proposed.title).toBe('New milestone proposed: "Extra page"');
    expect(proposed.mail).toContain(
      'Cara Client proposed the milestone "Extra page" ($200.00) on "Marketing website". Accept it so it can be funded, or decline it.',
    );

    expect((await extra(freelancer, 'accept')).status).toBe(200);
    const accepted = await toldOnce(client, 'milestone_accepted');
    expect(accepted).toMatchObject({
      title: 'Milestone accepted: "Extra page"',
      link: `/client/contracts/${contract.id}`,
    });
    expect(accepted.mail).toContain('Fred Freelancer accepted the milestone "Extra page" ($200.00)');

    const other = await propose('Logo');
    expect((await other(freelancer, 'decline')).status).toBe(200);
    const declined = await toldOnce(client, 'milestone_declined');
    expect(declined.body).toBe(
      'Fred Freelancer declined the milestone "Logo" ($200.00) on "Marketing website".',
    );

    // The accepted one, never funded, is cancelled by the client.
    expect((await extra(client, 'cancel')).status).toBe(200);
    const cancelled = await toldOnce(freelancer, 'milestone_cancelled');
    expect(cancelled.body).toBe(
      'Cara Client cancelled the milestone "Extra page" ($200.00) on "Marketing website". It was never funded, so no money moved.',
    );

    // Nobody hears of what they did themselves, and nothing twice when every handler runs again.
    await replayHandledEvents();
    expect(await kindsOf(client)).toEqual([
      'milestone_accepted',
      'milestone_declined',
      'offer_accepted',
      'proposal_received',
    ]);
    expect(await kindsOf(freelancer)).toEqual([
      'milestone_cancelled',
      'milestone_proposed',
      'milestone_proposed',
      'offer_received',
    ]);
  });
});

describe('a refund', () => {
  it('by the freelancer tells the client; by an admin, both', async () => {
    const made = await makeContract(ctx.app, ctx.db.db, catalog);
    const { client, freelancer } = made;
    const design = await milestoneOf(made, 0);
    const build = await milestoneOf(made, 1);
    expect((await design(client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    expect((await build(client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);

    expect((await design(freelancer, 'refund')).status).toBe(200);
    const refunded = await toldOnce(client, 'milestone_refunded');
    expect(refunded).toMatchObject({
      title: 'Refund: "Design"',
      link: `/client/contracts/${made.contract.id}`,
    });
    expect(refunded.mail).toContain(
      'Fred Freelancer refunded $500.00 for "Design" (Marketing website). The money goes back to the card you paid with.',
    );
    expect(await kindsOf(freelancer)).not.toContain('milestone_refunded');

    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    expect((await build(admin, 'refund')).status).toBe(200);
    const toClient = (await listOf(client)).data.filter((n) => n.kind === 'milestone_refunded');
    expect(toClient.map((n) => n.title).sort()).toEqual(['Refund: "Build"', 'Refund: "Design"']);
    const toFreelancer = await toldOnce(freelancer, 'milestone_refunded');
    expect(toFreelancer.body).toBe(
      'An admin refunded $999.99 for "Build" (Marketing website) to Cara Client.',
    );
  });
});

describe('offers and invitations', () => {
  it('tells the freelancer of a withdrawn offer, and of one withdrawn because another was hired', async () => {
    const made = await makeOffer(ctx.app, ctx.db.db, catalog);
    const { client, freelancer, proposal } = made;
    const base = await baseUrl();
    await ctx.app.outbox.idle();
    const stream = await openStream(base, freelancer.cookie);
    const from = stream.events.length;
    const withdrawn = await call(ctx.app, client, 'POST', `/api/client/offers/${made.offer.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect((await stream.next('offer.changed', from)).data).toEqual({ offerId: made.offer.id });
    await stream.close();
    const told = await toldOnce(freelancer, 'offer_withdrawn');
    expect(told).toMatchObject({ title: 'Offer withdrawn: "Marketing website"', link: '/freelancer/offers' });
    expect(told.mail).toContain(
      'Cara Client withdrew the offer "Marketing website". It can no longer be accepted.',
    );

    // Offers to two freelancers on one job: the one accepted withdraws the other.
    const again = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, {
      title: 'Second try',
      milestones: [{ title: 'All of it', amountCents: 30_000 }],
    });
    expect(again.status).toBe(201);
    const rival = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Rita Rival');
    const rivalProposal = await sendProposal(ctx.app, rival.cookie, made.job.id);
    const rivalOffer = await call(
      ctx.app,
      client,
      'POST',
      `/api/client/proposals/${rivalProposal.id}/offer`,
      {
        title: 'Rival offer',
        milestones: [{ title: 'All of it', amountCents: 30_000 }],
      },
    );
    expect(rivalOffer.status).toBe(201);
    const accept = await call(
      ctx.app,
      freelancer,
      'POST',
      `/api/freelancer/offers/${again.body.data.id}/accept`,
    );
    expect(accept.status).toBe(201);
    const lost = await toldOnce(rival, 'offer_withdrawn');
    expect(lost.body).toBe(
      'Cara Client hired another freelancer for the job, so the offer "Rival offer" was withdrawn.',
    );
  });

  it('tells an invited freelancer by bell and mail', async () => {
    const made = await makeOffer(ctx.app, ctx.db.db, catalog);
    const invited = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Ivy Invited');
    const res = await call(ctx.app, made.client, 'POST', `/api/client/jobs/${made.job.id}/invitations`, {
      freelancerId: invited.id,
      message: 'Your portfolio fits this job well; would you send a proposal?',
    });
    expect(res.status).toBe(201);
    const told = await toldOnce(invited, 'invitation_received');
    expect(told).toMatchObject({ link: '/freelancer/invitations' });
    expect(told.title).toBe(`Invitation: "${made.job.title}"`);
    expect(told.mail).toContain(`Cara Client invited you to their job "${made.job.title}"`);
  });
});
