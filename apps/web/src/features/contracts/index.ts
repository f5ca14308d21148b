// What other features may use of contracts; everything else in this folder is its own business.

// A contract as admins read it: a dispute's admin page shows its milestone's part of the ledger.
export { useAdminContract } from './admin/api/get-admin-money';
export { usePendingOfferCount } from './api/offers';
export { usePaymentTerms } from './api/wallet';
export { ContractsOverview } from './components/contracts-overview';
export { HireButton } from './components/hire-button';
export { PendingOffer } from './components/pending-offer';

// The admins' ledger table, loaded when shown: a static re-export would put it in every chunk that
// imports this index.
export const loadLedgerTable = async () => (await import('./admin/components/ledger-table')).LedgerTable;

// The freelancer home's contracts (with their next step) and earnings, loaded when shown: statically
// re-exported, they and the disputes code they read would join every chunk that imports this index.
export const loadFreelancerHomeParts = () => import('./components/freelancer-home-parts');

// The client home's hours of this week, loaded when shown: statically, its timesheet reads would join
// the home's chunk (over its budget).
export const loadHourlyWeekOverview = () => import('./components/hourly-week-overview');
