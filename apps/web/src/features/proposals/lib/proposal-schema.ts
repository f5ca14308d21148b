import type { BudgetType } from '@skillora/shared/constants';
import type { SharedSchemas } from '../../../lib/shared-schemas';

/** The API's proposal schema, with the bid's limits of the job's budget type. */
export const proposalSchemaOf = (schemas: SharedSchemas, budgetType: BudgetType) =>
  schemas.SubmitProposalRequestSchema.extend({ bidCents: schemas.BID_SCHEMAS[budgetType] });

export type ProposalSchema = ReturnType<typeof proposalSchemaOf>;
