// What other features may use of documents (issue 28): the billing details the settings page edits,
// and the statement form the admins' payments page exports with.
// The pages mount through app/area-routes.tsx.
export { useBillingDetails, useSaveBillingDetails } from './api/documents';
export { StatementForm } from './components/statement-form';
