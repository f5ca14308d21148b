import { feeOf } from '@skillora/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

/**
 * Model-based property test (issue 15): random sequences of fund (ok and declined), submit, request
 * changes, approve (some concurrently), refund, withdraw, clock moves and replayed keys against a
 * small in-memory model. After every step the ledger audit is ok and every balance equals the model's.
 * CI runs a fixed seed; `npm run fuzz` runs more (FUZZ_RUNS, FUZZ_SEED).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1515);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const AMOUNTS = [50_000, 99_999, 12_345];

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

type MState = { status: string; submittedAt: number; releasedAt: number; held: boolean };
type Model = { milestones: MState[]; pending: number; available: number; escrow: number };

const step = fc.oneof(
  fc.record({
    kind: fc.constant('fund' as const),
    m: fc.nat(2),
    card: fc.constantFrom('pm_card_visa', 'pm_card_chargeDeclined'),
  }),
  fc.record({ kind: fc.constant('submit' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('changes' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('approve' as const), m: fc.nat(2), racers: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('refund' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 120_000 }) }),
  fc.record({ kind: fc.constant('clock' as const), days: fc.constantFrom(1, 5, 14) }),
  fc.record({ kind: fc.constant('replay' as const) }),
);

const IN_ESCROW = new Set(['funded', 'submitted', 'changes_requested']);

describe('SafePay against a model (property)', () => {
  it('keeps the API, the ledger and the model in agreement over random sequences', {
    timeout: Math.max(60_000, RUNS * 15_000),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 14 }), async (steps) => {
        const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, {
          title: 'Model contract',
          milestones: AMOUNTS.map((amountCents, i) => ({ title: `M${i + 1}`, amountCents })),
        });
        const model: Model = {
          milestones: AMOUNTS.map(() => ({ status: 'pending', submittedAt: 0, releasedAt: 0, held: true })),
          pending: 0,
          available: 0,
          escrow: 0,
        };
        const url = (m: number, action: string) =>
          `/api/contracts/${contract.id}/milestones/${contract.milestones[m]!.id}/${action}`;
        let last: { who: Party; url: string; body?: object; key: string; answer: unknown } | null = null;
        let keys = 0;
        const send = async (who: Party, u: string, body?: object) => {
          const key = `k${keys++}-${contract.id}`;
          const answer = await call(ctx.app, who, 'POST', u, body, { 'idempotency-key': key });
          last = { who, url: u, ...(body ? { body } : {}), key, answer };
          return answer;
        };
        const release = (ms: MState, amount: number) => {
          ms.status = 'released';
          ms.releasedAt = clock.now().getTime();
          model.escrow -= amount;
          model.pending += amount - feeOf(amount, 500);
        };

        for (const s of steps) {
          if (s.kind === 'fund') {
            const ms = model.milestones[s.m]!;
            const res = await send(client, url(s.m, 'fund'), { paymentMethod: s.card });
            if (ms.status !== 'pending') expect(res.status).toBe(409);
            else if (s.card === 'pm_card_chargeDeclined') expect(res.status).toBe(402);
            else {
              expect(res.status).toBe(200);
              ms.status = 'funded';
              model.escrow += AMOUNTS[s.m]!;
            }
          } else if (s.kind === 'submit') {
            const ms = model.milestones[s.m]!;
            const res = await call(ctx.app, freelancer, 'POST', url(s.m, 'submit'), { message: 'work' });
            const ok = ms.status === 'funded' || ms.status === 'changes_requested';
            expect(res.status).toBe(ok ? 200 : 409);
            if (ok) Object.assign(ms, { status: 'submitted', submittedAt: clock.now().getTime() });
          } else if (s.kind === 'changes') {
            const ms = model.milestones[s.m]!;
            const res = await call(ctx.app, client, 'POST', url(s.m, 'request-changes'), {
              message: 'again',
            });
            expect(res.status).toBe(ms.status === 'submitted' ? 200 : 409);
            if (ms.status === 'submitted') ms.status = 'changes_requested';
          } else if (s.kind === 'approve') {
            const ms = model.milestones[s.m]!;
            const answers = await Promise.all(
              Array.from({ length: s.racers }, () => send(client, url(s.m, 'approve'))),
            );
            const oks = answers.filter((a) => a.status === 200).length;
            expect(oks).toBe(IN_ESCROW.has(ms.status) ? 1 : 0);
            if (IN_ESCROW.has(ms.status)) release(ms, AMOUNTS[s.m]!);
          } else if (s.kind === 'refund') {
            const ms = model.milestones[s.m]!;
            const res = await send(freelancer, url(s.m, 'refund'));
            expect(res.status).toBe(ms.status === 'funded' ? 200 : 409);
            if (ms.status === 'funded') {
              ms.status = 'refunded';
              model.escrow -= AMOUNTS[s.m]!;
            }
          } else if (s.kind === 'withdraw') {
            const res = await send(freelancer, '/api/wallet/withdrawals', { amountCents: s.cents });
            expect(res.status).toBe(s.cents <= model.available ? 201 : 409);
            if (s.cents <= model.available) model.available -= s.cents;
          } else if (s.kind === 'clock') {
            clock.advance(s.days * DAY);
            await ctx.app.outbox.idle();
            const now = clock.now().getTime();
            // Holds first (releases made now start their hold now), then auto-releases.
            model.milestones.forEach((ms, i) => {
              if (ms.status === 'released' && ms.held && ms.releasedAt + 5 * DAY <= now) {
                ms.held = false;
                const share = AMOUNTS[i]! - feeOf(AMOUNTS[i]!, 500);
                model.pending -= share;
                model.available += share;
              }
            });
            model.milestones.forEach((ms, i) => {
              if (ms.status === 'submitted' && ms.submittedAt + 14 * DAY <= now) release(ms, AMOUNTS[i]!);
            });
          } else if (last) {
            const { who, url: u, body, key, answer } = last as NonNullable<typeof last>;
            expect(await call(ctx.app, who, 'POST', u, body, { 'idempotency-key': key })).toEqual(answer);
          }

          const wallet = (await call(ctx.app, freelancer, 'GET', '/api/wallet')).body.data;
          expect({ pending: wallet.pendingCents, available: wallet.availableCents }).toEqual({
            pending: model.pending,
            available: model.available,
          });
          const seen = (await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`)).body.data;
          expect(seen.summary.inEscrowCents).toBe(model.escrow);
          expect(seen.milestones.map((m: { status: string }) => m.status)).toEqual(
            model.milestones.map((m) => m.status),
          );
          expect((await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data.mismatches).toEqual(
            [],
          );
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
