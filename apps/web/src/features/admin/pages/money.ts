// The admin's money pages (contracts and payments), loaded as their own chunk by app/router.tsx:
// the rest of the admin area stays within its route budget.
export { AdminContractPage } from './admin-contract-page';
export { AdminContractsPage } from './admin-contracts-page';
export { AdminPaymentsPage } from './admin-payments-page';
