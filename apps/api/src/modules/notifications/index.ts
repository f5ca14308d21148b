// What other modules may use of notifications.
export { notificationsPlugin } from './notifications.plugin';
