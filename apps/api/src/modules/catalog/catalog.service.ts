import { z } from 'zod';
import { createCachedAnswer } from '../../lib/cached-answer';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import type { CatalogConfig } from './catalog.config';
import type { CatalogRepository } from './catalog.repository';

/**
 * How long the public list may be served from memory. A change through this instance is seen at once
 * (the service drops its copy); another instance sees it within this time. Browsers and shared caches
 * may keep it longer (Cache-Control max-age=60), so this adds nothing they would not already allow.
 */
export const PUBLIC_LIST_TTL_MS = 5000;

export function createCatalogService(repo: CatalogRepository, config: CatalogConfig) {
  const { texts } = config;
  // The same for everyone and read on every landing page and job form: kept serialized, through the
  // response schema exactly as Fastify's serializer would do it.
  const listed = createCachedAnswer(
    async () => z.encode(config.schemas.getPublic, { data: await repo.listListed() }),
    { ttlMs: PUBLIC_LIST_TTL_MS },
  );

  /** The unique index on lower(name) is the judge, so two admins racing cannot both win. */
  const asConflict = (err: unknown): never => {
    if (isUniqueViolation(err)) throw conflict(texts.exists);
    throw err;
  };

  const update = async (...args: Parameters<CatalogRepository['update']>) => {
    const item = await repo.update(...args).catch(asConflict);
    if (!item) throw notFound(texts.notFound);
    listed.invalidate();
    return item;
  };

  return {
    listAll: () => repo.listAll(),
    /** `{ data }` of the listed items, serialized, with its ETag. */
    listedAnswer: () => listed.get(),

    add: async (name: string, actorId: string) => {
      const item = await repo.insert(name, actorId).catch(asConflict);
      listed.invalidate();
      return { data: item, message: texts.added };
    },

    rename: async (id: string, name: string, actorId: string) => ({
      data: await update(id, { name }, 'rename', actorId),
      message: texts.updated,
    }),

    setListed: async (id: string, isListed: boolean, actorId: string) => ({
      data: await update(id, { isListed }, isListed ? 'list' : 'unlist', actorId),
      message: isListed ? texts.listed : texts.unlisted,
    }),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
