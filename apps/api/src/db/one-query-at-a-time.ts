import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Makes a pooled connection take its statements one at a time by itself. Readers take any
 * repositories and read with `Promise.all`: on the pool those statements run at once on several
 * connections, but a transaction's share one, where node-postgres queued them — a queue it
 * deprecates and drops in pg 9 (the "already executing" warning). Each statement now waits for the
 * one asked before it to settle, answered or refused.
 */
export function oneQueryAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn: Query = (...args) => {
    // The pool's own one-off calls (a callback, on a connection no one else holds) and submittables
    // (a cursor or a stream, which manage their own flow) go straight through.
    const last = args[args.length - 1];
    if (typeof last === 'function' || typeof (args[0] as { submit?: unknown } | null)?.submit === 'function')
      return query(...args);
    const run = () => query(...args);
    const answer = turn.then(run, run);
    turn = answer.then(
      () => {},
      () => {},
    );
    return answer;
  };
  (client as unknown as { query: Query }).query = inTurn;
}
