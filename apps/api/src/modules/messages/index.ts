export { openConversationIn } from './conversation-opening';
export { messagesPlugin } from './messages.plugin';
export type { MessagesService } from './messages.service';
