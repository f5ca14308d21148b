import type { ProposalStatus } from '@skillora/shared';
import { defineStateMachine } from '../../lib/state-machine';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
const WITHDRAWN = 'The freelancer has withdrawn this proposal';
const HIRED = 'This freelancer was hired for this job; the contract goes on from here';

/** The client reviews (and may change their mind); the freelancer may withdraw while it is live. */
export const proposalLifecycle = defineStateMachine<ProposalStatus, 'shortlist' | 'decline' | 'withdraw'>(
  'proposal',
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
