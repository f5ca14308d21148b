import type { MilestoneDeps } from './milestone-changes';
import { milestonePayments } from './milestone-payments';
import { milestoneProposals } from './milestone-proposals';
import { milestoneRelease } from './milestone-release';
import { milestoneWork } from './milestone-work';

/**
 * A milestone's moves (ADR 020, ADR 024), one file per use case: fund and refund through the
 * provider, submit, request changes and cancel, approve and auto-release, propose and answer.
 */
export function createMilestonesService(deps: MilestoneDeps) {
  return {
    ...milestonePayments(deps),
    ...milestoneWork(deps),
    ...milestoneRelease(deps),
    ...milestoneProposals(deps),
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
