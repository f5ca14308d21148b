import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { CATALOGS, type CatalogKind } from './catalog.config';
import { catalogAdminRoutes, catalogPublicRoutes } from './catalog.routes';
import { type CatalogService, createCatalogService } from './catalog.service';
import './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** One service per catalog, shared by the admin and the public routes (which share its cache). */
    catalogs: Record<CatalogKind, CatalogService>;
  }
}

export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    const catalogs = {
      categories: createCatalogService(app.uow, 'categories', CATALOGS.categories),
      skills: createCatalogService(app.uow, 'skills', CATALOGS.skills),
    };
    app.decorate('catalogs', catalogs);

    // The public list cached in memory: this instance drops it at commit, the others when told.
    app.outbox.onCommitted('catalog.changed', ({ kind }) => catalogs[kind].forgetListed());
    app.live.onInstance('catalog.changed', ({ kind }) => catalogs[kind as CatalogKind]?.forgetListed());
    app.outbox.on('catalog.changed', 'live: other instances drop their copy', async ({ payload }) => {
      await app.live.publish({ instances: true }, 'catalog.changed', { kind: payload.kind });
    });

    await app.register(catalogPublicRoutes, { prefix: '/api' });
    await app.register(adminScope(catalogAdminRoutes), {
      prefix: '/api/admin/categories',
      kind: 'categories',
    });
    await app.register(adminScope(catalogAdminRoutes), { prefix: '/api/admin/skills', kind: 'skills' });
  },
  { name: 'catalog', dependencies: ['session', 'outbox', 'live'] },
);
