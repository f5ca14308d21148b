import type { PGlite } from '@electric-sql/pglite';
import { type DbHandle, openDatabase } from '../src/db/client';
import { readTemplate, resetToTemplate, type Sql, type Template } from './database-reset';

/**
 * A worker's PGlite databases, handed from one test file to the next (ADR 005, ninth session):
 * opening a clone of the template costs ~0.7 s of CPU, putting a used one back ~0.05 s. A database a
 * file closed, or could not be put back (database-reset.ts), is closed instead.
 */
type Kept = { client: PGlite; handle: DbHandle; closed: boolean };

const idle: Kept[] = [];
let template: Template | undefined;

const sqlOn = (client: PGlite): Sql => ({
  rows: async (text, params) => (await client.query(text, params)).rows as never,
  exec: async (text) => void (await client.exec(text)),
});

/** A database as the template is, and how to give it back when the file is done with it. */
export async function lendPglite(
  dump: () => Promise<Blob>,
): Promise<{ handle: DbHandle; giveBack: () => Promise<void> }> {
  let kept = idle.pop();
  if (!kept) {
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await dump() });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    template ??= await readTemplate(sqlOn(client));
    kept = { client, handle, closed: false };
  }
  const own = kept;
  let givenBack = false;
  const stillLent = () => {
    if (givenBack)
      throw new Error('this test database was given back: an app of an earlier file is still running');
  };
  const handle: DbHandle = {
    ...own.handle,
    // An app a file left running must not write into the next file's data.
    db: new Proxy(own.handle.db, {
      get: (target, key, receiver) => {
        stillLent();
        return Reflect.get(target, key, receiver);
      },
    }),
    listen: (channel, callback) => {
      stillLent();
      return own.handle.listen(channel, callback);
    },
    // PGlite's notifications are this process's own: none is ever missed, and a callback kept on the
    // shared handle would keep every earlier file's app alive.
    onMissedNotifications: () => {},
    close: async () => {
      own.closed = true;
      await own.handle.close();
    },
  };
  return {
    handle,
    giveBack: async () => {
      givenBack = true;
      if (own.closed) return;
      const sql = sqlOn(own.client);
      try {
        // Something of the file still listens (an app left running). DISCARD ALL would end that
        // LISTEN in the database only: PGlite's client would keep the channel as listened to, and the
        // next file's LISTEN on it would never reach the database.
        const [listening] = await sql.rows<{ n: number }>(
          'select count(*)::int as n from pg_listening_channels()',
        );
        if (listening!.n > 0) throw new Error('a LISTEN is still open');
        // Fails inside an open transaction; forgets prepared statements, locks and settings.
        await own.client.exec('discard all');
        await resetToTemplate(sql, template!);
        idle.push(own);
      } catch {
        own.closed = true;
        await own.handle.close().catch(() => {});
      }
    },
  };
}
