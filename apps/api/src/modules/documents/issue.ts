import type { Repositories } from '../../outbox';
import type { NewDocument } from './documents.repository';
import './repositories';
import { fallbackParty, platformDetails } from './issuer';

/*
 * Issuing, inside the money move's own transaction (ADR 034): money's escrow postings call these
 * with their transaction's repositories, so the document and its number commit or roll back with
 * the move. Documents reads no money table; money reads no document table.
 */

type Moved = {
  amountCents: number;
  currency: string;
  paymentId?: string | null;
  milestoneId?: string | null;
  contractId?: string | null;
};

/** The customer's billing details as they are now, frozen into the document. */
async function customerOf(repos: Repositories, userId: string) {
  const saved = await repos.billingDetails.find(userId);
  if (saved) return saved;
  const user = await repos.users.findById(userId);
  return fallbackParty(user?.name ?? '—');
}

async function milestoneTitle(repos: Repositories, milestoneId: string | null | undefined) {
  if (!milestoneId) return null;
  return (await repos.milestones.titles([milestoneId])).get(milestoneId) ?? null;
}

const about = (title: string | null) => (title ? ` “${title}”` : '');

async function issue(
  repos: Repositories,
  userId: string,
  values: Omit<NewDocument, 'userId' | 'issuer' | 'customer'>,
): Promise<{ id: string; number: string }> {
  const customer = await customerOf(repos, userId);
  return repos.documents.issue({ ...values, userId, issuer: platformDetails(), customer });
}

const refs = (m: Moved) => ({
  currency: m.currency,
  paymentId: m.paymentId ?? null,
  milestoneId: m.milestoneId ?? null,
  contractId: m.contractId ?? null,
});

/** A client's charge into escrow: a receipt (R) to the client for the whole amount. */
export async function issueReceiptIn(repos: Repositories, clientId: string, charge: Moved) {
  const title = await milestoneTitle(repos, charge.milestoneId);
  return issue(repos, clientId, {
    kind: 'receipt',
    amountCents: charge.amountCents,
    feeCents: 0,
    grossCents: charge.amountCents,
    description: `Payment into SafePay escrow for milestone${about(title)}`,
    ...refs(charge),
  });
}

/** A release: our fee invoice (F) to the freelancer, for the fee taken from the released amount. */
export async function issueFeeInvoiceIn(
  repos: Repositories,
  freelancerId: string,
  release: Moved & { feeCents: number },
) {
  const title = await milestoneTitle(repos, release.milestoneId);
  return issue(repos, freelancerId, {
    kind: 'fee_invoice',
    amountCents: release.feeCents,
    feeCents: release.feeCents,
    grossCents: release.amountCents,
    description: `Service fee on the release of milestone${about(title)}`,
    ...refs(release),
  });
}

/**
 * A refund (a refunded milestone, or a dispute's refunded part): a credit note (C) to whoever the
 * charge's receipt was issued to, naming that receipt. `payerId` is who paid the charge, for a
 * charge made before documents existed (no receipt to correct).
 */
export async function issueCreditNoteIn(
  repos: Repositories,
  refund: Moved & { chargeId: string | null; payerId: string },
) {
  const receipt = refund.chargeId ? await repos.documents.receiptOf(refund.chargeId) : null;
  const title = await milestoneTitle(repos, refund.milestoneId);
  return issue(repos, receipt?.userId ?? refund.payerId, {
    kind: 'credit_note',
    amountCents: refund.amountCents,
    feeCents: 0,
    grossCents: refund.amountCents,
    description: `Refund from SafePay escrow for milestone${about(title)}`,
    corrects: receipt?.id ?? null,
    ...refs(refund),
  });
}
