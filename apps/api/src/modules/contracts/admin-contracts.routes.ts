import { adminMoneyEndpoints } from '@skillora/shared/endpoints/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import { route } from '../../lib/route-of';
import { createAdminPaymentsRepository } from '../money';
import { toContractRow } from './contract-view';
import { createContractsRepository } from './contracts.repository';
import { CONTRACT_NOT_FOUND, type ContractReader } from './contracts.service';

const errors = errorResponses(400, 401, 403, 404);

/** /api/admin/contracts: every contract, and one read-only with its ledger history. */
export const adminContractsRoutes: FastifyPluginAsyncZod<{ reader: ContractReader }> = async (
  app,
  { reader },
) => {
  const repo = createContractsRepository(app.db);
  const ledger = createAdminPaymentsRepository(app.db);
  const tags = ['admin: contracts'];

  route(
    app,
    adminMoneyEndpoints.contracts,
    {
      schema: {
        tags,
        summary: 'Every contract, newest first, searchable and filtered by status',
        response: errors,
      },
    },
    async (request) => {
      const { rows, total } = await repo.adminList(request.query);
      const ids = rows.map((r) => r.id);
      const [money, totals] = await Promise.all([repo.money(ids), repo.totals(ids)]);
      const data = rows.map((r) => toContractRow(r, money.get(r.id), totals.get(r.id) ?? 0));
      return paginate.page(data, total, request.query);
    },
  );

  route(
    app,
    adminMoneyEndpoints.contract,
    {
      schema: {
        tags,
        summary: 'One contract, read-only, with its milestones and ledger history',
        response: errors,
      },
    },
    async (request) => {
      const contract = await reader.view(repo, request.params.id);
      if (!contract) throw notFound(CONTRACT_NOT_FOUND);
      return { data: { ...contract, ledger: await ledger.forContract(contract.id) } };
    },
  );
};
