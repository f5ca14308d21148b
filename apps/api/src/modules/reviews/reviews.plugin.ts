import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminReviewsRoutes, publicReviewsRoutes, reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';
import './repositories';

/** Reviews and reputation (issue 26): blind two-way reviews of ended contracts, replies, admins' hide. */
export const reviewsPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createReviewsService({ uow: app.uow, clock: app.clock });

    app.outbox.on('contract.ended', 'reviews: open the window', async ({ payload }) =>
      service.contractEnded(payload.contractId),
    );
    app.outbox.on('review.window_closes', 'reviews: reveal what is in', async ({ payload }) =>
      service.windowCloses(payload.contractId),
    );
    const tellBoth = async (contractId: string) => {
      const w = await app.uow.read.reviews.findWindow(contractId);
      if (!w) return;
      await app.live.publish({ userIds: [w.clientId, w.freelancerId] }, 'contract.changed', { contractId });
    };
    app.outbox.on('review.submitted', 'live: tell both parties', async ({ payload }) =>
      tellBoth(payload.contractId),
    );
    app.outbox.on('review.revealed', 'live: tell both parties', async ({ payload }) =>
      tellBoth(payload.contractId),
    );

    await app.register(reviewsRoutes, { prefix: '/api', service });
    await app.register(publicReviewsRoutes, { prefix: '/api', service });
    await app.register(adminScope(adminReviewsRoutes), { prefix: '/api/admin', service });
  },
  { name: 'reviews', dependencies: ['session', 'outbox', 'live', 'ledger', 'contracts', 'disputes'] },
);
