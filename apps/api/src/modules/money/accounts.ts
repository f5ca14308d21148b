import type { AccountKind } from './schema';

/** One ledger account, named by what it holds (ADR 020). */
export type AccountSpec =
  | { kind: 'platform_clearing' | 'platform_fees'; currency: string }
  | { kind: 'escrow'; milestoneId: string; currency: string }
  | { kind: 'freelancer_pending' | 'freelancer_available'; userId: string; currency: string };

/** The clearing account mirrors the provider, so it runs negative by what the platform holds. */
const MAY_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set(['platform_clearing']);

export const account = {
  clearing: (currency: string): AccountSpec => ({ kind: 'platform_clearing', currency }),
  fees: (currency: string): AccountSpec => ({ kind: 'platform_fees', currency }),
  escrow: (milestoneId: string, currency: string): AccountSpec => ({ kind: 'escrow', milestoneId, currency }),
  pending: (userId: string, currency: string): AccountSpec => ({
    kind: 'freelancer_pending',
    userId,
    currency,
  }),
  available: (userId: string, currency: string): AccountSpec => ({
    kind: 'freelancer_available',
    userId,
    currency,
  }),
};

export function accountKey(spec: AccountSpec): string {
  if (spec.kind === 'escrow') return `escrow:${spec.milestoneId}`;
  if ('userId' in spec) return `${spec.kind}:${spec.userId}:${spec.currency}`;
  return `${spec.kind}:${spec.currency}`;
}

export function accountRow(spec: AccountSpec) {
  return {
    key: accountKey(spec),
    kind: spec.kind,
    currency: spec.currency,
    ownerUserId: 'userId' in spec ? spec.userId : null,
    milestoneId: spec.kind === 'escrow' ? spec.milestoneId : null,
    allowNegative: MAY_GO_NEGATIVE.has(spec.kind),
  };
}
