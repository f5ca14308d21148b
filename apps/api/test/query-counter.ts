import type { TestContext } from './build-test-app';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Counts the SQL statements `work` sends: both drivers (PGlite, and node-postgres's pool) receive
 * every Drizzle statement through `query`. Lets a test hold a route to its query budget (no N+1).
 * The session cache (PGlite) is emptied first, so a signed-in request counts its session lookup
 * as the first request of a session does: the budget is the worst case. The outbox dispatcher's own
 * statements (its poll, on the same pool) are not the route's and are left out, and events already
 * written are handled first, so their handlers' statements (a live publish's pg_notify) do not land
 * in the window by chance.
 */
export async function countQueries<T>(
  ctx: Pick<TestContext, 'app' | 'db'>,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  await ctx.app.outbox.idle();
  ctx.app.sessions.forgetCached();
  const client = (ctx.db.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let queries = 0;
  client.query = (...args: unknown[]) => {
    if (!isOutboxStatement(args[0])) queries++;
    return original.apply(client, args);
  };
  try {
    return { result: await work(), queries };
  } finally {
    client.query = original;
  }
}

function isOutboxStatement(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text;
  return typeof text === 'string' && /\bfrom "events"|update "events"|delete from "events"/.test(text);
}
