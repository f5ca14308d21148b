// What other modules may use of the ledger (ADR 020): accounts, posting, balances, the audit, idempotency.
export { type AccountSpec, account } from './accounts';
export { createAdminPaymentsRepository } from './admin-payments.repository';
export {
  type Answer,
  beginIdempotent,
  claimKey,
  errorAnswer,
  type IdempotencyKey,
  idempotencyKeyOf,
  runIdempotent,
  sendAnswer,
  storeAnswer,
} from './idempotency';
export { ledgerPlugin } from './ledger.plugin';
export {
  createLedgerRepository,
  INSUFFICIENT_FUNDS,
  type LedgerRepository,
  type NewTransfer,
} from './ledger.repository';
export { auditLedger } from './ledger-audit';
export { createPaymentsRepository, type NewPayment, type PaymentRow } from './payments.repository';
