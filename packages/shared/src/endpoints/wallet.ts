import { PaymentTermsResponseSchema } from '../schemas/contracts';
import {
  PayoutAccountResponseSchema,
  PayoutOnboardingResponseSchema,
  SetUpPayoutsRequestSchema,
  WalletHistoryResponseSchema,
  WalletQuerySchema,
  WalletResponseSchema,
  WithdrawRequestSchema,
  WithdrawResponseSchema,
} from '../schemas/wallet';
import { endpoint } from './endpoint';

/**
 * The signed-in user's money, and the SafePay rules in force. The wallet is `/api/wallet/` (with
 * the slash, as the OpenAPI document has always named it; `/api/wallet` is served too).
 */
export const walletEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/wallet/',
    query: WalletQuerySchema,
    response: WalletResponseSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/wallet/transactions',
    response: WalletHistoryResponseSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/wallet/withdrawals',
    status: 201,
    body: WithdrawRequestSchema,
    response: WithdrawResponseSchema,
  }),
  payoutAccount: endpoint({
    method: 'GET',
    path: '/api/wallet/payout-account',
    response: PayoutAccountResponseSchema,
  }),
  setUpPayouts: endpoint({
    method: 'POST',
    path: '/api/wallet/payout-account',
    body: SetUpPayoutsRequestSchema,
    response: PayoutOnboardingResponseSchema,
  }),
  terms: endpoint({ method: 'GET', path: '/api/payments/terms', response: PaymentTermsResponseSchema }),
};
