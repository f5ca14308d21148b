// The API's contracts that forms check on the page before sending: only these, not every schema of
// the shared package, so the chunk loaded for them stays small (lib/shared-schemas.ts).
export { DraftJobFieldsSchema, JobFieldsSchema } from '@skillora/shared/schemas/jobs';
export { BID_SCHEMAS, SubmitProposalRequestSchema } from '@skillora/shared/schemas/proposals';
