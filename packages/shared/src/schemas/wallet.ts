import { MONEY_MAX_CENTS, PAYOUT_ACCOUNT_STATUSES } from '../constants';
import * as z from '../zod';
import { centsSchema } from './jobs';
import { SecondFactorProofSchema } from './two-factor';

/** A released share still inside the payout hold: what becomes available to withdraw, and when. */
export const PendingReleaseSchema = z.object({
  milestoneId: z.uuid(),
  contractId: z.uuid().nullable(),
  milestoneTitle: z.string().nullable(),
  amountCents: z.number().int(),
  /** When the payout hold ends (PAYOUT_HOLD_DAYS after the release). */
  availableAt: z.iso.datetime(),
});
export type PendingRelease = z.infer<typeof PendingReleaseSchema>;

/** GET /api/wallet/: `earnedSince` is where "earned" starts counting (the viewer's first of the month). */
export const WalletQuerySchema = z.object({ earnedSince: z.iso.datetime({ offset: true }).optional() });

export const WalletSchema = z.object({
  currency: z.string(),
  pendingCents: z.number().int(),
  /** The pending money amount by amount, soonest available first; the amounts add up to pendingCents. */
  pendingReleases: z.array(PendingReleaseSchema),
  availableCents: z.number().int(),
  inEscrowCents: z.number().int(),
  /** Of what is in escrow, what open disputes hold (issue 25). */
  inDisputeCents: z.number().int(),
  /** The shares released to me since `earnedSince` (by default the first of this month, UTC), after the fee. */
  earnedSinceCents: z.number().int(),
  /** What a withdrawal will ask of this user (ADR 033): the web shows the notice or the code field first. */
  withdrawalChecks: z.object({
    hasSecondFactor: z.boolean(),
    /** No second factor and no withdrawal yet, while PAYOUT_2FA is `required`: every withdrawal is refused. */
    mustTurnOnSecondFactor: z.boolean(),
    /** No second factor while PAYOUT_2FA is `required`: withdrawals above $1,000.00 are refused. */
    mustTurnOnForLarge: z.boolean(),
  }),
});
export type Wallet = z.infer<typeof WalletSchema>;
export const WalletResponseSchema = z.object({ data: WalletSchema });

/** POST /api/wallet/payout-account: changing an enabled account asks for the second factor again. */
export const SetUpPayoutsRequestSchema = z
  .object({ secondFactor: SecondFactorProofSchema.optional() })
  .nullish();
export type SetUpPayoutsRequest = z.input<typeof SetUpPayoutsRequestSchema>;

export const WithdrawRequestSchema = z.object({
  amountCents: centsSchema('Amount', 1, MONEY_MAX_CENTS),
  /** Above WITHDRAWAL_CODE_ABOVE_CENTS, for a user with a second factor: `{code}` or `{recoveryCode}`. */
  secondFactor: SecondFactorProofSchema.optional(),
});
export const WithdrawalSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  destination: z.string(),
  createdAt: z.iso.datetime(),
});
export const WithdrawResponseSchema = z.object({ data: WithdrawalSchema });

/** One ledger movement as the user sees it in their history. */
export const WalletEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  code: z.string(),
  /** Positive into the user's balance, negative out of it (a payout); 0-sum moves show as they are. */
  amountCents: z.number().int(),
  currency: z.string(),
  account: z.string(),
  contractId: z.uuid().nullable(),
  milestoneTitle: z.string().nullable(),
  /** On a release: Skillora's service fee taken from the milestone (the amount is the share after it). */
  feeCents: z.number().int().nullable(),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;
export const WalletHistoryResponseSchema = z.object({ data: z.array(WalletEntrySchema) });

export const LedgerAuditSchema = z.object({
  ok: z.boolean(),
  transfers: z.number().int(),
  debitsCents: z.number().int(),
  creditsCents: z.number().int(),
  mismatches: z.array(z.string()),
});
export type LedgerAudit = z.infer<typeof LedgerAuditSchema>;
export const LedgerAuditResponseSchema = z.object({ data: LedgerAuditSchema });

/** GET /api/wallet/payout-account: where payouts stand, and what the provider still asks for. */
export const PayoutAccountResponseSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  requirements: z.array(z.string()),
});
export type PayoutAccount = z.infer<typeof PayoutAccountResponseSchema>;
/** POST /api/wallet/payout-account: the page where the freelancer sets up (or finishes) payouts. */
export const PayoutOnboardingResponseSchema = z.object({ url: z.string() });

/** The sandbox's 3-D Secure challenge page: how the cardholder's authentication ends. */
export const SandboxChallengeRequestSchema = z.object({
  outcome: z.enum(['complete', 'fail'], 'Choose an outcome'),
});
export const SandboxStepResponseSchema = z.object({ ok: z.literal(true) });
export const PaymentParamsSchema = z.object({ paymentId: z.uuid({ error: 'Not found' }) });
