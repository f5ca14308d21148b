export { ContractPage } from './contract-page';
export { ContractsPage } from './contracts-page';
export { OffersPage } from './offers-page';
export { WalletPage } from './wallet-page';
