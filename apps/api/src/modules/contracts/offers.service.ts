import type { CreateOfferRequestSchema, Offer } from '@skillora/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import type { PaymentFlows } from '../money';
import { toOffer } from './contract-view';
import type { ContractReader } from './contracts.service';
import { OFFER_NOT_FOUND, offerLifecycle, offerOf, offerTouched } from './lifecycles';
import { acceptRound, lockProposal, PROPOSAL_REFUSALS } from './offer-acceptance';
import { answeredBy, insertRound, madeByClient } from './offer-rounds';
import { withParties } from './parties';
import type { OfferMaker } from './schema';

declare module '../../outbox' {
  interface EventMap {
    'offer.created': { offerId: string; freelancerId: string };
    /** A party said no to the other's round: the round's maker hears of it. */
    'offer.declined': OfferMoved & { declinedBy?: OfferMaker };
    /**
     * The client took it back before an answer, or hired someone else for the job (`jobFilled`):
     * the freelancer hears of it (issue 31).
     */
    'offer.withdrawn': OfferMoved & { jobFilled?: boolean };
    /**
     * A round was accepted: `offerId` (absent on events written before it was added), and by whom
     * (absent: the freelancer, as before counter-offers).
     */
    'contract.started': {
      contractId: string;
      clientId: string;
      freelancerId: string;
      jobId: string;
      offerId?: string;
      acceptedBy?: OfferMaker;
    };
  }
}

type OfferMoved = { offerId: string; clientId: string; freelancerId: string; jobId: string };
type Party = { clientId?: string; freelancerId?: string };
type OfferBody = z.output<typeof CreateOfferRequestSchema>;

/** Offers: the client hires from a proposal; the other party accepts (a contract starts), declines or counters. */
export function createOffersService(
  uow: UnitOfWork,
  feeBps: number,
  contracts: ContractReader,
  clock: Clock,
  cards: Pick<PaymentFlows, 'saveCard'>,
) {
  async function read(id: string): Promise<Offer> {
    const row = await uow.read.offers.find(id);
    if (!row) throw notFound(OFFER_NOT_FOUND);
    const [named] = await withParties(uow.read, [row]);
    return toOffer(named!, feeBps);
  }

  function move(id: string, party: Party, to: 'decline' | 'withdraw') {
    const side: OfferMaker = party.clientId ? 'client' : 'freelancer';
    return uow.run(async (tx) => {
      const { row: offer } = await offerLifecycle.apply(tx, {
        id,
        move: to,
        actorId: party.clientId ?? party.freelancerId ?? null,
        scope: offerOf(party),
        guard: to === 'withdraw' ? madeByClient : answeredBy(side),
        set: offerTouched,
      });
      const moved = {
        offerId: id,
        clientId: offer.clientId,
        freelancerId: offer.freelancerId,
        jobId: offer.jobId,
      };
      if (to === 'decline') tx.emit('offer.declined', `offer:${id}`, { ...moved, declinedBy: side });
      else tx.emit('offer.withdrawn', `offer:${id}`, moved);
    });
  }

  /**
   * An hourly round's card is saved with the provider before the contract starts (ADR 037): the
   * weeks and bonuses are charged to it with the client away. Asked only of the party the round
   * waits for; a refused card starts nothing. The round's id is the key: a retry saves it once.
   */
  async function saveCard(id: string, side: OfferMaker, actorId: string): Promise<string | null> {
    const offer = await uow.read.offers.find(id);
    const party = side === 'client' ? offer?.clientId : offer?.freelancerId;
    if (offer?.type !== 'hourly' || !offer.paymentMethod || party !== actorId) return null;
    if (offer.status !== 'pending' || offer.madeBy === side) return null;
    // An expired round is refused by the accept itself; nothing to save for it.
    if (offer.expiresAt <= clock.now()) return null;
    const saved = await cards.saveCard({
      userId: offer.clientId,
      paymentMethod: offer.paymentMethod,
      idempotencyKey: `offer_${id}`,
    });
    if (saved.ok) return saved.ref;
    throw new HttpError(
      402,
      side === 'client'
        ? `Your card was refused: ${saved.message} Nothing was started; make a new offer with another card.`
        : `The client's card was refused: ${saved.message} Nothing was started; the client can send a new offer with another card.`,
    );
  }

  const accept = async (id: string, side: OfferMaker, actorId: string) => {
    const savedCard = await saveCard(id, side, actorId);
    return uow.run(async (tx: Tx) => {
      const contractId = await acceptRound(tx, clock, id, side, actorId, savedCard);
      return { data: (await contracts.view(tx.repos, contractId))! };
    });
  };

  return {
    read,

    async create(proposalId: string, clientId: string, body: OfferBody): Promise<{ data: Offer }> {
      try {
        const id = await uow.run(async (tx) => {
          const proposal = await lockProposal(tx.repos, proposalId, clientId);
          if (!proposal) throw notFound('Proposal not found');
          const refusal = PROPOSAL_REFUSALS[proposal.status];
          if (refusal) throw conflict(refusal);
          if (proposal.jobStatus !== 'open')
            throw conflict('This job is not open; only an open job can be hired for');
          const deal = { proposalId, jobId: proposal.jobId, clientId, freelancerId: proposal.freelancerId };
          const first = { madeBy: 'client' as const, round: 1, previousOfferId: null, firstOfferId: null };
          const offerId = await insertRound(tx, clock, deal, first, body, clientId);
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

    /** The freelancer declines a client's round, or the client a freelancer's counter. */
    async decline(id: string, party: Party) {
      await move(id, party, 'decline');
      return { data: await read(id) };
    },

    /** Money-moving in the sense of ADR 020: its routes are idempotent (replayable with an Idempotency-Key). */
    accept,

    async get(id: string, party: Party): Promise<{ data: Offer }> {
      const offer = await read(id);
      const isParty = offer.client.id === party.clientId || offer.freelancer.id === party.freelancerId;
      if (!isParty) throw notFound(OFFER_NOT_FOUND);
      return { data: offer };
    },

    list: async (party: Party) => ({
      data: (await withParties(uow.read, await uow.read.offers.listFor(party))).map((o) =>
        toOffer(o, feeBps),
      ),
    }),

    countPending: (freelancerId: string) => uow.read.offers.countPending(freelancerId),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
