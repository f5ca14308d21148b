import { describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/contract-factories';
import { DAY } from '../../../test/contract-world';
import {
  admin,
  clock,
  ctx,
  dispute,
  funded,
  post,
  STATEMENT,
  useDisputesWorld,
  wallet,
} from './disputes.fixture';

useDisputesWorld();

describe('opening a dispute', () => {
  it('freezes the escrow: every other money move on the milestone is refused with the reason', async () => {
    const { client, freelancer, open, act, milestoneStatus } = await funded({ submitted: true });
    const opened = await open(freelancer, {
      reason: 'not_released',
      request: 'release',
      statement: STATEMENT,
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({
      status: 'awaiting_response',
      openerSide: 'freelancer',
      heldCents: 50_000,
      requested: { releaseCents: 50_000, refundCents: 0 },
      nextDeadline: { of: 'client' },
      outcome: null,
    });
    expect(Date.parse(opened.body.data.responseDueAt) - clock.now().getTime()).toBe(5 * DAY);
    for (const party of [client, freelancer]) {
      expect(await wallet(party)).toMatchObject({ inEscrowCents: 50_000, inDisputeCents: 50_000 });
    }
    expect(opened.body.data.steps).toEqual([
      expect.objectContaining({
        kind: 'opened',
        by: 'freelancer',
        statement: STATEMENT,
        releaseCents: 50_000,
      }),
    ]);
    const frozen = {
      status: 409,
      body: {
        error:
          'This milestone is in dispute: its money cannot move until the dispute is settled or withdrawn',
      },
    };
    expect(await act(client, 'approve')).toEqual(frozen);
    expect(await act(client, 'request-changes', { message: 'More' })).toEqual(frozen);
    expect(await act(freelancer, 'submit', { message: 'Again' })).toEqual(frozen);
    expect(await act(freelancer, 'refund')).toEqual(frozen);
    // One open dispute per milestone.
    expect(await open(client, { reason: 'not_delivered', request: 'refund', statement: STATEMENT })).toEqual({
      status: 409,
      body: { error: 'This milestone already has an open dispute' },
    });
    // The auto-release clock is paused: past its 14 days, nothing is released.
    expect((await milestoneStatus()).autoReleaseAt).toBeNull();
    clock.advance(4 * DAY);
    await ctx.app.outbox.idle();
    expect((await milestoneStatus()).status).toBe('submitted');
  });

  it('refuses outsiders (404), the wrong reasons (400), amounts over what is held (400) and unheld milestones (409)', async () => {
    const { client, freelancer, open, contract } = await funded();
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    const body = { reason: 'not_delivered', request: 'refund', statement: STATEMENT };
    expect(await open(stranger, body)).toEqual({ status: 404, body: { error: 'Milestone not found' } });
    expect(await open(admin, body)).toEqual({ status: 404, body: { error: 'Milestone not found' } });
    expect(await open(freelancer, body)).toEqual({
      status: 400,
      body: { error: 'Pick one of the reasons a freelancer can give' },
    });
    expect(await open(client, { ...body, amountCents: 50_001 })).toEqual({
      status: 400,
      body: { error: 'The amount cannot be more than what is held: $500.00' },
    });
    expect(await open(client, { ...body, statement: 'short' })).toEqual({
      status: 400,
      body: { error: 'Write at least 20 characters' },
    });
    expect((await open(client, { ...body, request: 'split' })).status).toBe(400);
    const second = contract.milestones[1]!;
    const unfunded = await post(
      client,
      `/api/contracts/${contract.id}/milestones/${second.id}/disputes`,
      body,
    );
    expect(unfunded).toEqual({
      status: 409,
      body: { error: 'Only a milestone whose money is in escrow can be disputed' },
    });
  });
});

describe('who sees what', () => {
  it('shows a dispute to its parties and admins only, and lists each party’s own', async () => {
    const { client, freelancer, open } = await funded();
    const id = (
      await open(client, { reason: 'other', request: 'split', amountCents: 12_345, statement: STATEMENT })
    ).body.data.id;
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await dispute(stranger, id)).toEqual({ status: 404, body: { error: 'Dispute not found' } });
    expect((await dispute(admin, id)).body.data.requested).toEqual({
      releaseCents: 12_345,
      refundCents: 37_655,
    });
    for (const party of [client, freelancer]) {
      const mine = (await call(ctx.app, party, 'GET', '/api/disputes')).body.data;
      expect(mine.map((d: { id: string }) => d.id)).toContain(id);
    }
    expect((await call(ctx.app, stranger, 'GET', '/api/disputes')).body.data).toEqual([]);
    expect(await post(stranger, `/api/disputes/${id}/withdraw`)).toEqual({
      status: 404,
      body: { error: 'Dispute not found' },
    });
  });
});
