import type { CreateOfferRequestSchema, Offer } from '@skillora/shared';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import { toOffer } from './contract-view';
import type { ContractReader } from './contracts.service';
import { OFFER_NOT_FOUND, offerLifecycle, offerOf, offerTouched } from './lifecycles';
import { withParties } from './parties';
import type { HourlyTerms } from './schema';

declare module '../../outbox' {
  interface EventMap {
    'offer.created': { offerId: string; freelancerId: string };
    /** The freelancer said no: the client hears of it. */
    'offer.declined': OfferMoved;
    /**
     * The client took it back before an answer, or hired someone else for the job (`jobFilled`):
     * the freelancer hears of it (issue 31).
     */
    'offer.withdrawn': OfferMoved & { jobFilled?: boolean };
    /** The freelancer accepted `offerId` (absent on events written before it was added). */
    'contract.started': {
      contractId: string;
      clientId: string;
      freelancerId: string;
      jobId: string;
      offerId?: string;
    };
  }
}

type OfferMoved = { offerId: string; clientId: string; freelancerId: string; jobId: string };

/** What an offer saves of its hourly terms: none on a fixed-price offer. */
function hourlyTermsOf(body: z.output<typeof CreateOfferRequestSchema>): HourlyTerms {
  if (body.type !== 'hourly') {
    return { type: 'fixed', hourlyRateCents: null, weeklyLimitHours: null, paymentMethod: null };
  }
  return {
    type: 'hourly',
    hourlyRateCents: body.hourlyRateCents ?? null,
    weeklyLimitHours: body.weeklyLimitHours ?? null,
    paymentMethod: body.paymentMethod ?? null,
  };
}

const PROPOSAL_REFUSALS: Record<string, string> = {
  declined: 'You declined this proposal; shortlist it again to hire',
  withdrawn: 'The freelancer has withdrawn this proposal',
  hired: 'This freelancer is already hired for this job',
};

/** Offers: the client hires from a proposal; the freelancer accepts (a contract starts) or declines. */
export function createOffersService(uow: UnitOfWork, feeBps: number, contracts: ContractReader) {
  async function read(id: string): Promise<Offer> {
    const row = await uow.read.offers.find(id);
    if (!row) throw notFound(OFFER_NOT_FOUND);
    const [named] = await withParties(uow.read, [row]);
    return toOffer(named!, feeBps);
  }

  /**
   * The proposal a client may hire from, with its job's status, both locked (proposals' and jobs'
   * rows, through their modules); null when there is none on the client's job.
   */
  async function lockProposal(repos: Repositories, proposalId: string, clientId: string) {
    const proposal = await repos.proposalHiring.lock(proposalId);
    const jobStatus = proposal && (await repos.jobs.lockStatus(proposal.jobId, clientId));
    return proposal && jobStatus ? { ...proposal, jobStatus } : null;
  }

  function move(id: string, party: { clientId?: string; freelancerId?: string }, to: 'decline' | 'withdraw') {
    return uow.run(async (tx) => {
      const { row: offer } = await offerLifecycle.apply(tx, {
        id,
        move: to,
        actorId: party.clientId ?? party.freelancerId ?? null,
        scope: offerOf(party),
        set: offerTouched,
      });
      tx.emit(to === 'decline' ? 'offer.declined' : 'offer.withdrawn', `offer:${id}`, {
        offerId: id,
        clientId: offer.clientId,
        freelancerId: offer.freelancerId,
        jobId: offer.jobId,
      });
    });
  }

  async function accept(tx: Tx, id: string, freelancerId: string) {
    // The offer moves first (404 and its refusals come before the proposal's); a refusal below
    // rolls the move back with the rest.
    const { row: offer } = await offerLifecycle.apply(tx, {
      id,
      move: 'accept',
      actorId: freelancerId,
      scope: offerOf({ freelancerId }),
      set: offerTouched,
    });
    const proposal = await lockProposal(tx.repos, offer.proposalId, offer.clientId);
    if (proposal?.jobStatus !== 'open') throw conflict('This job is no longer open');
    if (proposal.status !== 'submitted' && proposal.status !== 'shortlisted') {
      throw conflict(PROPOSAL_REFUSALS[proposal.status] ?? 'This proposal can no longer be hired');
    }
    const contractId = await tx.repos.contracts.insertFromOffer(offer);
    // The hire shows on the proposal; the last one the job needs fills it: no more proposals, and
    // the other offers waiting on it are withdrawn (issues 15 and 32).
    await tx.repos.proposalHiring.markHired(offer.proposalId);
    const filled = await tx.repos.jobs.recordHire(offer.jobId);
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
      actorId: freelancerId,
      action: 'contract.start',
      entity: 'contract',
      entityId: contractId,
      before: null,
      after: { status: 'active', offerId: id },
    });
    tx.emit('contract.started', `contract:${contractId}`, {
      contractId,
      clientId: offer.clientId,
      freelancerId,
      jobId: offer.jobId,
      offerId: id,
    });
    return contractId;
  }

  return {
    async create(
      proposalId: string,
      clientId: string,
      body: z.output<typeof CreateOfferRequestSchema>,
    ): Promise<{ data: Offer }> {
      try {
        const id = await uow.run(async (tx) => {
          const proposal = await lockProposal(tx.repos, proposalId, clientId);
          if (!proposal) throw notFound('Proposal not found');
          const refusal = PROPOSAL_REFUSALS[proposal.status];
          if (refusal) throw conflict(refusal);
          if (proposal.jobStatus !== 'open')
            throw conflict('This job is not open; only an open job can be hired for');
          const offerId = await tx.repos.offers.insert({
            proposalId,
            jobId: proposal.jobId,
            clientId,
            freelancerId: proposal.freelancerId,
            title: body.title,
            description: body.description ?? '',
            milestones: body.milestones.map((m) => ({
              title: m.title,
              amountCents: m.amountCents,
              dueDate: m.dueDate ?? null,
            })),
            ...hourlyTermsOf(body),
          });
          await recordAudit(tx.db, {
            actorId: clientId,
            action: 'offer.create',
            entity: 'offer',
            entityId: offerId,
            before: null,
            after: { status: 'pending' },
          });
          tx.emit('offer.created', `offer:${offerId}`, { offerId, freelancerId: proposal.freelancerId });
          return offerId;
        });
        return { data: await read(id) };
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('This proposal already has an offer waiting for an answer');
        throw err;
      }
    },

    async withdraw(id: string, clientId: string) {
      await move(id, { clientId }, 'withdraw');
      return { data: await read(id) };
    },

    async decline(id: string, freelancerId: string) {
      await move(id, { freelancerId }, 'decline');
      return { data: await read(id) };
    },

    /** Money-moving in the sense of ADR 020: its route is idempotent (replayable with an Idempotency-Key). */
    accept: (id: string, freelancerId: string) =>
      uow.run(async (tx) => {
        const contractId = await accept(tx, id, freelancerId);
        return { data: (await contracts.view(tx.repos, contractId))! };
      }),

    async get(id: string, party: { clientId?: string; freelancerId?: string }): Promise<{ data: Offer }> {
      const offer = await read(id);
      const isParty = offer.client.id === party.clientId || offer.freelancer.id === party.freelancerId;
      if (!isParty) throw notFound(OFFER_NOT_FOUND);
      return { data: offer };
    },

    list: async (party: { clientId?: string; freelancerId?: string }) => ({
      data: (await withParties(uow.read, await uow.read.offers.listFor(party))).map((o) =>
        toOffer(o, feeBps),
      ),
    }),

    countPending: (freelancerId: string) => uow.read.offers.countPending(freelancerId),
  };
}
