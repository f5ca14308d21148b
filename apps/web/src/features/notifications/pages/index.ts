export { NotificationSettingsPage } from './notification-settings-page';
export { UnsubscribePage } from './unsubscribe-page';
