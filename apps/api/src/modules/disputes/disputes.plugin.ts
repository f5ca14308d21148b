import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { createMilestoneSettlement } from '../contracts';
import { adminDisputesRoutes, disputesRoutes } from './disputes.routes';
import { createDisputesService } from './disputes.service';
import './repositories';

/** Disputes (issue 25): frozen escrow, clocks that grant the request on silence, settlement and mediation. */
export const disputesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createDisputesService({
      uow: app.uow,
      flows: app.paymentFlows,
      clock: app.clock,
      settlement: createMilestoneSettlement({ clock: app.clock, terms: app.paymentTerms }),
    });

    app.outbox.on('dispute.response_due', 'grant the request if unanswered', async ({ payload }) =>
      service.responseDue(payload.disputeId),
    );
    app.outbox.on('dispute.changed', 'live: tell both parties', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.clientId, payload.freelancerId] }, 'contract.changed', {
        contractId: payload.contractId,
      });
    });

    await app.register(disputesRoutes, { prefix: '/api', service });
    await app.register(adminScope(adminDisputesRoutes), { prefix: '/api/admin', service });
  },
  { name: 'disputes', dependencies: ['session', 'outbox', 'live', 'ledger', 'payments', 'contracts'] },
);
