import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party, signIn } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';

/** Issue 15 step 6 (ADR 024): the client adds milestones during a contract; the freelancer accepts them. */
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;

useContractWorld((world) => ({ ctx, catalog, admin } = world));

const NEW = { title: 'Extra landing page', amountCents: 20_000, dueDate: '2030-01-31' };

async function contractWithProposal() {
  const made = await makeContract(ctx.app, ctx.db.db, catalog);
  const id = made.contract.id;
  const proposed = await call(ctx.app, made.client, 'POST', `/api/contracts/${id}/milestones`, NEW);
  const m = proposed.body.data;
  const act = (who: Party | null, action: string, payload?: object) =>
    call(ctx.app, who, 'POST', `/api/contracts/${id}/milestones/${m.id}/${action}`, payload);
  const view = async (who: Party = made.client) =>
    (await call(ctx.app, who, 'GET', `/api/contracts/${id}`)).body.data;
  return { ...made, proposed, milestone: m, act, view };
}

describe('a client proposes a milestone during a contract', () => {
  it('adds it last, proposed, outside the total, shown to both and on the timeline', async () => {
    const { proposed, client, freelancer, contract, view } = await contractWithProposal();
    expect(proposed).toMatchObject({
      status: 201,
      body: {
        data: {
          title: 'Extra landing page',
          amountCents: 20_000,
          feeCents: 1_000,
          receiveCents: 19_000,
          dueDate: '2030-01-31',
          status: 'proposed',
          position: contract.milestones.length + 1,
        },
      },
    });
    const seen = await view(freelancer);
    expect(seen.milestones.at(-1)).toMatchObject({ id: proposed.body.data.id, status: 'proposed' });
    expect(seen.summary.totalCents).toBe(contract.summary.totalCents);
    const timeline = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}/timeline`);
    expect(timeline.body.data.at(-1)).toMatchObject({
      action: 'milestone.propose',
      actor: 'Cara Client',
      text: 'Cara Client proposed a new milestone, “Extra landing page”',
    });
    // An admin reads the same sentences (the admin contract page shows the timeline too).
    const asAdmin = await call(ctx.app, admin, 'GET', `/api/contracts/${contract.id}/timeline`);
    expect(asAdmin.body).toEqual(timeline.body);
  });

  it('cannot be funded until the freelancer accepts; accepted, it counts and funds', async () => {
    const { client, freelancer, act, view, contract } = await contractWithProposal();
    expect(await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).toEqual({
      status: 409,
      body: { error: 'The freelancer has not accepted this milestone yet' },
    });
    const accepted = await act(freelancer, 'accept');
    expect(accepted).toMatchObject({ status: 200, body: { data: { status: 'pending' } } });
    expect((await view()).summary.totalCents).toBe(contract.summary.totalCents + 20_000);
    const funded = await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect(funded).toMatchObject({ status: 200, body: { data: { status: 'funded', amountCents: 20_000 } } });
    expect((await view(freelancer)).summary.inEscrowCents).toBe(20_000);
    const audit = await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit');
    expect(audit.body.data).toMatchObject({ ok: true, mismatches: [] });
  });

  it('declined by the freelancer, it stays declined, out of the total, and cannot be funded or accepted', async () => {
    const { client, freelancer, act, view, contract } = await contractWithProposal();
    expect(await act(freelancer, 'decline')).toMatchObject({
      status: 200,
      body: { data: { status: 'declined' } },
    });
    expect((await view()).summary.totalCents).toBe(contract.summary.totalCents);
    expect(await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).toEqual({
      status: 409,
      body: { error: 'The freelancer declined this milestone' },
    });
    expect(await act(freelancer, 'accept')).toEqual({
      status: 409,
      body: { error: 'This milestone was already declined' },
    });
  });

  it('can be withdrawn by the client while proposed; then the freelancer cannot accept it', async () => {
    const { client, freelancer, act } = await contractWithProposal();
    expect(await act(client, 'cancel')).toMatchObject({
      status: 200,
      body: { data: { status: 'cancelled' } },
    });
    expect(await act(freelancer, 'accept')).toEqual({
      status: 409,
      body: { error: 'The client has withdrawn this milestone' },
    });
  });

  it('answers a second acceptance with 409', async () => {
    const { freelancer, act } = await contractWithProposal();
    await act(freelancer, 'accept');
    expect(await act(freelancer, 'accept')).toEqual({
      status: 409,
      body: { error: 'This milestone was already accepted' },
    });
    expect(await act(freelancer, 'decline')).toEqual({
      status: 409,
      body: { error: 'This milestone was already accepted' },
    });
  });

  it('is cancelled with the other unfunded milestones when the contract ends', async () => {
    const { client, contract, view } = await contractWithProposal();
    const ended = await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`);
    expect(ended.status).toBe(200);
    expect((await view()).milestones.map((m: { status: string }) => m.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });
});

describe('who may propose and answer', () => {
  it('only the client proposes: the freelancer and an admin get 403, anyone else 404, anonymous 401', async () => {
    const { freelancer, contract } = await contractWithProposal();
    const url = `/api/contracts/${contract.id}/milestones`;
    const stranger = await signIn(ctx.app, ctx.db.db, 'client', 'Stan Stranger');
    expect(await call(ctx.app, freelancer, 'POST', url, NEW)).toEqual({
      status: 403,
      body: { error: 'Only the client can do this' },
    });
    expect((await call(ctx.app, admin, 'POST', url, NEW)).status).toBe(403);
    expect(await call(ctx.app, stranger, 'POST', url, NEW)).toEqual({
      status: 404,
      body: { error: 'Contract not found' },
    });
    expect((await call(ctx.app, null, 'POST', url, NEW)).status).toBe(401);
  });

  it('only the freelancer answers: the client gets 403, anyone else 404', async () => {
    const { client, act } = await contractWithProposal();
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Sid Stranger');
    expect(await act(client, 'accept')).toEqual({
      status: 403,
      body: { error: 'Only the freelancer can do this' },
    });
    expect(await act(client, 'decline')).toEqual({
      status: 403,
      body: { error: 'Only the freelancer can do this' },
    });
    expect((await act(stranger, 'accept')).status).toBe(404);
    expect((await act(admin, 'accept')).status).toBe(403);
  });

  it('refuses bad input with 400 and the API’s words', async () => {
    const { client, contract } = await contractWithProposal();
    const url = `/api/contracts/${contract.id}/milestones`;
    for (const [body, error] of [
      [{ ...NEW, title: '  ' }, 'Milestone title is required'],
      [{ ...NEW, amountCents: 499 }, /at least/],
      [{ ...NEW, amountCents: 12.5 }, /./],
      [{ ...NEW, dueDate: '31/01/2030' }, 'Due date must be a date (YYYY-MM-DD)'],
    ] as const) {
      const answer = await call(ctx.app, client, 'POST', url, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(error);
    }
  });

  it('refuses a proposal on an ended contract with 409', async () => {
    const { client, contract } = await contractWithProposal();
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`);
    expect(await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones`, NEW)).toEqual({
      status: 409,
      body: { error: 'This contract has ended' },
    });
  });
});
