export { messagesPlugin } from './messages.plugin';
export { openConversationIn } from './messages.repository';
export type { MessagesService } from './messages.service';
