// What other features may use of documents (issue 28): the billing details the settings page edits.
// The pages mount through app/area-routes.tsx.
export { useBillingDetails, useSaveBillingDetails } from './api/documents';
