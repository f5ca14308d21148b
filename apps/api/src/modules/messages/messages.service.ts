import type { UnitOfWork } from '../../outbox';
import { createConversationsService } from './conversations.service';
import { listFlagged } from './flagged-messages';
import { createHideMessage } from './hide-message';
import { createMessageHistory } from './message-history';
import { createSendMessage } from './send-message';

declare module '../../outbox' {
  interface EventMap {
    /** A message was stored: both parties' tabs hear of it; notifications mail an offline recipient. */
    'message.created': { conversationId: string; messageId: string; senderId: string; recipientId: string };
    /** A party received (`delivered`) or read the conversation up to its last message. */
    'conversation.read': {
      conversationId: string;
      readerId: string;
      otherId: string;
      kind: 'read' | 'delivered';
      /** The time of the last message the mark covers. */
      upTo: string;
    };
  }
}

/**
 * Conversations between a client and a freelancer about a job, and their messages (issue 16,
 * ADR 022), one file per use case. Reads by a party mark the other party's messages delivered; each
 * change is an outbox event, which the plugin turns into live wake-ups.
 */
export function createMessagesService(uow: UnitOfWork) {
  return {
    ...createConversationsService(uow),
    ...createMessageHistory(uow),
    send: createSendMessage(uow),
    listFlagged: (query: { page: number; limit: number }) => listFlagged(uow, query),
    hide: createHideMessage(uow),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
