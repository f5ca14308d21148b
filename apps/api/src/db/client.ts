import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installDrizzleParsers } from './pglite-parsers';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in `folder`. */
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

export type DbOptions = {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
  onPoolError?: (err: Error) => void;
};

/** The only place that knows whether the database is embedded or a server. */
export async function openDatabase(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      connectionTimeoutMillis: 3000,
      max: 10,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      // A session advisory lock keeps several instances starting at once from racing.
      migrate: async (folder) => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock(727274)');
          await migratePg(db, { migrationsFolder: folder });
        } finally {
          await lock.query('select pg_advisory_unlock(727274)').catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? 'memory://' : path.join(opts.dataDir, 'pglite');
  // PGlite does not create its parent folder.
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  // pg_trgm backs the admin user search indexes; PostgreSQL ships it as a trusted extension.
  const extensions = { pg_trgm };
  const client = await PGlite.create(
    dir,
    opts.loadDataDir ? { extensions, loadDataDir: opts.loadDataDir } : { extensions },
  );
  installDrizzleParsers(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
