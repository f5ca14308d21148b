import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createAdminPaymentsRepository } from './admin-payments.repository';
import { createLedgerRepository } from './ledger.repository';
import { createPaymentCustomersRepository } from './payment-customers.repository';
import { createPaymentsRepository } from './payments.repository';
import { createPayoutAccountsRepository } from './payout-accounts.repository';
import { createStripeEventsRepository } from './stripe-events.repository';
import { createUserMoneyRepository } from './user-money.repository';
import { createWalletRepository } from './wallet.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  ledger: createLedgerRepository,
  payments: createPaymentsRepository,
  paymentCustomers: createPaymentCustomersRepository,
  payoutAccounts: createPayoutAccountsRepository,
  wallet: createWalletRepository,
  adminPayments: createAdminPaymentsRepository,
  stripeEvents: createStripeEventsRepository,
  /** What other modules read of a person's money and of the platform's. */
  userMoney: createUserMoneyRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
