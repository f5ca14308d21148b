export { ContractPage } from './contract-page';
export { ContractsPage } from './contracts-page';
export { FeesPage } from './fees-page';
export { OffersPage } from './offers-page';
export { SafePayPage } from './safepay-page';
export { SandboxChallengePage } from './sandbox-challenge-page';
export { SandboxOnboardingPage } from './sandbox-onboarding-page';
export { WalletPage } from './wallet-page';
