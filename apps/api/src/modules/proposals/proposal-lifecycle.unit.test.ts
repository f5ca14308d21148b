import { PROPOSAL_STATUSES } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { unexplainedRefusals } from '../../../test/unexplained-refusals';
import { proposalLifecycle } from './proposal-lifecycle';

describe('proposal lifecycle', () => {
  it('lets the client change their mind and the freelancer withdraw only while it is live', () => {
    expect(proposalLifecycle.movesFrom('submitted')).toEqual(['shortlist', 'decline', 'withdraw']);
    expect(proposalLifecycle.movesFrom('declined')).toEqual(['shortlist']);
    expect(proposalLifecycle.movesFrom('shortlisted')).toEqual(['decline', 'withdraw']);
    expect(proposalLifecycle.movesFrom('withdrawn')).toEqual([]);
  });

  it('says why for every state a move cannot start from', () => {
    expect(unexplainedRefusals(proposalLifecycle, PROPOSAL_STATUSES)).toEqual([]);
  });
});
