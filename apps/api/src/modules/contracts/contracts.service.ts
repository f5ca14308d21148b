import type { Contract, ContractListResponseSchema, ContractStatus, Role } from '@skillora/shared';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { canViewContract, toContract, toContractRow } from './contract-view';
import { type ContractsRepository, createContractsRepository } from './contracts.repository';

export const CONTRACT_NOT_FOUND = 'Contract not found';

export type Viewer = { id: string; role: Role };

/** Reads a contract as its API shape through any repository (one bound to the transaction that changed it, too). */
export function createContractReader(feeBps: number) {
  return {
    async view(repo: ContractsRepository, id: string): Promise<Contract | null> {
      const row = await repo.find(id);
      return row && toContract(row, (await repo.money([id])).get(id), feeBps);
    },
  };
}
export type ContractReader = ReturnType<typeof createContractReader>;

export function createContractsService(uow: UnitOfWork, reader: ContractReader) {
  const contracts = uow.bind(createContractsRepository);

  return {
    async get(id: string, viewer: Viewer): Promise<{ data: Contract }> {
      const data = await reader.view(contracts.read, id);
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
      const rows = await contracts.read.list({ ...party, ...(status ? { status } : {}) });
      const money = await contracts.read.money(rows.map((r) => r.id));
      const totals = await contracts.read.totals(rows.map((r) => r.id));
      return { data: rows.map((r) => toContractRow(r, money.get(r.id), totals.get(r.id) ?? 0)) };
    },

    async timeline(id: string, viewer: Viewer) {
      const { data } = await this.get(id, viewer);
      const rows = await contracts.read.timeline(
        id,
        data.milestones.map((m) => m.id),
      );
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  };
}
