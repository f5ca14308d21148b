import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Embedded (PGlite, this process alone) or a server other instances may share. */
    dbKind: DbHandle['kind'];
    /** LISTEN/NOTIFY and the rest of what the opener knows (db/client.ts). */
    dbHandle: DbHandle;
  }
}

/** Exposes the database opened by server.ts (or by a test); closing it stays with its opener. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DbHandle }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    app.decorate('dbHandle', opts.handle);
  },
  { name: 'db' },
);
