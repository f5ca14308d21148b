import { earningsBand, type JobDetail, type Proposal } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { readClientRecord } from '../contracts';
import { attachmentsOf } from '../files';
import { reputationOf } from '../reviews';

export type JobForViewer = {
  job: JobDetail;
  clientId: string;
  isSaved: boolean;
  /** The viewing freelancer's profile allows proposals (issue 14). */
  canPropose: boolean;
  myProposal: Proposal | null;
};

/**
 * One job with everything its page shows: its own row first, then at once what the modules that own
 * the rest hold — the names of its category and skills (catalog), its proposal counts and the viewing
 * freelancer's proposal (proposals), and 'About the client' (auth, profiles, contracts; issue 14) with
 * their record and reputation (contracts, reviews; issue 26).
 * `repos` is `uow.read`; null for no job.
 */
export async function readJobPage(
  repos: Repositories,
  id: string,
  freelancerId: string | null = null,
  now: Date = new Date(),
): Promise<JobForViewer | null> {
  const row = await repos.jobDetails.findDetail(id, freelancerId);
  if (!row) return null;
  const { clientId, categoryId, skillIds, jobsPosted, isSaved, ...job } = row;
  const [catalog, client, profile, hires, proposals, canPropose, record, reputation, files] =
    await Promise.all([
      repos.catalogEntries.find(categoryId ? [categoryId] : [], skillIds),
      repos.users.findById(clientId),
      repos.profiles.findClientProfile(clientId),
      repos.contractStats.hiresOf(clientId),
      repos.proposalFacts.onJob(id, freelancerId),
      freelancerId ? repos.profiles.isReadyToPropose(freelancerId) : false,
      readClientRecord(repos, clientId),
      reputationOf(repos, [clientId], now),
      attachmentsOf(repos, 'job', [id]),
    ]);
  const category = catalog.categories[0];
  const mine = proposals.mine && {
    ...proposals.mine,
    attachments: (await attachmentsOf(repos, 'proposal', [proposals.mine.id])).get(proposals.mine.id) ?? [],
  };
  return {
    clientId,
    isSaved,
    canPropose,
    myProposal: mine,
    job: {
      ...job,
      // A draft may have no category yet (issue 12).
      category: category ? { _id: category.id, name: category.name } : null,
      skills: catalog.skills.map((s) => ({ _id: s.id, name: s.name })),
      // Whom they are for is the caller's check (mayReadJobFiles).
      attachments: files.get(id) ?? [],
      proposalCount: proposals.proposalCount,
      liveProposalCount: proposals.liveProposalCount,
      client: {
        // A job's client always exists: deleting an account deletes its jobs or keeps the row.
        name: client!.name,
        memberSince: client!.createdAt.toISOString(),
        companyName: profile?.companyName ?? null,
        location: profile?.location ?? null,
        about: profile?.about ?? '',
        website: profile?.website ?? null,
        jobsPosted,
        hires,
        // Issue 26: the client's record as a client.
        reputation: reputation.get(clientId)!,
        hireRate: jobsPosted > 0 ? Math.min(100, Math.round((100 * record.jobsWithHire) / jobsPosted)) : null,
        totalSpentBand: earningsBand(record.spentCents),
        paymentVerified: record.hasFunded,
      },
    },
  };
}
