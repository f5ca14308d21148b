import type { JobProposalRow, Reputation } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { attachmentsOf } from '../files';
import { reputationOf } from '../reviews';
import type { ClientProposalRecord } from './client-proposals.repository';

const NO_REPUTATION: Reputation = { score: null, rating: null, reviews: 0 };

/**
 * The client's cards of these proposals: who proposes (name and photo from auth, title and rate from
 * the profile, issue 14, their reputation from reviews, issue 26) and the pending offer (contracts),
 * so the card needs no second request. One batched read per owner, however many proposals (ADR 026);
 * `reputations` already read are not read again.
 */
export async function clientCardsOf(
  repos: Repositories,
  rows: readonly ClientProposalRecord[],
  now: Date,
  reputations?: ReadonlyMap<string, Reputation>,
): Promise<JobProposalRow[]> {
  const freelancerIds = rows.map((r) => r.freelancerId);
  const [users, profiles, offers, reputationOfId, files] = await Promise.all([
    repos.users.findCards(freelancerIds),
    repos.profiles.freelancerCards(freelancerIds),
    repos.offers.pendingOf(rows.map((r) => r.id)),
    reputations ?? reputationOf(repos, freelancerIds, now),
    attachmentsOf(
      repos,
      'proposal',
      rows.map((r) => r.id),
    ),
  ]);
  const userOf = new Map(users.map((u) => [u.id, u]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const offerOf = new Map(
    offers.map((o) => [o.proposalId, { id: o.id, totalCents: o.totalCents, madeBy: o.madeBy }]),
  );
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
          reputation: reputationOfId.get(freelancerId) ?? NO_REPUTATION,
        },
        pendingOffer: offerOf.get(row.id) ?? null,
        attachments: files.get(row.id) ?? [],
      },
    ];
  });
}
