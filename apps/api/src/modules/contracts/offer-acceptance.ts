import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import type { Repositories, Tx } from '../../outbox';
import { offerLifecycle, offerOf, offerTouched } from './lifecycles';
import { answeredBy, refuseIfExpired } from './offer-rounds';
import type { OfferMaker } from './schema';

export const PROPOSAL_REFUSALS: Record<string, string> = {
  declined: 'You declined this proposal; shortlist it again to hire',
  withdrawn: 'The freelancer has withdrawn this proposal',
  hired: 'This freelancer is already hired for this job',
};

/**
 * The proposal a client may hire from, with its job's status, both locked (proposals' and jobs'
 * rows, through their modules); null when there is none on the client's job.
 */
export async function lockProposal(repos: Repositories, proposalId: string, clientId: string) {
  const proposal = await repos.proposalHiring.lock(proposalId);
  const jobStatus = proposal && (await repos.jobs.lockStatus(proposal.jobId, clientId));
  return proposal && jobStatus ? { ...proposal, jobStatus } : null;
}

/**
 * Accepting a round (the freelancer a client's, the client a freelancer's counter, ADR 039) starts
 * the contract from it exactly as accepting an offer always did (issue 15, ADR 038's hires); a direct
 * offer has no proposal or open job to check. Returns the contract's id.
 */
export async function acceptRound(
  tx: Tx,
  clock: Clock,
  id: string,
  /** Who accepts: the other side made the round. */
  side: OfferMaker,
  actorId: string,
  /** An hourly round's card as saved with the provider (ADR 037), charged instead of the card itself. */
  savedCard: string | null = null,
) {
  // The round moves first (404 and its refusals come before the proposal's); a refusal below
  // rolls the move back with the rest.
  const { row: offer } = await offerLifecycle.apply(tx, {
    id,
    move: 'accept',
    actorId,
    scope: offerOf(side === 'client' ? { clientId: actorId } : { freelancerId: actorId }),
    guard: answeredBy(side),
    set: offerTouched,
  });
  refuseIfExpired(offer, clock);
  let filled = false;
  if (offer.proposalId) {
    const proposal = await lockProposal(tx.repos, offer.proposalId, offer.clientId);
    if (proposal?.jobStatus !== 'open') throw conflict('This job is no longer open');
    if (proposal.status !== 'submitted' && proposal.status !== 'shortlisted') {
      throw conflict(PROPOSAL_REFUSALS[proposal.status] ?? 'This proposal can no longer be hired');
    }
  }
  const contractId = await tx.repos.contracts.insertFromOffer(
    savedCard ? { ...offer, paymentMethod: savedCard } : offer,
  );
  if (offer.proposalId) {
    // The hire shows on the proposal; the last one the job needs fills it: no more proposals, and
    // the other offers waiting on it are withdrawn (issues 15 and 32).
    await tx.repos.proposalHiring.markHired(offer.proposalId);
    filled = await tx.repos.jobs.recordHire(offer.jobId);
  }
  const others = filled ? await tx.repos.offers.withdrawOthers(offer.jobId, id) : [];
  for (const other of others) {
    tx.emit('offer.withdrawn', `offer:${other.id}`, {
      offerId: other.id,
      clientId: offer.clientId,
      freelancerId: other.freelancerId,
      jobId: offer.jobId,
      jobFilled: true,
    });
  }
  await recordAudit(tx.db, {
    actorId,
    action: 'contract.start',
    entity: 'contract',
    entityId: contractId,
    before: null,
    after: { status: 'active', offerId: id },
  });
  tx.emit('contract.started', `contract:${contractId}`, {
    contractId,
    clientId: offer.clientId,
    freelancerId: offer.freelancerId,
    jobId: offer.jobId,
    offerId: id,
    acceptedBy: side === 'client' ? 'client' : 'freelancer',
  });
  return contractId;
}
