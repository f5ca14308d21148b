import type { Tx } from '../../outbox';

/** In the caller's transaction (account deletion): the user's notifications and mail choices go. */
export const forgetRecipientIn = (tx: Tx, userId: string) => tx.repos.notifications.forgetRecipient(userId);
