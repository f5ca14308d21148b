// What other features may use of messages; everything else in this folder is its own business.
export { useUnreadCount } from './api/conversations';
export { MessageButton } from './components/message-button';
export { useMessagesLive } from './hooks/use-messages-live';
