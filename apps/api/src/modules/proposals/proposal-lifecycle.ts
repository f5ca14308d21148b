import type { ProposalStatus } from '@skillora/shared';
import { eq, sql } from 'drizzle-orm';
import { defineStateMachine } from '../../lib/state-machine';
import { proposals } from './schema';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
const WITHDRAWN = 'The freelancer has withdrawn this proposal';
const HIRED = 'This freelancer was hired for this job; the contract goes on from here';

/** The client reviews (and may change their mind); the freelancer may withdraw while it is live. */
export const proposalLifecycle = defineStateMachine<
  ProposalStatus,
  'shortlist' | 'decline' | 'withdraw',
  typeof proposals
>(
  'proposal',
  proposals,
  {
    shortlist: {
      from: ['submitted', 'declined'],
      to: 'shortlisted',
      refusals: { withdrawn: WITHDRAWN, shortlisted: 'This proposal is already shortlisted', hired: HIRED },
    },
    decline: {
      from: ['submitted', 'shortlisted'],
      to: 'declined',
      refusals: { withdrawn: WITHDRAWN, declined: 'This proposal was already declined', hired: HIRED },
    },
    withdraw: {
      from: ['submitted', 'shortlisted'],
      to: 'withdrawn',
      refusals: {
        withdrawn: 'You have withdrawn this proposal',
        declined: 'This proposal was declined',
        hired: 'You were hired for this job; see its contract',
      },
    },
  },
  { notFound: PROPOSAL_NOT_FOUND, refused: 'This proposal can no longer be changed' },
);

/**
 * The lifecycle's scopes. Whose job a proposal is on, and whether that job is open, are the jobs
 * module's: read through it first (ADR 026), then handed in here.
 */
export const proposalScope = {
  /** Another freelancer's proposal is not found. */
  by: (freelancerId: string) => eq(proposals.freelancerId, freelancerId),
  /** Written with every move. */
  touched: { updatedAt: sql`now()` },
  /** A proposal changes only while its job is open. */
  jobOpen: (isOpen: boolean) => (isOpen ? sql`true` : sql`false`),
};
