import type { MilestoneStatus, OfferStatus } from '@skillora/shared';
import { and, eq, sql } from 'drizzle-orm';
import { defineStateMachine } from '../../lib/state-machine';
import { milestones, offers } from './schema';

export const OFFER_NOT_FOUND = 'Offer not found';
export const MILESTONE_NOT_FOUND = 'Milestone not found';

const offerGone = {
  accepted: 'This offer was already accepted',
  declined: 'This offer was declined',
  withdrawn: 'The client has withdrawn this offer',
  countered: 'This round was countered; only the latest round can be answered',
  expired: 'This offer expired',
} as const;

/**
 * An offer's round waits for the party who did not make it (ADR 039): accepted, declined or
 * countered by them; withdrawn by the client while its own round waits; expired after 7 days.
 */
export const offerLifecycle = defineStateMachine<
  OfferStatus,
  'accept' | 'decline' | 'withdraw' | 'counter' | 'expire',
  typeof offers
>(
  'offer',
  offers,
  {
    accept: { from: ['pending'], to: 'accepted', refusals: offerGone },
    decline: { from: ['pending'], to: 'declined', refusals: offerGone },
    withdraw: { from: ['pending'], to: 'withdrawn', refusals: offerGone },
    counter: { from: ['pending'], to: 'countered', refusals: offerGone },
    expire: { from: ['pending'], to: 'expired', refusals: offerGone },
  },
  { notFound: OFFER_NOT_FOUND, refused: 'This offer can no longer be changed' },
);

/** An offer as one party sees it: the other party's is not found. */
export const offerOf = (party: { clientId?: string; freelancerId?: string }) =>
  and(
    party.clientId ? eq(offers.clientId, party.clientId) : undefined,
    party.freelancerId ? eq(offers.freelancerId, party.freelancerId) : undefined,
  );
/** Written with every move of an offer. */
export const offerTouched = { updatedAt: sql`now()` };

const NOT_FUNDED = 'This milestone is not funded';
const NOT_ACCEPTED = 'The freelancer has not accepted this milestone yet';
const DECLINED = 'The freelancer declined this milestone';
const ACCEPTED = 'This milestone was already accepted';
/** Why a proposed milestone can no longer be accepted or declined. */
const answered = {
  pending: ACCEPTED,
  funded: ACCEPTED,
  submitted: ACCEPTED,
  changes_requested: ACCEPTED,
  released: ACCEPTED,
  refunded: ACCEPTED,
  declined: 'This milestone was already declined',
  cancelled: 'The client has withdrawn this milestone',
} as const;
const RELEASED = 'This milestone was already released';
/** The states in which a milestone's money is in escrow. */
export const HELD = ['funded', 'submitted', 'changes_requested'] as const;

/**
 * A milestone (ADR 020): funded before work starts, submitted by the freelancer, then released by
 * the client (or automatically) or sent back for changes; an unsubmitted funded one may be refunded.
 */
export const milestoneLifecycle = defineStateMachine<
  MilestoneStatus,
  | 'fund'
  | 'submit'
  | 'requestChanges'
  | 'release'
  | 'refund'
  | 'cancel'
  | 'accept'
  | 'decline'
  | 'settleReleased'
  | 'settleRefunded'
  | 'settleSplit',
  typeof milestones
>(
  'milestone',
  milestones,
  {
    fund: {
      from: ['pending'],
      to: 'funded',
      refusals: {
        funded: 'This milestone is already funded',
        submitted: 'This milestone is already funded',
        changes_requested: 'This milestone is already funded',
        released: RELEASED,
        cancelled: 'This milestone was cancelled',
        refunded: 'This milestone was refunded',
        proposed: NOT_ACCEPTED,
        declined: DECLINED,
      },
    },
    submit: {
      from: ['funded', 'changes_requested'],
      to: 'submitted',
      refusals: {
        pending: 'The client has not funded this milestone yet',
        proposed: NOT_ACCEPTED,
        declined: DECLINED,
        submitted: 'Work on this milestone is already submitted',
        released: RELEASED,
      },
    },
    requestChanges: {
      from: ['submitted'],
      to: 'changes_requested',
      refusals: {
        pending: NOT_FUNDED,
        proposed: NOT_ACCEPTED,
        declined: DECLINED,
        funded: 'No work has been submitted yet',
        released: RELEASED,
      },
    },
    release: {
      from: ['submitted', 'changes_requested', 'funded'],
      to: 'released',
      refusals: {
        pending: NOT_FUNDED,
        proposed: NOT_ACCEPTED,
        declined: DECLINED,
        released: RELEASED,
        refunded: 'This milestone was refunded',
      },
    },
    refund: {
      from: ['funded'],
      to: 'refunded',
      refusals: {
        pending: NOT_FUNDED,
        proposed: NOT_ACCEPTED,
        declined: DECLINED,
        submitted: 'Work was submitted on this milestone; it cannot be refunded',
        changes_requested: 'Work was submitted on this milestone; it cannot be refunded',
        released: RELEASED,
        refunded: 'This milestone was already refunded',
      },
    },
    cancel: {
      from: ['pending', 'proposed'],
      to: 'cancelled',
      refusals: {
        declined: DECLINED,
        cancelled: 'This milestone was already cancelled',
        funded: 'This milestone is funded; it can be refunded, not cancelled',
        submitted: 'This milestone is funded; it can be refunded, not cancelled',
        changes_requested: 'This milestone is funded; it can be refunded, not cancelled',
        released: RELEASED,
      },
    },
    // A milestone the client proposed during the contract (ADR 024): the freelancer's answer.
    accept: { from: ['proposed'], to: 'pending', refusals: answered },
    decline: { from: ['proposed'], to: 'declined', refusals: answered },
    // A dispute's outcome (issue 25): all released, all refunded, or split between the two.
    settleReleased: { from: HELD, to: 'released' },
    settleRefunded: { from: HELD, to: 'refunded' },
    settleSplit: { from: HELD, to: 'split' },
  },
  { notFound: MILESTONE_NOT_FOUND, refused: 'This milestone cannot change now' },
);
