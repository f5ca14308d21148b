import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';

export type StreamEvent = { type: string; data: Record<string, unknown> };

/** The app on a real port (a stream needs a socket; inject() waits for the whole answer). */
export async function listenOnRandomPort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A browser's EventSource, reduced to what tests need: the events in order, waiting for one by
 * type (a condition with a deadline, never a sleep), and knowing when the server closed the stream.
 */
export async function openStream(baseUrl: string, cookie?: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events/stream`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let isClosed = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const reading = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: data ? JSON.parse(data) : {} });
          wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      isClosed = true;
      wake();
    }
  })();

  async function until<T>(check: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`stream: ${what} not within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const done = () => {
          waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, Math.max(1, deadline - Date.now()));
        waiters.add(done);
      });
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    body: res.headers.get('content-type')?.startsWith('text/event-stream') ? null : await res.json(),
    events,
    /** The first event of `type` at or after index `from`. */
    next: (type: string, from = 0, timeoutMs = 30_000) =>
      until(() => events.slice(from).find((e) => e.type === type), `event "${type}"`, timeoutMs),
    closed: (timeoutMs = 30_000) => until(() => (isClosed ? true : undefined), 'close', timeoutMs),
    get isClosed() {
      return isClosed;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

export type TestStream = Awaited<ReturnType<typeof openStream>>;
