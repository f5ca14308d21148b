import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { reputationEvents } from './reputation-events';
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

    // The reputation in other modules' search tables: every input's change marks its people stale.
    const reputation = reputationEvents({ uow: app.uow, clock: app.clock });
    app.outbox.on('contract.ended', 'reputation: the parties, now and after 24 months', async ({ payload }) =>
      reputation.contractEnded(payload.contractId),
    );
    app.outbox.on('review.revealed', 'reputation: the parties', async ({ payload }) =>
      reputation.contractChanged(payload.contractId),
    );
    app.outbox.on('review.hidden', 'reputation: the person reviewed', async ({ payload }) =>
      reputation.reviewHidden(payload.reviewId),
    );
    app.outbox.on('dispute.changed', 'reputation: the parties of a settled dispute', async ({ payload }) => {
      if (payload.change === 'settled') await reputation.contractChanged(payload.contractId);
    });
    app.outbox.on(
      'user.status_changed',
      'reputation: the user and whom they dealt with',
      async ({ payload }) => reputation.statusChanged(payload.userId),
    );
    app.outbox.on('reputation.contract_ages_out', 'reputation: the parties', async ({ payload }) =>
      reputation.contractChanged(payload.contractId),
    );
    app.outbox.on('reputation.stale', 'reputation: compute and publish', async ({ payload }) =>
      reputation.recompute(payload.userId),
    );

    await app.register(reviewsRoutes, { prefix: '/api', service });
    await app.register(publicReviewsRoutes, { prefix: '/api', service });
    await app.register(adminScope(adminReviewsRoutes), { prefix: '/api/admin', service });
  },
  { name: 'reviews', dependencies: ['session', 'outbox', 'live', 'ledger', 'contracts', 'disputes'] },
);
