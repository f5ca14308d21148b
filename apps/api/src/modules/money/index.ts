// The one owner of balances and money moves (ADR 020, ADR 026): the ledger, the payment providers,
// the wallet and the escrow postings. Nobody else writes a transfer or reads a balance table.
export { contractLedger } from './admin-ledger';
export { fundEscrow, heldInEscrow, refundEscrow, releaseEscrow, splitEscrow } from './escrow';
export { ledgerPlugin } from './ledger.plugin';
export type { ContractMoney } from './ledger.repository';
export type { PaymentFlows } from './payment-flows';
export { paymentsPlugin } from './payments.plugin';
export type { PaymentRow } from './payments.repository';
export type { PaymentProvider } from './provider';
export { createSandboxProvider } from './sandbox-provider';
export { walletPlugin } from './wallet.plugin';
