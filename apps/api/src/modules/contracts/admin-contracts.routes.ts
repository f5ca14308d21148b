import { adminMoneyEndpoints } from '@skillora/shared/endpoints/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import { route } from '../../lib/route-of';
import { contractLedger } from '../money';
import { CONTRACT_NOT_FOUND, type ContractReader } from './contracts.service';

const errors = errorResponses(400, 401, 403, 404);

/** /api/admin/contracts: every contract, and one read-only with its ledger history. */
export const adminContractsRoutes: FastifyPluginAsyncZod<{ reader: ContractReader }> = async (
  app,
  { reader },
) => {
  const repos = app.uow.read;
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
      const { q } = request.query;
      // A party searched by name or email: the users who match, from auth.
      const people = q ? await repos.users.idsWithNameOrEmailLike(`%${q}%`) : [];
      const { rows, total } = await repos.contracts.adminList(request.query, people);
      return paginate.page(await reader.rows(repos, rows), total, request.query);
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
      const contract = await reader.view(repos, request.params.id);
      if (!contract) throw notFound(CONTRACT_NOT_FOUND);
      return { data: { ...contract, ledger: await contractLedger(repos, contract.id) } };
    },
  );
};
