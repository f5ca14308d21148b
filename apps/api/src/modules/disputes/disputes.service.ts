import { disputeEvidence } from './dispute-evidence';
import { disputeMoves } from './dispute-moves';
import { mustRead, type Viewer } from './dispute-parties';
import { disputesWithSteps, oneDispute } from './dispute-view';
import { disputeEntries, openDispute } from './open-dispute';
import type { DisputeDeps } from './settle-dispute';

/** Disputes (issue 25): open one, its moves, and what each viewer may read of them. */
export function createDisputesService(deps: DisputeDeps) {
  const read = deps.uow.read;
  return {
    open: openDispute(deps),
    disputeEntries: disputeEntries(deps),
    ...disputeMoves(deps),
    ...disputeEvidence(deps),

    /** The viewer's disputes, either side. */
    async mine(viewer: Viewer) {
      return { data: await disputesWithSteps(read, await read.disputes.listOf(viewer.id)) };
    },

    /** One dispute, for its parties and admins; anyone else is told it does not exist. */
    async get(id: string, viewer: Viewer) {
      const d = await read.disputes.find(id);
      mustRead(d, viewer);
      return oneDispute(read, d);
    },

    /** What admins work through: active disputes by their nearest deadline, then the ended ones. */
    async forAdmins() {
      return { data: await disputesWithSteps(read, await read.disputes.listForAdmins()) };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
