import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { oneQueryAtATime } from './one-query-at-a-time';
import { createPgListener } from './pg-listener';
import { installDrizzleParsers } from './pglite-parsers';
import { type DbTimeouts, DEFAULT_DB_TIMEOUTS, poolConfig } from './pool-options';
import * as schema from './schema';

type Schema = typeof schema;
/** What both drivers answer a raw `execute` with (PGlite's Results, node-postgres's QueryResult). */
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}
type RowsOf<Row> = { rows: Array<Row & Record<string, unknown>> };
export type Database = PgDatabase<RowsResultHKT, Schema>;
export type Transaction = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository runs its statements on: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

export type DbHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in `folder`. */
  migrate: (folder: string) => Promise<void>;
  /**
   * Calls `callback` with each NOTIFY payload on `channel` (sent by any process on PostgreSQL; by
   * this one on PGlite). Delivery is best effort: `onMissed` callbacks run after a lost connection.
   */
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Runs `callback` when notifications may have been missed (the listening connection came back). */
  onMissedNotifications: (callback: () => void) => void;
  close: () => Promise<void>;
};

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
  onPoolError?: (err: Error) => void;
  /** PostgreSQL only: statement, connect and idle timeouts (config DB_*_MS). */
  timeouts?: DbTimeouts;
};

/** The only place that knows whether the database is embedded or a server. */
export async function openDatabase(opts: DbOptions): Promise<DbHandle> {
  const missed = new Set<() => void>();
  const onMissedNotifications = (callback: () => void) => void missed.add(callback);

  if (opts.databaseUrl) {
    const pool = new pg.Pool(poolConfig(opts.databaseUrl, opts.timeouts ?? DEFAULT_DB_TIMEOUTS));
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => opts.onPoolError?.(err));
    pool.on('connect', oneQueryAtATime);
    const listener = createPgListener(opts.databaseUrl, {
      onError: (err) => opts.onPoolError?.(err),
      onReconnect: () => {
        for (const callback of missed) callback();
      },
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      // A session advisory lock keeps several instances starting at once from racing. Migrations
      // run on one connection of their own, without the pool's timeouts (an index build may take long).
      migrate: async (folder) => {
        const lock = new pg.Client({ connectionString: opts.databaseUrl, keepAlive: true });
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(lock, { schema }), { migrationsFolder: folder });
        } finally {
          await lock.end().catch(() => {});
        }
      },
      listen: (channel, callback) => listener.listen(channel, callback),
      onMissedNotifications,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dir = opts.dataDir === 'memory://' ? 'memory://' : path.join(opts.dataDir, 'pglite');
  // PGlite does not create its parent folder.
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  // One process per data folder (a second one would silently lose writes): see data-dir-lock.ts.
  const unlock =
    dir === 'memory://'
      ? () => {}
      : lockDataDir(path.join(opts.dataDir, 'pglite.lock'), path.resolve(opts.dataDir));
  // pg_trgm backs the admin user search indexes; PostgreSQL ships it as a trusted extension.
  const extensions = { pg_trgm };
  const client = await PGlite.create(
    dir,
    opts.loadDataDir ? { extensions, loadDataDir: opts.loadDataDir } : { extensions },
  ).catch((err) => {
    unlock();
    throw err;
  });
  installDrizzleParsers(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    // In this process only: nothing else can write to an embedded database.
    listen: async (channel, callback) => {
      const unlisten = await client.listen(channel, callback);
      return () => unlisten();
    },
    onMissedNotifications,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
