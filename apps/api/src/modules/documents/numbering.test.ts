import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call } from '../../../test/contract-factories';
import { hire, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { testDbKind } from '../../../test/test-db';
import { documents, milestones } from '../../db/schema';
import { fundEscrow } from '../money';

let ctx: TestContext;
let catalog: Catalog;

useContractWorld((world) => ({ ctx, catalog } = world));

/**
 * The 200 on PostgreSQL, where they truly run at once. PGlite has one connection, so its
 * releases take turns whatever their number: 50 prove the same numbering without 150 more
 * round trips (on a loaded machine, 200 of them outran the test's cap; ADR 005).
 */
const RELEASES = testDbKind === 'postgres' ? 200 : 50;
const seqs = async (kind: 'receipt' | 'fee_invoice') =>
  (
    await ctx.db.db
      .select({ seq: documents.seq, number: documents.number })
      .from(documents)
      .where(eq(documents.kind, kind))
  )
    .map((d) => d.seq)
    .sort((a, b) => a - b);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
/**
 * Runs `work` on every item, `width` at a time: as concurrent as the pool's 10 connections make
 * them, without 200 requests queueing for a connection past its timeout (ADR 015's 503).
 */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

/**
 * `count` more milestones on the contract, each funded through money's own posting (which issues
 * its receipt) and submitted, so that the client can approve them all at once.
 */
async function submittedMilestones(made: Awaited<ReturnType<typeof hire>>, count: number, from: number) {
  const rows = await ctx.db.db
    .insert(milestones)
    .values(
      Array.from({ length: count }, (_, i) => ({
        contractId: made.contract.id,
        position: from + i,
        title: `Part ${i + 1}`,
        amountCents: 1_000 + i,
        status: 'submitted' as const,
        submissionCount: 1,
      })),
    )
    .returning({ id: milestones.id, amountCents: milestones.amountCents });
  await inParallel(rows, 10, (m) => fund(made, m, 'keep'));
  return rows;
}

/** A charge captured for the milestone and posted by fundEscrow, in one transaction; 'fail' throws after it. */
function fund(
  made: Awaited<ReturnType<typeof hire>>,
  m: { id: string; amountCents: number },
  end: 'keep' | 'fail',
) {
  return ctx.app.uow.run(async (tx) => {
    const charge = await tx.repos.payments.insert({
      kind: 'charge',
      status: 'succeeded',
      userId: made.client.id,
      contractId: made.contract.id,
      milestoneId: m.id,
      amountCents: m.amountCents,
      currency: 'USD',
      provider: 'sandbox',
      method: 'pm_card_visa',
    });
    await fundEscrow(tx.repos, charge);
    if (end === 'fail') throw new Error('the move failed after its document was issued');
  });
}

describe('document numbers', () => {
  it(`gives ${RELEASES} concurrent releases ${RELEASES} fee invoices numbered 1…${RELEASES}, no gap, no repeat`, async () => {
    const made = await hire({ ctx, catalog });
    const ms = await submittedMilestones(made, RELEASES, 10);
    const base = `/api/contracts/${made.contract.id}/milestones`;
    // Eight at a time, below the pool's ten connections (the outbox takes some): every approval waits
    // on the series row, not for a connection. A 503 is the pool's wait running out on a loaded
    // machine, answered before anything commits, so it is retried as a client would.
    const approve = async (m: { id: string }) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await call(ctx.app, made.client, 'POST', `${base}/${m.id}/approve`);
        if (answer.status !== 503 || attempt === 5) return answer;
      }
    };
    const answers = await inParallel(ms, 8, approve);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    expect(await seqs('fee_invoice')).toEqual(oneToN(RELEASES));
    // The receipts of the concurrent fundings, too.
    expect(await seqs('receipt')).toEqual(oneToN(RELEASES));
    const year = new Date().getUTCFullYear();
    const [first] = await ctx.db.db
      .select({ number: documents.number })
      .from(documents)
      .where(eq(documents.seq, 1));
    expect(first!.number).toMatch(new RegExp(`^SKL-[RF]-${year}-000001$`));
    // 400 money moves: more than the default cap on a machine three times slower than usual.
  }, 180_000);

  it('gives no number away to a money move that rolled back', async () => {
    const made = await hire({ ctx, catalog });
    const before = (await seqs('receipt')).length;
    const [m] = await ctx.db.db
      .insert(milestones)
      .values({ contractId: made.contract.id, position: 5, title: 'Rolled back', amountCents: 700 })
      .returning({ id: milestones.id, amountCents: milestones.amountCents });
    await expect(fund(made, m!, 'fail')).rejects.toThrow('the move failed');
    // Nothing of it is left: no receipt, and the next funding takes the next number.
    expect(await seqs('receipt')).toHaveLength(before);
    const funded = await made.act(made.client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect(funded.status).toBe(200);
    expect(await seqs('receipt')).toEqual(oneToN(before + 1));
  });

  it('refuses to change or delete an issued document', async () => {
    const [doc] = await ctx.db.db.select({ id: documents.id }).from(documents).limit(1);
    await expect(
      ctx.db.db.update(documents).set({ amountCents: 1 }).where(eq(documents.id, doc!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.db.delete(documents).where(eq(documents.id, doc!.id))).rejects.toThrow();
  });
});
