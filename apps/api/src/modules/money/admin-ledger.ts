import type { AdminPaymentsQuery, LedgerEntry } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { Repositories } from '../../outbox';
import type { People } from './admin-payments.repository';

type Entry = Awaited<ReturnType<Repositories['adminPayments']['forContract']>>[number];

const present = (ids: ReadonlyArray<string | null>) => ids.filter((id): id is string => id !== null);

/** The admin's ledger rows, with the names of their people, contracts and milestones from their owners. */
async function named(repos: Repositories, rows: Entry[]): Promise<LedgerEntry[]> {
  const [people, contracts, milestones] = await Promise.all([
    repos.users.findCards(present(rows.map((r) => r.userId))),
    repos.contracts.titles(present(rows.map((r) => r.contractId))),
    repos.milestones.titles(present(rows.map((r) => r.milestoneId))),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  return rows.map(({ userId, ...r }) => ({
    ...r,
    at: r.at.toISOString(),
    user: (userId && names.get(userId)) ?? null,
    contractTitle: (r.contractId && contracts.get(r.contractId)) ?? null,
    milestoneTitle: (r.milestoneId && milestones.get(r.milestoneId)) ?? null,
  }));
}

/** Every money movement, newest first, filtered by kind, date and person, with the platform's totals. */
export async function adminPayments(repos: Repositories, query: AdminPaymentsQuery) {
  let people: People | null = null;
  if (query.user) {
    // A person's movements: theirs, and those of the contracts they are a party to.
    const userIds = await repos.users.idsWithNameOrEmailLike(`%${query.user}%`);
    people = { userIds, contractIds: await repos.contracts.idsWithParties(userIds) };
  }
  const [{ rows, total }, totals] = await Promise.all([
    repos.adminPayments.list(query, people),
    repos.adminPayments.totals(),
  ]);
  return { ...paginate.page(await named(repos, rows), total, query), totals };
}

/** A contract's movements in the money's order, for the admin's read-only contract page. */
export async function contractLedger(repos: Repositories, contractId: string): Promise<LedgerEntry[]> {
  return named(repos, await repos.adminPayments.forContract(contractId));
}
