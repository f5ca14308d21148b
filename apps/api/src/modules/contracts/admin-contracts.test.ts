import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;

useContractWorld((world) => ({ ctx, catalog, admin } = world));

describe('admin contracts and payments', () => {
  it('lists, searches and opens contracts read-only with their ledger, and shows every movement with totals', async () => {
    const { client, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const m = contract.milestones[0]!;
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones/${m.id}/fund`, {
      paymentMethod: 'pm_card_visa',
    });
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones/${m.id}/approve`);
    await makeContract(ctx.app, ctx.db.db, catalog);

    const all = await call(ctx.app, admin, 'GET', '/api/admin/contracts?limit=1');
    expect(all.body).toMatchObject({ total: 2, pages: 2, page: 1 });
    const found = await call(ctx.app, admin, 'GET', '/api/admin/contracts?q=cara&status=active');
    expect(found.body.total).toBe(2);
    expect((await call(ctx.app, admin, 'GET', '/api/admin/contracts?status=ended')).body.total).toBe(0);
    expect((await call(ctx.app, admin, 'GET', '/api/admin/contracts?status=nope')).status).toBe(400);

    const one = await call(ctx.app, admin, 'GET', `/api/admin/contracts/${contract.id}`);
    expect(
      one.body.data.ledger.map((e: { code: string; amountCents: number }) => [e.code, e.amountCents]),
    ).toEqual([
      ['fund', 50_000],
      ['release', 47_500],
      ['fee', 2500],
    ]);
    expect((await call(ctx.app, admin, 'GET', `/api/admin/contracts/${crypto.randomUUID()}`)).status).toBe(
      404,
    );

    const payments = await call(ctx.app, admin, 'GET', '/api/admin/payments?kind=fee');
    expect(payments.body).toMatchObject({
      total: 1,
      data: [
        {
          code: 'fee',
          amountCents: 2500,
          contractTitle: 'Marketing website',
          milestoneId: expect.any(String),
          milestoneTitle: 'Design',
        },
      ],
      totals: {
        inEscrowCents: 0,
        releasedCents: 50_000,
        feesCents: 2500,
        pendingPayoutsCents: 47_500,
        paidPayoutsCents: 0,
      },
    });
    expect((await call(ctx.app, admin, 'GET', '/api/admin/payments?user=fred')).body.total).toBe(3);
    expect(
      (await call(ctx.app, admin, 'GET', '/api/admin/payments?from=2000-01-01&to=2000-01-02')).body.total,
    ).toBe(0);
  });
});
