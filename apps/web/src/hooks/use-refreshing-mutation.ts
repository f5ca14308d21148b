import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which every query under `queryKey` (a feature's `all`) is read again. The mutation
 * stays pending until the queries on screen are fresh, so a caller's onSuccess sees the new data.
 */
export function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
