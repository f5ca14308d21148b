export type { CatalogKind } from './catalog.config';
export { catalogPlugin } from './catalog.plugin';
export type { CatalogService } from './catalog.service';
export { type CatalogEntry, findCatalogEntries } from './catalog-reads';
