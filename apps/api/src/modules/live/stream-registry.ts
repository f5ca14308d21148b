import type { Role } from '@skillora/shared';
import type { LiveEvents, LiveEventType } from '@skillora/shared/live-events';
import type { LiveMessage, LivePayloads } from './live-bus';

/** One open `GET /api/events/stream` response. */
export type LiveStream = {
  userId: string;
  role: Role;
  sessionId: string;
  write: (chunk: string) => void;
  end: () => void;
};

/** The message that tells a tab its session is over: it signs out, and the stream closes. */
export const SESSION_ENDED = 'session.ended';

const frame = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** One event of the stream as the browser reads it (packages/shared/src/live-events.ts). */
export const formatEvent = <T extends LiveEventType>(type: T, data: LiveEvents[T]) => frame(type, data);

/** This instance's open streams, by user. */
export function createStreamRegistry({ maxPerUser = 10 }: { maxPerUser?: number } = {}) {
  const byUser = new Map<string, Set<LiveStream>>();

  const remove = (stream: LiveStream) => {
    const set = byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) byUser.delete(stream.userId);
  };

  const send = (stream: LiveStream, message: LiveMessage) => {
    // As published (live.plugin.ts's publish: one of the stream's events with its payload).
    if (message.type !== SESSION_ENDED) return stream.write(frame(message.type, message.data));
    const { sessionIds, reason }: LivePayloads['session.ended'] = message.data;
    if (sessionIds && !sessionIds.includes(stream.sessionId)) return;
    stream.write(formatEvent(SESSION_ENDED, { reason: reason ?? 'signed-out' }));
    remove(stream);
    stream.end();
  };

  return {
    /** Adds a stream; a user's oldest one closes when they open more than `maxPerUser` (stale tabs). */
    add(stream: LiveStream): () => void {
      const set = byUser.get(stream.userId) ?? new Set();
      if (set.size >= maxPerUser) {
        const oldest = set.values().next().value;
        if (oldest) {
          set.delete(oldest);
          oldest.end();
        }
      }
      set.add(stream);
      byUser.set(stream.userId, set);
      return () => remove(stream);
    },

    /** Whether the user has an open stream on this instance. */
    has: (userId: string) => (byUser.get(userId)?.size ?? 0) > 0,

    deliver(message: LiveMessage): void {
      const { to } = message;
      if ('userIds' in to) {
        for (const userId of to.userIds)
          for (const stream of [...(byUser.get(userId) ?? [])]) send(stream, message);
      } else if ('role' in to) {
        for (const set of byUser.values())
          for (const stream of [...set]) if (stream.role === to.role) send(stream, message);
      }
    },

    /** To every stream: something may have been missed, read again. */
    broadcast<T extends LiveEventType>(type: T, data: LiveEvents[T]): void {
      for (const set of byUser.values()) for (const stream of set) stream.write(formatEvent(type, data));
    },

    count: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),

    endAll(): void {
      for (const set of byUser.values()) for (const stream of set) stream.end();
      byUser.clear();
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
