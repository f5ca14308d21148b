import type { Repositories } from '../../outbox';

/**
 * The user's jobs and proposals, in the deleting transaction: those no offer or contract points at
 * are deleted (their saved-job rows and skills go with them); the rest stay for the other party's
 * records, closed (jobs) or withdrawn (proposals still waiting). Each module ends its own rows; the
 * contracts module says which of them an offer or contract points at (two statements each way).
 */
export async function retireJobsAndProposals(repos: Repositories, userId: string): Promise<void> {
  const proposalIds = await repos.proposalFacts.idsOf(userId);
  await repos.proposalFacts.retireOf(userId, await repos.contractFacts.proposalIdsWithOffers(proposalIds));
  const jobIds = await repos.jobFacts.idsOfClient(userId);
  await repos.jobFacts.retireOf(userId, await repos.contractFacts.jobIdsWithDeals(jobIds));
  await repos.jobFacts.forgetSavedBy(userId);
}

/** Whether any row kept for money's sake (RESTRICT keys: offers, contracts, the ledger) points at the user. */
export async function isNamedByMoney(repos: Repositories, userId: string): Promise<boolean> {
  return (await repos.contractFacts.isParty(userId)) || repos.userMoney.isTouched(userId);
}
