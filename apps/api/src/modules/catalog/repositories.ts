import type { Executor } from '../../db/client';
import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import type { CatalogKind } from './catalog.config';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogReadsRepository } from './catalog-reads';
import { categories, skills } from './schema';

/** One repository per catalog, by its kind. */
const createCatalogRepositories = (
  db: Executor,
): Record<CatalogKind, ReturnType<typeof createCatalogRepository>> => ({
  categories: createCatalogRepository(db, categories),
  skills: createCatalogRepository(db, skills),
});

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  catalog: createCatalogRepositories,
  /** What other modules read of the catalog, by ids. */
  catalogEntries: createCatalogReadsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
