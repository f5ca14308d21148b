import type { Tx } from '../../outbox';

/** In the caller's transaction (account deletion): the owner's photos and portfolio images go. */
export const removeImagesOfIn = (tx: Tx, ownerId: string) => tx.repos.files.removeImagesOf(ownerId);
