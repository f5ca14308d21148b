import { formatMoney, type PendingRelease, type SecondFactorProof, type Wallet } from '@skillora/shared';
import {
  FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  WITHDRAWAL_CODE_ABOVE_CENTS,
  WITHDRAWAL_NEEDS_CODE,
} from '@skillora/shared/account-security';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden } from '../../lib/http-error';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import { hasSecondFactor, type StepUp } from '../two-factor';
import { account } from './accounts';
import { endPayoutHold, heldInEscrow } from './escrow';
import type { PaymentFlows } from './payment-flows';
import type { PaymentRow } from './payments.repository';
import type { PayoutAccounts } from './payout-accounts';

const toWithdrawal = (p: PaymentRow, status: string) => ({
  id: p.id,
  amountCents: p.amountCents,
  currency: p.currency,
  status,
  destination: p.method,
  createdAt: p.createdAt.toISOString(),
});

/** How a movement changes the viewer's own money: in (+), out (−). */
function signed(row: { code: string; amountCents: number; userId: string | null }, userId: string) {
  if (row.code === 'payout') return -row.amountCents;
  if (row.code === 'fund' && row.userId !== userId) return -row.amountCents;
  return row.amountCents;
}

declare module '../../outbox' {
  interface EventMap {
    /** A payout left for the freelancer's bank: they hear of it. */
    'payout.sent': { paymentId: string; freelancerId: string; amountCents: number; currency: string };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

type WalletTerms = { currency: string; payoutHoldDays: number };

/** The second factor asked before withdrawals (issue 30, ADR 033); PAYOUT_2FA decides `rule`. */
type WithdrawalGuard = { stepUp: StepUp; rule: 'required' | 'optional' };

/** What a withdrawal will ask of the user, read in the caller's transaction (or the reader). */
async function withdrawalChecks(repos: Repositories, userId: string, rule: WithdrawalGuard['rule']) {
  const hasFactor = await hasSecondFactor(repos, userId);
  const isRequired = rule === 'required' && !hasFactor;
  return {
    hasSecondFactor: hasFactor,
    mustTurnOnSecondFactor: isRequired && !(await repos.wallet.hasCompletedPayout(userId)),
    mustTurnOnForLarge: isRequired,
  };
}

export function createWalletService(
  uow: UnitOfWork,
  flows: PaymentFlows,
  { currency, payoutHoldDays }: WalletTerms,
  { stepUp, rule }: WithdrawalGuard,
  payoutAccounts: Pick<PayoutAccounts, 'destination'>,
) {
  /**
   * The pending money amount by amount, each with the end of its payout hold: the milestone's
   * release time plus PAYOUT_HOLD_DAYS, as the release scheduled it (contracts' releaseShare).
   */
  async function pendingReleases(userId: string): Promise<PendingRelease[]> {
    const rows = await uow.read.wallet.pendingReleases(userId);
    const releases = await uow.read.milestones.releases(rows.map((r) => r.milestoneId));
    return rows.map((r) => {
      const milestone = releases.get(r.milestoneId);
      const releasedAt = milestone?.releasedAt ?? r.at;
      return {
        milestoneId: r.milestoneId,
        contractId: r.contractId,
        milestoneTitle: milestone?.title ?? null,
        amountCents: r.amountCents,
        availableAt: new Date(releasedAt.getTime() + payoutHoldDays * DAY_MS).toISOString(),
      };
    });
  }

  /** Step 3 of a withdrawal: the money leaves the freelancer's available balance once the provider paid it. */
  async function finishPayout(tx: Tx, payment: PaymentRow) {
    await tx.repos.ledger.post([
      {
        debit: account.available(payment.userId, payment.currency),
        credit: account.clearing(payment.currency),
        amountCents: payment.amountCents,
        currency: payment.currency,
        code: 'payout',
        ref: payment.id,
        userId: payment.userId,
        paymentId: payment.id,
      },
    ]);
    tx.emit('payout.sent', `payment:${payment.id}`, {
      paymentId: payment.id,
      freelancerId: payment.userId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    return { data: toWithdrawal(payment, 'paid') };
  }
  flows.register('payout', 201, finishPayout);

  return {
    async get(userId: string, earnedSince?: Date): Promise<{ data: Wallet }> {
      const [pending, releases, available, inEscrow, inFlight, inDispute, earned, checks] = await Promise.all(
        [
          uow.read.ledger.balance(account.pending(userId, currency)),
          pendingReleases(userId),
          uow.read.ledger.balance(account.available(userId, currency)),
          heldInEscrow(uow.read, userId),
          uow.read.wallet.payoutsInFlight(userId),
          uow.read.disputes.heldFor(userId),
          uow.read.wallet.releasedSince(userId, earnedSince),
          withdrawalChecks(uow.read, userId, rule),
        ],
      );
      return {
        data: {
          currency,
          pendingCents: pending,
          pendingReleases: releases,
          availableCents: available - inFlight,
          inEscrowCents: inEscrow,
          inDisputeCents: inDispute,
          earnedSinceCents: earned,
          withdrawalChecks: checks,
        },
      };
    },

    /**
     * Above WITHDRAWAL_CODE_ABOVE_CENTS the second factor is asked again: checked and spent in the
     * transaction that records the payout, so a refused withdrawal spends no code (ADR 033).
     */
    async withdraw(userId: string, amountCents: number, proof?: SecondFactorProof) {
      const isLarge = amountCents > WITHDRAWAL_CODE_ABOVE_CENTS;
      const giveBack = isLarge && proof ? await stepUp.count(userId) : null;
      const answer = await flows.run<Awaited<ReturnType<typeof finishPayout>>>(async (tx) => {
        // The connected account, once payouts are enabled (ADR 035); refused with a 402 before.
        const method = await payoutAccounts.destination(tx, userId);
        const checks = await withdrawalChecks(tx.repos, userId, rule);
        if (checks.mustTurnOnSecondFactor) throw forbidden(FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR);
        if (isLarge && checks.mustTurnOnForLarge) throw forbidden(LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR);
        // The account lock serializes withdrawals, so two cannot both spend the same money.
        const available = await tx.repos.ledger.balance(account.available(userId, currency), { lock: true });
        const free = available - (await tx.repos.wallet.payoutsInFlight(userId));
        if (amountCents > free)
          throw conflict(`You can withdraw at most ${formatMoney(Math.max(0, free), 'exact', currency)}`);
        if (isLarge && checks.hasSecondFactor) {
          if (!proof) throw forbidden(WITHDRAWAL_NEEDS_CODE);
          await stepUp.prove(tx.repos, userId, proof);
        }
        return { kind: 'payout', userId, amountCents, currency, method };
      });
      await giveBack?.();
      return answer;
    },

    async history(userId: string) {
      const { contracts, milestones, wallet } = uow.read;
      const rows = await wallet.history(userId, await contracts.idsOfClient(userId));
      const titles = await milestones.titles(rows.flatMap((r) => (r.milestoneId ? [r.milestoneId] : [])));
      return {
        data: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          code: r.code,
          amountCents: signed(r, userId),
          currency: r.currency,
          account:
            r.code === 'release'
              ? 'pending'
              : r.code === 'fund' || r.code === 'refund'
                ? 'card'
                : 'available',
          contractId: r.contractId,
          milestoneTitle: (r.milestoneId && titles.get(r.milestoneId)) ?? null,
          feeCents: r.feeCents ?? null,
        })),
      };
    },

    /** The hold's end (a timer): the released share moves from pending to available, once. */
    endHold: (p: { milestoneId: string; freelancerId: string; amountCents: number; currency: string }) =>
      uow
        .run((tx) => endPayoutHold(tx.repos, p))
        .catch((err) => {
          // Two sweeps racing: the unique (code, ref) let one through; the other has nothing to do.
          if (!isUniqueViolation(err)) throw err;
        }),
  };
}
