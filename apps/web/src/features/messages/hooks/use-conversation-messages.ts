import type { Message } from '@skillora/shared';
import { MESSAGE_REMOVED_TEXT } from '@skillora/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeLive } from '../../../lib/live-events';
import type { ConversationReader } from '../api/conversations';
import { fetchMessages } from '../api/messages';

const newestFirst = (a: Message, b: Message) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

const STATE_RANK = { sent: 0, delivered: 1, read: 2 } as const;

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; error: unknown };

/**
 * One conversation's messages, newest first: the newest page first, older pages on demand
 * (`loadOlder`), and on every live wake-up (or reconnect) what came "since" the newest one held —
 * merged by id, so nothing is shown twice and nothing is skipped.
 */
export function useConversationMessages(id: string, reader: ConversationReader, viewerId: string | null) {
  const [byId, setById] = useState<Map<string, Message>>(() => new Map());
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const newestRef = useRef<string | null>(null);
  const catchUpRef = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });

  const merge = useCallback((incoming: Message[]) => {
    if (incoming.length === 0) return;
    setById((previous) => {
      const next = new Map(previous);
      for (const message of incoming) {
        const held = next.get(message.id);
        // A state never goes back (a slow answer must not undo a newer "read").
        const state = held && STATE_RANK[held.state] > STATE_RANK[message.state] ? held.state : message.state;
        next.set(message.id, { ...message, state });
      }
      const newest = [...next.values()].sort(newestFirst)[0];
      newestRef.current = newest?.id ?? null;
      return next;
    });
  }, []);

  const catchUp = useCallback(async () => {
    const guard = catchUpRef.current;
    if (guard.running) {
      guard.again = true;
      return;
    }
    guard.running = true;
    try {
      do {
        guard.again = false;
        let since = newestRef.current;
        if (!since) {
          const page = await fetchMessages(reader, id, {});
          merge(page.data);
          setOlderCursor((current) => current ?? page.nextCursor);
          continue;
        }
        while (since) {
          const page = await fetchMessages(reader, id, { since }, 100);
          merge(page.data);
          since = page.nextCursor;
        }
      } while (guard.again);
    } catch {
      // The next wake-up or reconnect tries again.
    } finally {
      guard.running = false;
    }
  }, [reader, id, merge]);

  useEffect(() => {
    let isCurrent = true;
    setById(new Map());
    newestRef.current = null;
    setStatus({ kind: 'loading' });
    fetchMessages(reader, id, {}).then(
      (page) => {
        if (!isCurrent) return;
        merge(page.data);
        setOlderCursor(page.nextCursor);
        setStatus({ kind: 'ready' });
      },
      (error: unknown) => isCurrent && setStatus({ kind: 'error', error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [reader, id, merge]);

  useEffect(() => {
    const unsubscribes = [
      subscribeLive('message.created', (data) => {
        if (data.conversationId === id) void catchUp();
      }),
      subscribeLive('resync', () => void catchUp()),
      // An admin hid a message (ADR 030): shown as the parties' API now answers it. Applied from the
      // event rather than re-read, like the read marks: it may be far back in the history.
      subscribeLive('message.hidden', (data) => {
        if (data.conversationId !== id) return;
        setById((previous) => {
          const held = previous.get(data.messageId);
          if (!held || held.hidden) return previous;
          const hidden = { at: data.at, reason: null };
          const removed = { ...held, text: MESSAGE_REMOVED_TEXT, attachments: [], warning: null, hidden };
          return new Map(previous).set(held.id, removed);
        });
      }),
      subscribeLive('conversation.read', (data) => {
        if (data.conversationId !== id || data.readerId === viewerId) return;
        const { kind, upTo } = data;
        setById((previous) => {
          const next = new Map(previous);
          for (const [key, message] of previous)
            if (
              message.senderId !== data.readerId &&
              message.createdAt <= upTo &&
              STATE_RANK[message.state] < STATE_RANK[kind]
            )
              next.set(key, { ...message, state: kind });
          return next;
        });
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [id, viewerId, catchUp]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor || isLoadingOlder) return;
    setIsLoadingOlder(true);
    try {
      const page = await fetchMessages(reader, id, { before: olderCursor });
      merge(page.data);
      setOlderCursor(page.nextCursor);
    } finally {
      setIsLoadingOlder(false);
    }
  }, [reader, id, olderCursor, isLoadingOlder, merge]);

  return {
    messages: [...byId.values()].sort(newestFirst),
    status,
    hasOlder: olderCursor !== null,
    isLoadingOlder,
    loadOlder,
    retry: () => {
      setStatus({ kind: 'loading' });
      fetchMessages(reader, id, {}).then(
        (page) => {
          merge(page.data);
          setOlderCursor(page.nextCursor);
          setStatus({ kind: 'ready' });
        },
        (error: unknown) => setStatus({ kind: 'error', error }),
      );
    },
    /** A message this tab sent: shown at once (the live wake-up then finds it already held). */
    add: (message: Message) => merge([message]),
  };
}
