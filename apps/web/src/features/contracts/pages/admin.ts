// The admin's money pages (contracts and payments; features/contracts/admin), a route chunk of their own.
export { AdminContractPage } from '../admin/pages/admin-contract-page';
export { AdminContractsPage } from '../admin/pages/admin-contracts-page';
export { AdminPaymentsPage } from '../admin/pages/admin-payments-page';
