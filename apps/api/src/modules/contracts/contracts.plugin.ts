import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminContractsRoutes } from './admin-contracts.routes';
import { contractsRoutes } from './contracts.routes';
import { createContractReader, createContractsService } from './contracts.service';
import { milestonesRoutes } from './milestones.routes';
import { createMilestonesService } from './milestones.service';
import { clientOffersRoutes, freelancerOffersRoutes } from './offers.routes';
import { createOffersService } from './offers.service';
import './repositories';

/** Hiring: offers, contracts and their milestones (issue 15, ADR 020). */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    const feeBps = app.paymentTerms.serviceFeeBps;
    const reader = createContractReader(feeBps);
    const offers = createOffersService(app.uow, feeBps, reader);
    const contracts = createContractsService(app.uow, reader, app.clock);
    const milestones = createMilestonesService({
      uow: app.uow,
      flows: app.paymentFlows,
      clock: app.clock,
      terms: app.paymentTerms,
    });

    app.outbox.on('milestone.auto_release_due', 'release if still waiting', async ({ payload }) =>
      milestones.autoRelease(payload, payload.submission),
    );
    // Both parties' open pages read again what changed (ADR 013): every move of a contract, its
    // milestones and its offer (issue 31: an ended contract, a declined or withdrawn offer too).
    type Parties = { clientId: string; freelancerId: string };
    const contractChanged = async (payload: Parties & { contractId: string }) =>
      app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'contract.changed', {
        contractId: payload.contractId,
      });
    const offerChanged = async (payload: Parties & { offerId: string }) =>
      app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'offer.changed', {
        offerId: payload.offerId,
      });
    app.outbox.on('milestone.changed', 'live: tell both parties', async ({ payload }) =>
      contractChanged(payload),
    );
    app.outbox.on('contract.ended', 'live: tell both parties', async ({ payload }) =>
      contractChanged(payload),
    );
    app.outbox.on('offer.created', 'live: tell the freelancer', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.freelancerId] }, 'offer.created', {
        offerId: payload.offerId,
      });
    });
    app.outbox.on('contract.started', 'live: tell both parties', async ({ payload }) => {
      await contractChanged(payload);
      if (payload.offerId) await offerChanged({ ...payload, offerId: payload.offerId });
    });
    app.outbox.on('offer.declined', 'live: tell both parties', async ({ payload }) => offerChanged(payload));
    app.outbox.on('offer.withdrawn', 'live: tell both parties', async ({ payload }) => offerChanged(payload));

    await app.register(clientOffersRoutes, { prefix: '/api/client', service: offers });
    await app.register(freelancerOffersRoutes, { prefix: '/api/freelancer', service: offers });
    await app.register(contractsRoutes, { prefix: '/api/contracts', service: contracts });
    await app.register(milestonesRoutes, { prefix: '/api/contracts', service: milestones });
    await app.register(adminScope(adminContractsRoutes), { prefix: '/api/admin', reader });
  },
  { name: 'contracts', dependencies: ['session', 'outbox', 'live', 'ledger', 'payments'] },
);
