// What other features may use of messages; everything else in this folder is its own business.
export { useUnreadCount } from './api/conversations';
export { MessageButton } from './components/message-button';
export { useMessagesLive } from './hooks/use-messages-live';
// A conversation as an admin reads it (a dispute's admin page shows the parties' one), loaded when
// shown: a static re-export would put the panel and its composer in every chunk that imports this index.
export const loadConversationPanel = async () =>
  (await import('./components/conversation-panel')).ConversationPanel;
