import type { Contract, ContractListResponseSchema, ContractStatus } from '@skillora/shared';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Repositories, UnitOfWork } from '../../outbox';
import { attachmentsOf } from '../files';
import { canViewContract, toContract, toContractRow, type Viewer } from './contract-view';
import type { ContractsRepository } from './contracts.repository';
import { PAYMENT_IN_FLIGHT } from './milestone-access';
import { withParties } from './parties';
import { timelineSentence } from './timeline-sentences';

type ListedContract = Awaited<ReturnType<ContractsRepository['list']>>[number];

export const CONTRACT_NOT_FOUND = 'Contract not found';

declare module '../../outbox' {
  interface EventMap {
    /**
     * The client ended the contract: reviews open for both parties (issue 26), the freelancer is told
     * and both parties' open pages change (issue 31). `cancelledMilestones`: the unfunded ones it
     * cancelled (absent on events written before it was added).
     */
    'contract.ended': {
      contractId: string;
      clientId: string;
      freelancerId: string;
      cancelledMilestones?: number;
    };
  }
}

/**
 * Reads contracts as their API shapes through any repositories (those of the transaction that
 * changed one, too): the job's title and the parties' names from jobs and auth, the money from the
 * ledger, each in one read for all the rows.
 */
export function createContractReader(feeBps: number) {
  return {
    async view(repos: Repositories, id: string): Promise<Contract | null> {
      const row = await repos.contracts.find(id);
      if (!row) return null;
      const [[named], money, files] = await Promise.all([
        withParties(repos, [row]),
        repos.ledger.contractMoney([id]),
        attachmentsOf(
          repos,
          'submission',
          row.milestones.map((m) => m.id),
        ),
      ]);
      return toContract(named!, money.get(id), feeBps, files);
    },

    async rows(repos: Repositories, rows: readonly ListedContract[]) {
      const ids = rows.map((r) => r.id);
      const [named, money, totals] = await Promise.all([
        withParties(repos, rows),
        repos.ledger.contractMoney(ids),
        repos.milestones.totals(ids),
      ]);
      return named.map((r) => toContractRow(r, money.get(r.id), totals.get(r.id) ?? 0));
    },
  };
}
export type ContractReader = ReturnType<typeof createContractReader>;

export function createContractsService(uow: UnitOfWork, reader: ContractReader, clock: Clock) {
  return {
    async get(id: string, viewer: Viewer): Promise<{ data: Contract }> {
      const data = await reader.view(uow.read, id);
      if (!data || !canViewContract(data, viewer)) throw notFound(CONTRACT_NOT_FOUND);
      return { data };
    },

    /** The viewer's contracts (as client or freelancer); an admin's list is every contract. */
    async list(viewer: Viewer, status?: ContractStatus): Promise<z.infer<typeof ContractListResponseSchema>> {
      const party =
        viewer.role === 'client'
          ? { clientId: viewer.id }
          : viewer.role === 'freelancer'
            ? { freelancerId: viewer.id }
            : {};
      const rows = await uow.read.contracts.list({ ...party, ...(status ? { status } : {}) });
      return { data: await reader.rows(uow.read, rows) };
    },

    /**
     * The client ends the contract when no milestone holds money in escrow; unfunded milestones are
     * cancelled. Both then see it under Completed.
     */
    async end(id: string, viewer: Viewer): Promise<{ data: Contract }> {
      await uow.run(async (tx) => {
        const repo = tx.repos.contracts;
        const row = await repo.lockContract(id);
        if (
          !row ||
          (row.clientId !== viewer.id && row.freelancerId !== viewer.id && viewer.role !== 'admin')
        ) {
          throw notFound(CONTRACT_NOT_FOUND);
        }
        if (row.clientId !== viewer.id) throw forbidden('Only the client can do this');
        if (row.status !== 'active') throw conflict('This contract has already ended');
        // Lock every milestone first, so a fund that started before us is seen and one after waits.
        if (await tx.repos.payments.inFlight(await tx.repos.milestones.lockAllOf(id))) {
          throw conflict(PAYMENT_IN_FLIGHT);
        }
        if ((await tx.repos.milestones.countHeld(id)) > 0) {
          throw conflict('Release or refund every funded milestone before ending the contract');
        }
        const cancelled = await repo.end(id, clock.now());
        await recordAudit(tx.db, {
          actorId: viewer.id,
          action: 'contract.end',
          entity: 'contract',
          entityId: id,
          before: { status: 'active' },
          after: { status: 'ended', cancelledMilestones: cancelled },
        });
        tx.emit('contract.ended', `contract:${id}`, {
          contractId: id,
          clientId: row.clientId,
          freelancerId: row.freelancerId,
          cancelledMilestones: cancelled,
        });
      });
      return { data: (await reader.view(uow.read, id))! };
    },

    async timeline(id: string, viewer: Viewer) {
      const { data } = await this.get(id, viewer);
      const rows = await uow.read.contracts.timeline(
        id,
        data.milestones.map((m) => m.id),
      );
      const actors = await uow.read.users.findCards(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])));
      const names = new Map(actors.map((a) => [a.id, a.name]));
      const titles = new Map(data.milestones.map((m) => [m.id, m.title]));
      return {
        data: rows.map(({ at, action, actorId, entity, entityId }) => {
          const actor = (actorId && names.get(actorId)) ?? null;
          // Each entry reads as a sentence (issue 31); a person whose name is gone is "Someone".
          const who = actorId ? (actor ?? 'Someone') : null;
          const milestone = entity === 'milestone' ? (titles.get(entityId) ?? null) : null;
          return { at: at.toISOString(), action, actor, text: timelineSentence(action, who, milestone) };
        }),
      };
    },
  };
}
