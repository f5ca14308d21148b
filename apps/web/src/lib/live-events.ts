import { LIVE_STREAM_PATH, type LiveEvents } from '@skillora/shared/live-events';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { contractsKey, marketplaceKey } from './query-keys';
import { meQueryKey } from './session';

/** The stream's events, and the tab's own: the browser gave up on a stream it was refused. */
type TabEvents = LiveEvents & { 'stream.refused': Record<string, never> };
type TabEventType = keyof TabEvents;
type Listener<T extends TabEventType> = (data: TabEvents[T]) => void;

// A listener of `type` only ever gets `type`'s data (dispatch below), whatever the map's value type says.
const listeners = new Map<TabEventType, Set<Listener<never>>>();
let source: EventSource | null = null;
let subscribers = 0;

/** Every event the stream may carry is dispatched through here (one EventSource per tab). */
function dispatch(type: TabEventType, event: Event) {
  let data = {};
  try {
    // The server sends each type with its payload (packages/shared/src/live-events.ts).
    data = JSON.parse((event as MessageEvent<string>).data || '{}');
  } catch {
    // A wake-up without a readable body still wakes.
  }
  for (const listener of listeners.get(type) ?? []) listener(data as never);
}

const attached = new Set<TabEventType>();

function ensureSource() {
  if (source) return;
  source = new EventSource(LIVE_STREAM_PATH);
  source.addEventListener('error', () => {
    // The browser gives up (CLOSED) when the stream is refused, e.g. the session ended before the
    // stream connected: ask who is signed in, which signs the tab out if nobody is.
    if (source?.readyState === EventSource.CLOSED)
      dispatch('stream.refused', new MessageEvent('stream.refused'));
  });
  // The server says 'ready' once this stream receives events: on the first connection and after
  // every reconnect. Whatever was read before then (the page's first load, or before a drop) may have
  // missed a wake-up, so it is read again (events are wake-ups, not the data).
  source.addEventListener('ready', () => dispatch('resync', new MessageEvent('resync')));
  for (const type of listeners.keys()) attach(type);
}

function attach(type: TabEventType) {
  if (!source || attached.has(type)) return;
  attached.add(type);
  source.addEventListener(type, (event) => dispatch(type, event));
}

/** Listens to one live event type; the stream opens with the first listener and closes with the last. */
export function subscribeLive<T extends TabEventType>(type: T, listener: Listener<T>): () => void {
  const set = listeners.get(type) ?? new Set();
  set.add(listener);
  listeners.set(type, set);
  subscribers += 1;
  ensureSource();
  attach(type);
  return () => {
    set.delete(listener);
    subscribers -= 1;
    if (subscribers === 0) {
      source?.close();
      source = null;
      attached.clear();
    }
  };
}

/**
 * Reads the queries under `queryKey` again after a wake-up. TanStack's invalidation
 * restarts a fetch in flight only when the query already holds data: a first fetch still running is
 * shared, and its answer — read before the change the wake-up announces — would then be kept as
 * fresh (a tab loaded just before a message arrived kept "no unread" for good). Such first fetches
 * are cancelled, and every query under the key is read anew.
 */
export function refreshAfterWakeUp(queryClient: QueryClient, queryKey: QueryKey) {
  const firstFetchInFlight = (query: { state: { data: unknown; fetchStatus: string } }) =>
    query.state.data === undefined && query.state.fetchStatus === 'fetching';
  void queryClient
    .cancelQueries({ queryKey, predicate: firstFetchInFlight })
    .then(() => queryClient.invalidateQueries({ queryKey }));
}

/**
 * The signed-in areas' live updates: a session ended elsewhere (logout, a block, a password change)
 * signs this tab out; a change that touches what the user looks at refreshes it.
 */
export function useLiveUpdates(loginPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const unsubscribes = [
      subscribeLive('session.ended', ({ reason }) => {
        // Navigate first: an area guard that saw the emptied session before the navigation would
        // send the tab to login on its own, without the `signedOut` state the login page shows.
        navigate(loginPath, { replace: true, state: { signedOut: reason ?? true } });
        queryClient.setQueryData(meQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }),
      subscribeLive('proposal.created', () => {
        refreshAfterWakeUp(queryClient, marketplaceKey);
      }),
      // An invitation to a job: the Invitations page (under the marketplace root) is read again.
      subscribeLive('invitation.created', () => {
        refreshAfterWakeUp(queryClient, marketplaceKey);
      }),
      // An offer sent to me, or a contract or milestone moving (funded, submitted, released, ended…):
      // offers, contracts and the wallet are read again.
      subscribeLive('offer.created', () => {
        refreshAfterWakeUp(queryClient, contractsKey);
      }),
      // An offer answered or withdrawn: the offers, and the job's proposal cards that show it.
      subscribeLive('offer.changed', () => {
        refreshAfterWakeUp(queryClient, contractsKey);
        refreshAfterWakeUp(queryClient, marketplaceKey);
      }),
      subscribeLive('contract.changed', () => {
        refreshAfterWakeUp(queryClient, contractsKey);
      }),
      // Every page load hears 'ready' while its first reads are in flight: those are left to finish
      // (cancelling them would read every page twice), and what they hold is read again.
      subscribeLive('resync', () => {
        void queryClient.invalidateQueries();
      }),
      subscribeLive('stream.refused', () => {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient, navigate, loginPath]);
}
