import { feeOf } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { issueCreditNoteIn, issueFeeInvoiceIn, issueReceiptIn } from '../documents';
import { account } from './accounts';
import type { PaymentRow } from './payments.repository';

/*
 * The escrow's postings (ADR 020), the one place they are written. Each takes the repositories of
 * the caller's transaction, so the money moves with the state change it pays for — and with the
 * document that records it for the person who paid or was paid (ADR 034: a receipt, a fee invoice,
 * a credit note), whose number is taken in the same transaction. The document is issued first:
 * its reads run before any shared row is locked and its number is one statement, so its series row
 * is held barely longer than the accounts the postings lock anyway (they queue the same moves).
 */

/** What the escrow needs to know of a milestone. */
type EscrowMilestone = { id: string; contractId: string; amountCents: number; currency: string };

/** A captured charge enters the milestone's escrow (clearing → escrow). */
export async function fundEscrow(repos: Repositories, charge: PaymentRow): Promise<void> {
  await issueReceiptIn(repos, charge.userId, {
    amountCents: charge.amountCents,
    currency: charge.currency,
    paymentId: charge.id,
    milestoneId: charge.milestoneId,
    contractId: charge.contractId,
  });
  await repos.ledger.post([
    {
      debit: account.clearing(charge.currency),
      credit: account.escrow(charge.milestoneId!, charge.currency),
      amountCents: charge.amountCents,
      currency: charge.currency,
      code: 'fund',
      ref: charge.id,
      contractId: charge.contractId,
      milestoneId: charge.milestoneId,
      paymentId: charge.id,
    },
  ]);
}

/**
 * Releases a milestone's escrow: the freelancer's share to pending (held until the payout hold
 * ends), the fee to the platform. Returns both parts.
 */
export async function releaseEscrow(
  repos: Repositories,
  m: EscrowMilestone,
  freelancerId: string,
  feeBps: number,
): Promise<{ feeCents: number; shareCents: number }> {
  const feeCents = feeOf(m.amountCents, feeBps);
  const shareCents = m.amountCents - feeCents;
  const common = { currency: m.currency, ref: m.id, contractId: m.contractId, milestoneId: m.id };
  const escrow = account.escrow(m.id, m.currency);
  await issueFeeInvoiceIn(repos, freelancerId, {
    amountCents: m.amountCents,
    feeCents,
    currency: m.currency,
    milestoneId: m.id,
    contractId: m.contractId,
  });
  await repos.ledger.post([
    {
      ...common,
      debit: escrow,
      credit: account.pending(freelancerId, m.currency),
      amountCents: shareCents,
      code: 'release',
      userId: freelancerId,
    },
    ...(feeCents > 0
      ? [
          {
            ...common,
            debit: escrow,
            credit: account.fees(m.currency),
            amountCents: feeCents,
            code: 'fee' as const,
          },
        ]
      : []),
  ]);
  return { feeCents, shareCents };
}

/**
 * Part of a milestone's escrow moves to a milestone split from it (the undisputed rest of an hourly
 * week, ADR 037): no money leaves escrow, so no document. Once per source milestone (`ref`).
 */
export async function splitEscrow(
  repos: Repositories,
  from: EscrowMilestone,
  toMilestoneId: string,
  amountCents: number,
): Promise<void> {
  await repos.ledger.post([
    {
      debit: account.escrow(from.id, from.currency),
      credit: account.escrow(toMilestoneId, from.currency),
      amountCents,
      currency: from.currency,
      code: 'escrow_split',
      ref: from.id,
      contractId: from.contractId,
      milestoneId: toMilestoneId,
    },
  ]);
}

/** A refunded charge leaves the escrow back through the clearing account to the client's card. */
export async function refundEscrow(repos: Repositories, refund: PaymentRow): Promise<void> {
  // The credit note corrects the receipt of the charge this refund gives back.
  const charge = await repos.payments.findCharge(refund.milestoneId!);
  await issueCreditNoteIn(repos, {
    amountCents: refund.amountCents,
    currency: refund.currency,
    paymentId: refund.id,
    milestoneId: refund.milestoneId,
    contractId: refund.contractId,
    chargeId: charge?.id ?? null,
    payerId: charge?.userId ?? refund.userId,
  });
  await repos.ledger.post([
    {
      debit: account.escrow(refund.milestoneId!, refund.currency),
      credit: account.clearing(refund.currency),
      amountCents: refund.amountCents,
      currency: refund.currency,
      code: 'refund',
      ref: refund.milestoneId!,
      contractId: refund.contractId,
      milestoneId: refund.milestoneId,
      paymentId: refund.id,
    },
  ]);
}

/** The payout hold's end: the released share moves from pending to available, once per milestone. */
export async function endPayoutHold(
  repos: Repositories,
  p: { milestoneId: string; freelancerId: string; amountCents: number; currency: string },
): Promise<void> {
  if (await repos.ledger.hasTransfer('hold_end', p.milestoneId)) return;
  await repos.ledger.post([
    {
      debit: account.pending(p.freelancerId, p.currency),
      credit: account.available(p.freelancerId, p.currency),
      amountCents: p.amountCents,
      currency: p.currency,
      code: 'hold_end',
      ref: p.milestoneId,
      userId: p.freelancerId,
      milestoneId: p.milestoneId,
    },
  ]);
}

/** What sits in escrow on the user's contracts, either side (their milestones are contracts'). */
export async function heldInEscrow(repos: Repositories, userId: string): Promise<number> {
  return repos.ledger.escrowBalance(await repos.milestones.idsOfParty(userId));
}
