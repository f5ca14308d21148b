// The admin's disputes pages (features/disputes/admin), a route chunk of their own.
export { AdminDisputePage } from '../admin/pages/admin-dispute-page';
export { AdminDisputesPage } from '../admin/pages/admin-disputes-page';
