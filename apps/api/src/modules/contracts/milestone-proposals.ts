import { CONTRACT_MILESTONES_MAX, type MilestoneInput } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Viewer } from './contract-view';
import { CONTRACT_NOT_FOUND } from './contracts.service';
import { lockFor } from './milestone-access';
import {
  emitChanged,
  type MilestoneDeps,
  type MilestoneIds,
  milestoneAnswer,
  moveMilestone,
} from './milestone-changes';

/** Milestones added during a contract (ADR 024): the client proposes one, the freelancer answers. */
export function milestoneProposals({ uow, terms }: MilestoneDeps) {
  return {
    /**
     * The client proposes one more milestone on an active contract; it waits, unfundable, for the
     * freelancer to accept or decline it. Not a party → 404, the freelancer → 403.
     */
    propose: (contractId: string, viewer: Viewer, input: MilestoneInput) =>
      uow.run(async (tx) => {
        const contract = await tx.repos.contracts.lockContract(contractId);
        const party =
          contract &&
          (contract.clientId === viewer.id || contract.freelancerId === viewer.id || viewer.role === 'admin');
        if (!contract || !party) throw notFound(CONTRACT_NOT_FOUND);
        if (contract.clientId !== viewer.id) throw forbidden('Only the client can do this');
        if (contract.status !== 'active') throw conflict('This contract has ended');
        if ((await tx.repos.milestones.countOf(contractId)) >= CONTRACT_MILESTONES_MAX)
          throw conflict(`A contract can have at most ${CONTRACT_MILESTONES_MAX} milestones`);
        const created = await tx.repos.milestones.propose(contractId, {
          title: input.title,
          amountCents: input.amountCents,
          dueDate: input.dueDate ?? null,
          currency: contract.currency,
        });
        await recordAudit(tx.db, {
          actorId: viewer.id,
          action: 'milestone.propose',
          entity: 'milestone',
          entityId: created.id,
          before: null,
          after: { status: 'proposed', title: created.title, amountCents: created.amountCents },
        });
        emitChanged(
          tx,
          { milestone: created, clientId: contract.clientId, freelancerId: contract.freelancerId },
          'proposed',
          'client',
        );
        return milestoneAnswer(tx.repos, created, terms);
      }),

    /** The freelancer's answer to a proposed milestone: accepted, it can be funded; declined, it stays declined. */
    answer: (ids: MilestoneIds, viewer: Viewer, move: 'accept' | 'decline') =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['freelancer']);
        const change = move === 'accept' ? 'accepted' : 'declined';
        return moveMilestone(tx, row, { move, actorId: viewer.id }, { change, terms });
      }),
  };
}
