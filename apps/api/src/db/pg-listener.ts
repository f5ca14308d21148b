import pg from 'pg';

type Callback = (payload: string) => void;

/**
 * One dedicated connection for LISTEN (a pooled one would lose its subscriptions when released),
 * reconnecting with backoff when the server goes away. `onReconnect` tells subscribers that
 * notifications may have been missed meanwhile, so they catch up by reading.
 */
export function createPgListener(
  connectionString: string,
  { onError, onReconnect }: { onError: (err: Error) => void; onReconnect: () => void },
) {
  const channels = new Map<string, Set<Callback>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 3000 });
    next.on('notification', ({ channel, payload }) => {
      for (const callback of channels.get(channel) ?? []) callback(payload ?? '');
    });
    next.on('error', (err) => {
      onError(err);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    return next;
  }

  function scheduleReconnect(lost: pg.Client, delayMs = 500) {
    if (isClosed || client !== lost || retryTimer) return;
    client = null;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        client = await connect();
        onReconnect();
      } catch (err) {
        onError(err as Error);
        client = lost;
        scheduleReconnect(lost, Math.min(delayMs * 2, 10_000));
      }
    }, delayMs);
    retryTimer.unref();
  }

  async function ensureClient(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel: string, callback: Callback): Promise<() => Promise<void>> {
      const isNew = !channels.has(channel);
      const set = channels.get(channel) ?? new Set();
      set.add(callback);
      channels.set(channel, set);
      const listening = await ensureClient();
      if (isNew) await listening.query(`listen ${quote(channel)}`);
      return async () => {
        set.delete(callback);
      };
    },
    async close() {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
