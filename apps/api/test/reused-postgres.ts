import pg from 'pg';
import { type DbHandle, openDatabase } from '../src/db/client';
import { readTemplate, resetToTemplate, type Sql, type Template } from './database-reset';

/**
 * A worker's PostgreSQL test databases, handed from one test file to the next (ADR 005, ninth
 * session): creating a clone of the template and dropping it cost ~0.25 s of the server's CPU, putting
 * a used one back ~0.05 s. A database whose URL a file read (another process or pool may still reach
 * it), which it closed itself, or which cannot be put back (database-reset.ts) is dropped instead.
 */
const idle: string[] = [];
let template: Template | undefined;

/** `work` on a connection of its own to `url`, closed after. */
export async function withSqlOn<T>(url: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      rows: async (text, params) => (await client.query(text, params)).rows,
      exec: async (text) => void (await client.query(text)),
    });
  } finally {
    await client.end();
  }
}

export async function lendPostgres(opts: {
  urlOf: (name: string) => string;
  clone: () => Promise<string>;
  drop: (name: string) => Promise<void>;
}): Promise<{ handle: DbHandle; readonly url: string; drop: () => Promise<void> }> {
  const name = idle.pop() ?? (await opts.clone());
  const url = opts.urlOf(name);
  template ??= await withSqlOn(url, readTemplate);
  const inner = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  let closed = false;
  let shared = false;
  return {
    handle: {
      ...inner,
      close: async () => {
        closed = true;
        await inner.close();
      },
    },
    get url() {
      shared = true;
      return url;
    },
    drop: async () => {
      const reusable = !closed && !shared;
      if (!closed) await inner.close().catch(() => {});
      if (reusable) {
        try {
          await withSqlOn(url, async (sql) => {
            // The pool's connections end as it closes; their server processes may take a moment more.
            for (let tries = 0; ; tries++) {
              const [others] = await sql.rows<{ n: number }>(
                'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
              );
              if (others!.n === 0) break;
              if (tries === 40) throw new Error('another connection is still open');
              await new Promise((r) => setTimeout(r, 25));
            }
            await resetToTemplate(sql, template!);
          });
          idle.push(name);
          return;
        } catch {
          // Dropped below.
        }
      }
      await opts.drop(name);
    },
  };
}
