import type { Tx } from '../../outbox';

/** In the caller's transaction (account deletion): every sign-in the user linked goes. */
export const unlinkAllIn = (tx: Tx, userId: string) => tx.repos.identities.deleteAllOf(userId);
