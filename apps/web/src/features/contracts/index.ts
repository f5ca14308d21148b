// What other features may use of contracts; everything else in this folder is its own business.

export { usePendingOfferCount } from './api/offers';
export { usePaymentTerms } from './api/wallet';
export { ContractsOverview } from './components/contracts-overview';
export { HireButton } from './components/hire-button';
export { PendingOffer } from './components/pending-offer';
