import type { CounterOfferRequestSchema } from '@skillora/shared/schemas/offer-rounds';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { toOffer, type Viewer } from './contract-view';
import { OFFER_NOT_FOUND, offerLifecycle, offerOf, offerTouched } from './lifecycles';
import { answeredBy, insertRound, type OfferBody, refuseIfExpired } from './offer-rounds';
import type { OffersService } from './offers.service';
import { withParties } from './parties';
import type { OfferMaker } from './schema';

/**
 * Negotiating an offer (issue 32, ADR 039): either party answers the other's latest round with a
 * counter, both read every round, and a client hires a freelancer again without a job post.
 */
export function offerNegotiation(uow: UnitOfWork, feeBps: number, clock: Clock, offers: OffersService) {
  return {
    /** A new round answering `id`, which becomes 'countered' (only a pending round can be answered). */
    async counter(id: string, viewer: Viewer, body: z.output<typeof CounterOfferRequestSchema>) {
      if (viewer.role !== 'client' && viewer.role !== 'freelancer') throw notFound(OFFER_NOT_FOUND);
      const side: OfferMaker = viewer.role;
      const party = side === 'client' ? { clientId: viewer.id } : { freelancerId: viewer.id };
      const newId = await uow.run(async (tx) => {
        const { row: prev } = await offerLifecycle.apply(tx, {
          id,
          move: 'counter',
          actorId: viewer.id,
          scope: offerOf(party),
          guard: answeredBy(side),
          set: offerTouched,
        });
        refuseIfExpired(prev, clock);
        if (side === 'client' && body.type === 'hourly' && !body.paymentMethod) {
          throw badRequest('Choose a card for the weekly charges');
        }
        const deal = {
          proposalId: prev.proposalId,
          jobId: prev.jobId,
          clientId: prev.clientId,
          freelancerId: prev.freelancerId,
        };
        const round = {
          madeBy: side,
          round: prev.round + 1,
          previousOfferId: prev.id,
          firstOfferId: prev.firstOfferId ?? prev.id,
        };
        const card = { inherited: prev.paymentMethod };
        const offerId = await insertRound(tx, clock, deal, round, body as OfferBody, viewer.id, card);
        tx.emit('offer.countered', `offer:${offerId}`, { offerId, ...deal, madeBy: side });
        return offerId;
      });
      return { data: await offers.read(newId) };
    },

    /** Every round of the negotiation `id` is part of, oldest first: the two parties' and admins'. */
    async rounds(id: string, viewer: Viewer) {
      const row = await uow.read.offers.find(id);
      const mayRead =
        row && (viewer.role === 'admin' || row.clientId === viewer.id || row.freelancerId === viewer.id);
      if (!mayRead) throw notFound(OFFER_NOT_FOUND);
      const rows = await uow.read.offers.rounds(row.firstOfferId ?? row.id);
      return { data: (await withParties(uow.read, rows)).map((o) => toOffer(o, feeBps)) };
    },

    /**
     * "Hire again": a direct offer to a freelancer the client had a contract with; it hangs on the
     * job of their latest contract (ADR 039) and has no proposal.
     */
    async direct(freelancerId: string, clientId: string, body: OfferBody) {
      try {
        const id = await uow.run(async (tx) => {
          const jobId = await tx.repos.contracts.latestJobBetween(clientId, freelancerId);
          if (!jobId) throw notFound('You can hire again only a freelancer you had a contract with');
          const deal = { proposalId: null, jobId, clientId, freelancerId };
          const first = { madeBy: 'client' as const, round: 1, previousOfferId: null, firstOfferId: null };
          const offerId = await insertRound(tx, clock, deal, first, body, clientId);
          tx.emit('offer.created', `offer:${offerId}`, { offerId, freelancerId });
          return offerId;
        });
        return { data: await offers.read(id) };
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw conflict('You already sent this freelancer an offer that waits for an answer');
        }
        throw err;
      }
    },
  };
}
