export { AdminConversationPage } from './admin-conversation-page';
export { MessagesPage } from './messages-page';
