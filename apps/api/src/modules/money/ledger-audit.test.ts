import type { LedgerAudit } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { account } from './accounts';
import { createLedgerRepository } from './ledger.repository';

// The audit reads the whole database: every test here leaves it consistent again, so each one sees
// only the mismatch it made.
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;

useContractWorld((world) => ({ ctx, catalog, admin } = world));

const audit = async (): Promise<LedgerAudit> => {
  const res = await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit');
  expect(res.status).toBe(200);
  return res.body.data;
};
const run = (query: ReturnType<typeof sql>) => ctx.db.db.execute(query);

/** A contract whose first milestone (500.00) is funded and second (999.99) is not. */
async function fundedAndPending() {
  const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
  const [funded, pending] = contract.milestones.map((m) => m.id) as [string, string];
  const fund = await call(
    ctx.app,
    client,
    'POST',
    `/api/contracts/${contract.id}/milestones/${funded}/fund`,
    { paymentMethod: 'pm_card_visa' },
  );
  expect(fund.status).toBe(200);
  return { client, freelancer, contract, funded, pending };
}

describe('GET /api/admin/ledger/audit finds what a bug would leave behind', () => {
  it('is ok for milestones pending, funded, released and refunded', async () => {
    const a = await fundedAndPending();
    const b = await fundedAndPending();
    const act = (who: Party, c: typeof a, milestone: string, action: string) =>
      call(ctx.app, who, 'POST', `/api/contracts/${c.contract.id}/milestones/${milestone}/${action}`);
    expect((await act(a.client, a, a.funded, 'approve')).status).toBe(200);
    expect((await act(b.freelancer, b, b.funded, 'refund')).status).toBe(200);
    await fundedAndPending();
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });

  it('names a cached balance that no longer equals its transfers', async () => {
    await fundedAndPending();
    const fees = await run(sql`select key from ledger_accounts where kind = 'platform_fees'`);
    expect(fees.rows).toEqual([{ key: 'platform_fees:USD' }]);
    await run(sql`update ledger_accounts set balance = balance + 1 where key = 'platform_fees:USD'`);
    try {
      expect(await audit()).toMatchObject({
        ok: false,
        mismatches: ['cached balance differs from its transfers: platform_fees:USD'],
      });
    } finally {
      await run(sql`update ledger_accounts set balance = balance - 1 where key = 'platform_fees:USD'`);
    }
    expect((await audit()).ok).toBe(true);
  });

  it("names a milestone whose status says funded but whose escrow holds nothing, or not the milestone's amount", async () => {
    const { funded, pending } = await fundedAndPending();
    // A state moved without its transfer: the unfunded milestone has no escrow account at all.
    await run(sql`update milestones set status = 'funded' where id = ${pending}`);
    // The funded milestone's amount changed after the money went in.
    await run(sql`update milestones set amount_cents = 40000 where id = ${funded}`);
    try {
      const result = await audit();
      expect(result.ok).toBe(false);
      expect(result.mismatches.sort()).toEqual(
        [
          `milestone status disagrees with its escrow: ${pending} is funded and holds 0 in escrow, not 99999`,
          `milestone status disagrees with its escrow: ${funded} is funded and holds 50000 in escrow, not 40000`,
        ].sort(),
      );
    } finally {
      await run(sql`update milestones set status = 'pending' where id = ${pending}`);
      await run(sql`update milestones set amount_cents = 50000 where id = ${funded}`);
    }
    expect((await audit()).ok).toBe(true);
  });

  it('names money held by a milestone whose status says it holds none: released, cancelled, or booked without moving its state', async () => {
    const { contract, funded, pending } = await fundedAndPending();
    await run(sql`update milestones set status = 'released' where id = ${funded}`);
    try {
      expect((await audit()).mismatches).toEqual([
        `milestone status disagrees with its escrow: ${funded} is released and holds 50000 in escrow, not 0`,
      ]);
      await run(sql`update milestones set status = 'cancelled' where id = ${funded}`);
      expect((await audit()).mismatches).toEqual([
        `milestone status disagrees with its escrow: ${funded} is cancelled and holds 50000 in escrow, not 0`,
      ]);
    } finally {
      await run(sql`update milestones set status = 'funded' where id = ${funded}`);
    }

    // A well-formed transfer (balances cached, amounts adding up) that a bug booked on the pending
    // milestone without funding it. Transfers are immutable: a linked transfer corrects it.
    const ledger = createLedgerRepository(ctx.db.db);
    const escrow = account.escrow(pending, 'USD');
    const clearing = account.clearing('USD');
    const ids = { contractId: contract.id, milestoneId: pending };
    await ledger.post([
      {
        debit: clearing,
        credit: escrow,
        amountCents: 99_999,
        currency: 'USD',
        code: 'fund',
        ref: 'bug',
        ...ids,
      },
    ]);
    const wrong = await audit();
    expect(wrong).toMatchObject({
      ok: false,
      mismatches: [
        `milestone status disagrees with its escrow: ${pending} is pending and holds 99999 in escrow, not 0`,
      ],
    });
    await ledger.post([
      {
        debit: escrow,
        credit: clearing,
        amountCents: 99_999,
        currency: 'USD',
        code: 'refund',
        ref: 'bug',
        ...ids,
      },
    ]);
    const corrected = await audit();
    expect(corrected).toMatchObject({ ok: true, mismatches: [] });
    expect(corrected.transfers).toBe(wrong.transfers + 1);
  });
});
