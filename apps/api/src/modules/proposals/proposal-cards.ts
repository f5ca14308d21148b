import type { JobProposalRow } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import type { ClientProposalRecord } from './client-proposals.repository';

/**
 * The client's cards of these proposals: who proposes (name and photo from auth, title and rate from
 * the profile, issue 14) and the pending offer (contracts), so the card needs no second request. One
 * batched read per owner, however many proposals (ADR 026).
 */
export async function clientCardsOf(
  repos: Repositories,
  rows: readonly ClientProposalRecord[],
): Promise<JobProposalRow[]> {
  const freelancerIds = rows.map((r) => r.freelancerId);
  const [users, profiles, offers] = await Promise.all([
    repos.users.findCards(freelancerIds),
    repos.profiles.freelancerCards(freelancerIds),
    repos.offers.pendingOf(rows.map((r) => r.id)),
  ]);
  const userOf = new Map(users.map((u) => [u.id, u]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const offerOf = new Map(offers.map((o) => [o.proposalId, { id: o.id, totalCents: o.totalCents }]));
  return rows.flatMap(({ freelancerId, jobId: _jobId, ...row }) => {
    const user = userOf.get(freelancerId);
    // The proposal's foreign key: a row without its user was deleted with it meanwhile.
    if (!user) return [];
    const profile = profileOf.get(freelancerId);
    return [
      {
        ...row,
        freelancer: {
          id: user.id,
          name: user.name,
          photoUrl: user.profilePic,
          title: profile?.title ?? '',
          hourlyRateCents: profile?.hourlyRateCents ?? null,
        },
        pendingOffer: offerOf.get(row.id) ?? null,
      },
    ];
  });
}
