import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { actionKeys } from './action-key';
import { retryUnlessClientError } from './api-client';

type Keyed = { 'idempotency-key': string };

/**
 * A mutation that may move money or must not happen twice: every attempt of one user action (the
 * client's retry after a lost answer, the user's own retry click) carries the same Idempotency-Key
 * (lib/action-key), so the server replays its first answer. `send` puts the header on its call.
 */
export function useKeyedMutation<I, O>(
  send: (input: I, headers: Keyed) => Promise<O>,
  options: Pick<UseMutationOptions<O, Error, I>, 'onSuccess' | 'onError' | 'onSettled'> = {},
) {
  const [keys] = useState(actionKeys);
  return useMutation<O, Error, I>({
    mutationFn: (input) => send(input, { 'idempotency-key': keys.attempt(input) }),
    retry: retryUnlessClientError,
    onSuccess: (...args) => {
      keys.settle();
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      keys.settle(args[0]);
      return options.onError?.(...args);
    },
    onSettled: options.onSettled,
  });
}
