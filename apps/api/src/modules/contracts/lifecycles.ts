import type { MilestoneStatus, OfferStatus } from '@skillora/shared';
import { defineStateMachine } from '../../lib/state-machine';

export const OFFER_NOT_FOUND = 'Offer not found';
export const MILESTONE_NOT_FOUND = 'Milestone not found';

const offerGone = {
  accepted: 'This offer was already accepted',
  declined: 'This offer was declined',
  withdrawn: 'The client has withdrawn this offer',
} as const;

/** An offer waits for the freelancer; the client may withdraw it while it waits. */
export const offerLifecycle = defineStateMachine<OfferStatus, 'accept' | 'decline' | 'withdraw'>(
  'offer',
  {
    accept: { from: ['pending'], to: 'accepted', refusals: offerGone },
    decline: { from: ['pending'], to: 'declined', refusals: offerGone },
    withdraw: { from: ['pending'], to: 'withdrawn', refusals: offerGone },
  },
  { notFound: OFFER_NOT_FOUND, refused: 'This offer can no longer be changed' },
);

const NOT_FUNDED = 'This milestone is not funded';
const RELEASED = 'This milestone was already released';

/**
 * A milestone (ADR 020): funded before work starts, submitted by the freelancer, then released by
 * the client (or automatically) or sent back for changes; an unsubmitted funded one may be refunded.
 */
export const milestoneLifecycle = defineStateMachine<
  MilestoneStatus,
  'fund' | 'submit' | 'requestChanges' | 'release' | 'refund' | 'cancel'
>(
  'milestone',
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
      },
    },
    submit: {
      from: ['funded', 'changes_requested'],
      to: 'submitted',
      refusals: {
        pending: 'The client has not funded this milestone yet',
        submitted: 'Work on this milestone is already submitted',
        released: RELEASED,
      },
    },
    requestChanges: {
      from: ['submitted'],
      to: 'changes_requested',
      refusals: { pending: NOT_FUNDED, funded: 'No work has been submitted yet', released: RELEASED },
    },
    release: {
      from: ['submitted', 'changes_requested', 'funded'],
      to: 'released',
      refusals: { pending: NOT_FUNDED, released: RELEASED, refunded: 'This milestone was refunded' },
    },
    refund: {
      from: ['funded'],
      to: 'refunded',
      refusals: {
        pending: NOT_FUNDED,
        submitted: 'Work was submitted on this milestone; it cannot be refunded',
        changes_requested: 'Work was submitted on this milestone; it cannot be refunded',
        released: RELEASED,
        refunded: 'This milestone was already refunded',
      },
    },
    cancel: {
      from: ['pending'],
      to: 'cancelled',
      refusals: {
        cancelled: 'This milestone was already cancelled',
        funded: 'This milestone is funded; it can be refunded, not cancelled',
        submitted: 'This milestone is funded; it can be refunded, not cancelled',
        changes_requested: 'This milestone is funded; it can be refunded, not cancelled',
        released: RELEASED,
      },
    },
  },
  { notFound: MILESTONE_NOT_FOUND, refused: 'This milestone cannot change now' },
);
