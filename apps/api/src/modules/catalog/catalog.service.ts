import { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import { createCachedAnswer } from '../../lib/cached-answer';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import type { CatalogConfig, CatalogKind } from './catalog.config';

declare module '../../outbox' {
  interface EventMap {
    /** A category or skill was added, renamed, listed or unlisted. */
    'catalog.changed': { kind: CatalogKind; id: string; renamed: boolean };
  }
}

/**
 * How long the public list may be served from memory at most. Changes reach every instance through
 * the outbox at once; this bounds the damage if a wake-up is lost. Browsers and shared caches may
 * keep it longer (Cache-Control max-age=60), so this adds nothing they would not already allow.
 */
export const PUBLIC_LIST_TTL_MS = 5000;

export function createCatalogService(uow: UnitOfWork, kind: CatalogKind, config: CatalogConfig) {
  const { texts, entity } = config;
  const catalog = uow.read.catalog[kind];
  // The same for everyone and read on every landing page and job form: kept serialized, through the
  // response schema exactly as Fastify's serializer would do it.
  const listed = createCachedAnswer(
    async () => z.encode(config.schemas.getPublic, { data: await catalog.listListed() }),
    { ttlMs: PUBLIC_LIST_TTL_MS },
  );

  /** The unique index on lower(name) is the judge, so two admins racing cannot both win. */
  const asConflict = (err: unknown): never => {
    if (isUniqueViolation(err)) throw conflict(texts.exists);
    throw err;
  };

  const update = (
    id: string,
    change: { name?: string; isListed?: boolean },
    action: string,
    actorId: string,
  ) =>
    uow
      .run(async (tx) => {
        const repo = tx.repos.catalog[kind];
        const before = await repo.lock(id);
        if (!before) throw notFound(texts.notFound);
        const after = await repo.update(id, change);
        await recordAudit(tx.db, {
          actorId,
          action: `${entity}.${action}`,
          entity,
          entityId: id,
          before: { name: before.name, isListed: before.isListed },
          after: { name: after.name, isListed: after.isListed },
        });
        tx.emit('catalog.changed', `${entity}:${id}`, { kind, id, renamed: after.name !== before.name });
        return after;
      })
      .catch(asConflict);

  return {
    listAll: () => catalog.listAll(),
    /** `{ data }` of the listed items, serialized, with its ETag. */
    listedAnswer: () => listed.get(),
    /** After a change committed anywhere (see catalog.plugin.ts). */
    forgetListed: () => listed.invalidate(),

    add: async (name: string, actorId: string) => {
      const item = await uow
        .run(async (tx) => {
          const repo = tx.repos.catalog[kind];
          const created = await repo.insert(name);
          await recordAudit(tx.db, {
            actorId,
            action: `${entity}.create`,
            entity,
            entityId: created._id,
            before: null,
            after: { name: created.name, isListed: created.isListed },
          });
          tx.emit('catalog.changed', `${entity}:${created._id}`, { kind, id: created._id, renamed: false });
          return created;
        })
        .catch(asConflict);
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
