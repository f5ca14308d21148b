import type { DashboardStats } from '@skillora/shared';
import type { Repositories } from '../../outbox';

/**
 * The admin dashboard's counts, one statement from each module that owns what is counted (people,
 * the catalog, jobs, proposals, contracts, money), run at once. `repos` is `uow.read`.
 */
export async function readDashboardStats(repos: Repositories): Promise<DashboardStats> {
  const [people, catalog, jobs, proposals, contracts, escrow] = await Promise.all([
    repos.userList.counts(),
    repos.catalogEntries.counts(),
    repos.jobFacts.counts(),
    repos.proposalFacts.countSent(),
    repos.contractFacts.countByStatus(),
    repos.userMoney.escrowTotals(),
  ]);
  return { ...people, ...catalog, jobs, proposals, contracts, escrow };
}
