import type { BudgetType } from '@skillora/shared/constants';
import type { Contracts } from '../../../lib/contracts';

/** The API's proposal schema, with the bid's limits of the job's budget type. */
export const proposalSchemaOf = (contracts: Contracts, budgetType: BudgetType) =>
  contracts.SubmitProposalRequestSchema.extend({ bidCents: contracts.BID_SCHEMAS[budgetType] });

export type ProposalSchema = ReturnType<typeof proposalSchemaOf>;
