import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGS, type CatalogKind } from './catalog.config';
import { createCatalogRepository } from './catalog.repository';
import { type CatalogService, createCatalogService } from './catalog.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One service per catalog, shared by the admin and the public routes (which share its cache). */
    catalogs: Record<CatalogKind, CatalogService>;
  }
}

export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    const serviceOf = (kind: CatalogKind) => {
      const config = CATALOGS[kind];
      return createCatalogService(createCatalogRepository(app.db, config.table, config.entity), config);
    };
    app.decorate('catalogs', { categories: serviceOf('categories'), skills: serviceOf('skills') });
  },
  { name: 'catalog', dependencies: ['db'] },
);
