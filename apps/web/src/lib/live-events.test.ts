import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWakeUp } from './live-events';

/** A count the server changes mid-read: the first read answers what it read before the change. */
function slowCounter() {
  let count = 0;
  let releaseFirst = () => {};
  let reads = 0;
  const queryFn = () => {
    reads += 1;
    const seen = count;
    if (reads === 1) return new Promise<number>((resolve) => (releaseFirst = () => resolve(seen)));
    return Promise.resolve(seen);
  };
  return { queryFn, change: () => (count += 1), releaseFirst: () => releaseFirst() };
}

/** The observer's data once no read of it is in flight: resolved from its own updates. */
function settled(observer: QueryObserver<number, Error, number, number, string[]>) {
  return new Promise<number>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.fetchStatus !== 'idle' || result.data === undefined) return;
      stop();
      resolve(result.data);
    });
  });
}

describe('refreshAfterWakeUp', () => {
  it("reads again a query whose first read was in flight when the wake-up came (TanStack's invalidation keeps its stale answer)", async () => {
    for (const [refresh, expected] of [
      [(client: QueryClient, key: string[]) => void client.invalidateQueries({ queryKey: key }), 0],
      [refreshAfterWakeUp, 1],
    ] as const) {
      const client = new QueryClient();
      const key = ['messages', 'unread'];
      const server = slowCounter();
      const observer = new QueryObserver(client, { queryKey: key, queryFn: server.queryFn });
      const answer = settled(observer);
      server.change();
      refresh(client, key);
      server.releaseFirst();
      expect(await answer).toBe(expected);
      client.clear();
    }
  });
});
