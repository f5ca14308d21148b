import { percentToBps } from '@skillora/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contractsRoutes } from './contracts.routes';
import { createContractReader, createContractsService } from './contracts.service';
import { clientOffersRoutes, freelancerOffersRoutes } from './offers.routes';
import { createOffersService } from './offers.service';

/** Hiring: offers, contracts and their milestones (issue 15, ADR 020). */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    const feeBps = percentToBps(app.config.SERVICE_FEE_PERCENT) ?? 0;
    const reader = createContractReader(feeBps);
    const offers = createOffersService(app.uow, feeBps, reader);
    const contracts = createContractsService(app.uow, reader);

    app.outbox.on('offer.created', 'live: tell the freelancer', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.freelancerId] }, 'offer.created', {
        offerId: payload.offerId,
      });
    });
    app.outbox.on('contract.started', 'live: tell both parties', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'contract.changed', {
        contractId: payload.contractId,
      });
    });

    await app.register(clientOffersRoutes, { prefix: '/api/client', service: offers });
    await app.register(freelancerOffersRoutes, { prefix: '/api/freelancer', service: offers });
    await app.register(contractsRoutes, { prefix: '/api/contracts', service: contracts });
  },
  { name: 'contracts', dependencies: ['session', 'outbox', 'live', 'ledger'] },
);
