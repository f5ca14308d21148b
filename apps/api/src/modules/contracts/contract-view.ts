import {
  type Contract,
  type ContractRow,
  feeOf,
  type Milestone,
  type Offer,
  type Role,
  UNCOUNTED_MILESTONE_STATUSES,
} from '@skillora/shared';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import type { ContractMoney } from '../money';
import type { ContractRecord } from './contracts.repository';
import type { OfferRecord } from './offers.repository';
import type { WithParties } from './parties';
import type { MilestoneRowDb } from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An amount with the fee the freelancer pays on it and what they receive (ADR 020's rounding). */
export const priced = (amountCents: number, feeBps: number) => {
  const feeCents = feeOf(amountCents, feeBps);
  return { amountCents, feeCents, receiveCents: amountCents - feeCents };
};

export function toOffer(offer: WithParties<OfferRecord>, feeBps: number): Offer {
  const milestones = offer.milestones.map((m) => ({
    title: m.title,
    dueDate: m.dueDate,
    ...priced(m.amountCents, feeBps),
  }));
  return {
    ...offer,
    milestones,
    totalCents: milestones.reduce((sum, m) => sum + m.amountCents, 0),
    feeCents: milestones.reduce((sum, m) => sum + m.feeCents, 0),
    createdAt: offer.createdAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

export function toMilestone(m: MilestoneRowDb, feeBps: number, files: AttachmentRef[] = []): Milestone {
  return {
    id: m.id,
    position: m.position,
    title: m.title,
    ...priced(m.amountCents, feeBps),
    currency: m.currency,
    dueDate: m.dueDate,
    status: m.status,
    submission: m.submission,
    submissionLinks: m.submissionLinks,
    attachments: files,
    changesNote: m.changesNote,
    fundedAt: iso(m.fundedAt),
    submittedAt: iso(m.submittedAt),
    autoReleaseAt: iso(m.autoReleaseAt),
    releasedAt: iso(m.releasedAt),
  };
}

const NO_MONEY: ContractMoney = { inEscrowCents: 0, releasedCents: 0, refundedCents: 0 };

export function toContractRow(
  c: Omit<WithParties<ContractRecord>, 'milestones' | 'description'>,
  money: ContractMoney | undefined,
  totalCents: number,
): ContractRow {
  return {
    ...c,
    summary: { totalCents, ...(money ?? NO_MONEY) },
    createdAt: c.createdAt.toISOString(),
    endedAt: iso(c.endedAt),
  };
}

export function toContract(
  c: WithParties<ContractRecord>,
  money: ContractMoney | undefined,
  feeBps: number,
  files: ReadonlyMap<string, AttachmentRef[]>,
): Contract {
  const uncounted: readonly string[] = UNCOUNTED_MILESTONE_STATUSES;
  const live = c.milestones.filter((m) => !uncounted.includes(m.status));
  const total = live.reduce((sum, m) => sum + m.amountCents, 0);
  return {
    ...toContractRow(c, money, total),
    description: c.description,
    type: c.type,
    hourlyRateCents: c.hourlyRateCents,
    weeklyLimitHours: c.weeklyLimitHours,
    milestones: c.milestones.map((m) => toMilestone(m, feeBps, files.get(m.id))),
  };
}

/** Who asks: the signed-in user a contract is read or moved for. */
export type Viewer = { id: string; role: Role };

/** Who may see a contract: its two parties and admins; anyone else is told it does not exist. */
export function canViewContract(
  contract: { client: { id: string }; freelancer: { id: string } },
  viewer: Viewer,
): boolean {
  return viewer.role === 'admin' || contract.client.id === viewer.id || contract.freelancer.id === viewer.id;
}
