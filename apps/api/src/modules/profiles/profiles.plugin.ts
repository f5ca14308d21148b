import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  clientProfileRoutes,
  freelancerProfileRoutes,
  photoRoutes,
  publicProfileRoutes,
} from './profiles.routes';
import { createProfilesService } from './profiles.service';
import { fetchProviderPhoto } from './provider-photo';
import './repositories';

/** Freelancer and client profiles, portfolios and photos (issue 14, ADR 018). */
export const profilesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createProfilesService(app.uow, app.clock);

    // The session answer carries the photo URL: this instance forgets its cached sessions at once,
    // the others hear it through the live bus.
    app.outbox.onCommitted('profile.photo-changed', () => app.sessions.forgetCached());
    app.outbox.on('profile.photo-changed', 'live: refresh cached sessions', async () => {
      await app.live.publish({ instances: true }, 'sessions.changed');
    });

    // A provider's photo is a nicety: one that cannot be fetched or read leaves the account without
    // one (a warning), rather than retrying for ever.
    app.outbox.on('identity.signed-up', 'profiles: the provider photo', async ({ payload }) => {
      const bytes = await fetchProviderPhoto(payload.pictureUrl).catch(() => null);
      if (!bytes) return void app.log.warn({ userId: payload.userId }, 'provider photo could not be fetched');
      await service.importPhoto(payload.userId, bytes).catch((err: unknown) => {
        app.log.warn({ userId: payload.userId, err }, 'provider photo could not be used');
      });
    });

    await app.register(freelancerProfileRoutes(service), { prefix: '/api/freelancer' });
    await app.register(clientProfileRoutes(service), { prefix: '/api/client' });
    await app.register(photoRoutes(service), { prefix: '/api' });
    await app.register(publicProfileRoutes(service), { prefix: '/api' });
  },
  { name: 'profiles', dependencies: ['session', 'files'] },
);
