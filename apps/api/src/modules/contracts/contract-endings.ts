import type { ContractStatus } from '@skillora/shared';
import type { Repositories } from '../../outbox';

/** What reviews and reputation read of a contract (issue 26): its parties, its times and the money it moved. */
export type ContractEnding = {
  id: string;
  title: string;
  status: ContractStatus;
  clientId: string;
  freelancerId: string;
  currency: string;
  startedAt: Date;
  endedAt: Date | null;
  /** Released to the freelancer, fee included (milestones approved, auto-released, or settled so). */
  releasedCents: number;
  /** Refunded to the client. */
  refundedCents: number;
};

async function withMoney(
  repos: Repositories,
  rows: Awaited<ReturnType<Repositories['contractFacts']['endings']>>,
): Promise<ContractEnding[]> {
  const money = await repos.ledger.contractMoney(rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    releasedCents: money.get(r.id)?.releasedCents ?? 0,
    refundedCents: money.get(r.id)?.refundedCents ?? 0,
  }));
}

/** These contracts, ended or not (ids not found are left out), with the money each moved. */
export async function readContractEndings(repos: Repositories, ids: readonly string[]) {
  return withMoney(repos, await repos.contractFacts.endings({ ids }));
}

/** The contracts of these people that ended at or after `since`, with the money each moved. */
export async function readEndedContracts(repos: Repositories, userIds: readonly string[], since: Date) {
  return withMoney(repos, await repos.contractFacts.endings({ userIds, since }));
}

/**
 * A client's record as job pages show it (issue 26): how many of their jobs hired, what they have
 * spent (released to freelancers), and whether a milestone of theirs was ever funded.
 */
export async function readClientRecord(repos: Repositories, clientId: string) {
  const { contractIds, jobsWithHire } = await repos.contractFacts.hiringOf(clientId);
  const money = [...(await repos.ledger.contractMoney(contractIds)).values()];
  const spentCents = money.reduce((sum, m) => sum + m.releasedCents, 0);
  const hasFunded = money.some((m) => m.releasedCents + m.refundedCents + m.inEscrowCents > 0);
  return { jobsWithHire, spentCents, hasFunded };
}
