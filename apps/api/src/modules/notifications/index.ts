// What other modules may use of notifications: the plugin, and marking a conversation's
// notifications read when Messages reads it.
export { notificationsPlugin } from './notifications.plugin';
export { markConversationNotificationsReadIn } from './notifications.repository';
export { forgetRecipientIn } from './recipient';
