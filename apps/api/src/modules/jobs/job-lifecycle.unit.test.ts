import { JOB_STATUSES } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { unexplainedRefusals } from '../../../test/unexplained-refusals';
import { jobLifecycle } from './job-lifecycle';

describe('job lifecycle', () => {
  it('offers each state only its moves', () => {
    expect(jobLifecycle.movesFrom('draft')).toEqual(['publish']);
    expect(jobLifecycle.movesFrom('open')).toEqual(['close']);
    expect(jobLifecycle.movesFrom('closed')).toEqual(['reopen']);
    expect(jobLifecycle.can('closed', 'publish')).toBe(false);
  });

  it('says why for every state a move cannot start from', () => {
    expect(unexplainedRefusals(jobLifecycle, JOB_STATUSES)).toEqual([]);
  });
});
