import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change whose answer is the resource a page shows: the answer becomes that page's query
 * data (nothing re-reads what was just received), and every other query under `root` (the lists and
 * counts the answer does not carry) is read again.
 */
export function keepAnswer<T>(queryClient: QueryClient, key: QueryKey, answer: T, root: QueryKey) {
  queryClient.setQueryData(key, answer);
  const kept = hashKey(key);
  return queryClient.invalidateQueries({ queryKey: root, predicate: (query) => query.queryHash !== kept });
}
