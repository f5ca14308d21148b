import type { PayoutAccount, SecondFactorProof } from '@skillora/shared';
import {
  PAYOUT_CHANGE_NEEDS_CODE,
  PAYOUT_CHANGE_NEEDS_SECOND_FACTOR,
} from '@skillora/shared/account-security';
import { forbidden, HttpError } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { hasSecondFactor, type StepUp } from '../two-factor';
import type { PayoutAccountRow } from './payout-accounts.repository';
import type { PaymentProvider } from './provider';

/** Where the sandbox pays out for a freelancer who never set up payouts (ADR 020's demo account). */
export const SANDBOX_DESTINATION = 'Sandbox bank account ••••6789';

export const NO_PAYOUT_ACCOUNT = 'Set up payouts on your wallet page before you withdraw.';
export const PAYOUTS_NOT_ENABLED =
  'Your payout account is not ready yet: finish setting up payouts on your wallet page before you withdraw.';

export function statusOf(row: PayoutAccountRow | null): PayoutAccount {
  if (!row) return { status: 'none', requirements: [] };
  const status = row.payoutsEnabled ? 'enabled' : row.detailsSubmitted ? 'restricted' : 'pending';
  return { status, requirements: row.requirements };
}

/**
 * Connected accounts (ADR 035): a freelancer sets one up from the wallet (the provider's onboarding
 * page, hosted by Stripe or by our sandbox), its state comes from the provider's `account.updated`,
 * and a withdrawal goes to it only once payouts are enabled.
 */
export function createPayoutAccounts(
  uow: UnitOfWork,
  provider: PaymentProvider,
  walletUrl: string,
  { stepUp, rule }: { stepUp: StepUp; rule: 'required' | 'optional' },
) {
  /**
   * Changing where enabled payouts go asks for the second factor again (issue 30, ADR 033): a stolen
   * session must not redirect the money. The code is spent before the provider's page is opened.
   */
  async function confirmChange(userId: string, proof: SecondFactorProof | undefined) {
    if (!(await hasSecondFactor(uow.read, userId))) {
      if (rule === 'required') throw forbidden(PAYOUT_CHANGE_NEEDS_SECOND_FACTOR);
      return;
    }
    if (!proof) throw forbidden(PAYOUT_CHANGE_NEEDS_CODE);
    const giveBack = await stepUp.count(userId);
    await uow.run((tx) => stepUp.prove(tx.repos, userId, proof));
    await giveBack();
  }

  return {
    get: async (userId: string) => statusOf(await uow.read.payoutAccounts.find(userId)),

    /** The onboarding page's URL; the account is made once (the provider's idempotency key is the user). */
    async setUp(userId: string, proof?: SecondFactorProof): Promise<{ url: string }> {
      let row = await uow.read.payoutAccounts.find(userId);
      if (row?.payoutsEnabled) await confirmChange(userId, proof);
      try {
        if (!row) {
          // Outside any transaction (ADR 020): the provider answers a retried key with the same account.
          const { ref } = await provider.createPayoutAccount({ idempotencyKey: userId, userId });
          const state = await provider.payoutAccountState(ref);
          await uow.run((tx) =>
            tx.repos.payoutAccounts.insert({ userId, provider: provider.name, accountRef: ref }, state),
          );
          row = (await uow.read.payoutAccounts.find(userId))!;
        }
        return await provider.onboardingLink({
          accountRef: row.accountRef,
          returnUrl: walletUrl,
          refreshUrl: `${walletUrl}?payouts=refresh`,
        });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw new HttpError(502, 'The payment provider did not answer; try again in a moment');
      }
    },

    /**
     * Where a withdrawal goes, or a 402 saying why it cannot go yet. Called under the withdrawal's
     * locks, so the answer holds for the payment it starts.
     */
    async destination(tx: Tx, userId: string): Promise<string> {
      const row = await tx.repos.payoutAccounts.find(userId);
      if (!row) {
        if (!provider.payoutsNeedAccount) return SANDBOX_DESTINATION;
        throw new HttpError(402, NO_PAYOUT_ACCOUNT);
      }
      if (!row.payoutsEnabled) throw new HttpError(402, PAYOUTS_NOT_ENABLED);
      return row.accountRef;
    },
  };
}

export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
