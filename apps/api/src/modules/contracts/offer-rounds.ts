import type { CreateOfferRequestSchema } from '@skillora/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import type { Guard } from '../../lib/state-machine';
import type { Tx } from '../../outbox';
import { type HourlyTerms, type OfferMaker, offers } from './schema';

declare module '../../outbox' {
  interface EventMap {
    /** A party answered a round with a new one (ADR 039): the other party hears of it. */
    'offer.countered': {
      offerId: string;
      clientId: string;
      freelancerId: string;
      jobId: string;
      madeBy: OfferMaker;
    };
    /** Timer: a pending round expires at its `expiresAt`; a no-op once it was answered. */
    'offer.expire_due': { offerId: string };
    /** Timer: 24 h before a round expires, both parties are reminded; a no-op once it was answered. */
    'offer.expiry_reminder': { offerId: string };
    /** A round expired unanswered: both parties' open pages read it again. */
    'offer.expired': { offerId: string; clientId: string; freelancerId: string; jobId: string };
  }
}

/** A round waits this long for an answer (issue 32), and both parties are reminded this long before. */
export const OFFER_EXPIRY_DAYS = 7;
export const OFFER_REMINDER_HOURS = 24;
const HOUR_MS = 3_600_000;

export type OfferBody = z.output<typeof CreateOfferRequestSchema>;

/** What a round saves of its hourly terms: none on a fixed-price one. */
function hourlyTermsOf(body: OfferBody): HourlyTerms {
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

type Deal = { proposalId: string | null; jobId: string; clientId: string; freelancerId: string };
type Round = {
  madeBy: OfferMaker;
  round: number;
  previousOfferId: string | null;
  firstOfferId: string | null;
};
/** The card an hourly round charges: the client's own choice, or on a freelancer's counter the one the client chose before. */
type Card = { inherited: string | null };

/**
 * Writes one round of a negotiation (an offer, a counter or a direct offer) with its audit row and
 * its expiry and reminder timers on the injectable clock; returns its id.
 */
export async function insertRound(
  tx: Tx,
  clock: Clock,
  deal: Deal,
  round: Round,
  body: OfferBody & { note?: string | null },
  actorId: string,
  card: Card = { inherited: null },
): Promise<string> {
  const expiresAt = new Date(clock.now().getTime() + OFFER_EXPIRY_DAYS * 24 * HOUR_MS);
  const { paymentMethod, ...terms } = hourlyTermsOf(body);
  const offerId = await tx.repos.offers.insert({
    ...deal,
    ...round,
    title: body.title,
    description: body.description ?? '',
    milestones: body.milestones.map((m) => ({
      title: m.title,
      amountCents: m.amountCents,
      dueDate: m.dueDate ?? null,
    })),
    ...terms,
    // The card is the client's: a freelancer's hourly counter keeps the one the client chose.
    paymentMethod:
      terms.type !== 'hourly' ? null : round.madeBy === 'client' ? paymentMethod : card.inherited,
    note: body.note ? body.note : null,
    expiresAt,
  });
  await recordAudit(tx.db, {
    actorId,
    action: round.round === 1 ? 'offer.create' : 'offer.counter',
    entity: 'offer',
    entityId: offerId,
    before: null,
    after: { status: 'pending', round: round.round },
  });
  tx.emit('offer.expire_due', `timer:offer-expire:${offerId}`, { offerId }, { availableAt: expiresAt });
  tx.emit(
    'offer.expiry_reminder',
    `timer:offer-remind:${offerId}`,
    { offerId },
    { availableAt: new Date(expiresAt.getTime() - OFFER_REMINDER_HOURS * HOUR_MS) },
  );
  return offerId;
}

/** A round is answered by the party who did not make it. */
export const answeredBy = (side: OfferMaker): Guard => ({
  when: ne(offers.madeBy, side),
  refusal: 'You made this round; wait for the other party to answer it',
});

/** Only the client's own waiting round can be withdrawn. */
export const madeByClient: Guard = {
  when: eq(offers.madeBy, 'client'),
  refusal: 'Only your own offer can be withdrawn; decline this counter-offer instead',
};

/** A round the timer has not swept yet is expired all the same once its time is up. */
export function refuseIfExpired(row: { expiresAt: Date }, clock: Clock) {
  if (row.expiresAt <= clock.now()) throw conflict('This offer expired');
}

/** Every round of the negotiation `firstOfferId` names, oldest first. */
export const roundsOf = (firstOfferId: string) =>
  and(sql`coalesce(${offers.firstOfferId}, ${offers.id}) = ${firstOfferId}`);
