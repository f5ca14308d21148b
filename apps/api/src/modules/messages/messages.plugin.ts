import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import type { LivePayloads } from '../live';
import { adminMessagesRoutes } from './admin-messages.routes';
import { attachmentRoutes, conversationsRoutes } from './conversations.routes';
import { hideMessageIn } from './hide-message';
import { createMessagesService } from './messages.service';
import './repositories';

/** Messages between a job's client and a freelancer (issue 16, ADR 022). */
export const messagesPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createMessagesService(app.uow);
    app.decorate('hideMessageIn', hideMessageIn);

    // Wake-ups, not data: the tabs ask "since" the last message they hold (ADR 013). Published by the
    // committing instance right after commit rather than by the outbox dispatcher, which adds a claim
    // round trip (ADR 022: the delivery goal is p99 ≤ 100 ms). A wake-up lost to a crash in between
    // costs nothing but latency: the tab catches up on the next one, or on reconnect (`resync`).
    // The outbox events stay for after-commit work that must happen (the offline e-mail).
    const publish = <T extends 'message.created' | 'conversation.read' | 'message.hidden'>(
      userIds: string[],
      type: T,
      data: LivePayloads[T],
    ) =>
      void app.live.publish({ userIds }, type, data).catch((err: Error) => {
        app.log.warn({ err: err.message, type }, 'messages: live wake-up not published');
      });
    app.outbox.onCommitted('message.created', (payload) =>
      publish([payload.recipientId, payload.senderId], 'message.created', {
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        senderId: payload.senderId,
      }),
    );
    app.outbox.onCommitted('conversation.read', (payload) =>
      publish([payload.otherId, payload.readerId], 'conversation.read', {
        conversationId: payload.conversationId,
        readerId: payload.readerId,
        kind: payload.kind,
        upTo: payload.upTo,
      }),
    );

    app.outbox.onCommitted('message.hidden', ({ recipientIds, conversationId, messageId, at }) =>
      publish(recipientIds, 'message.hidden', { conversationId, messageId, at }),
    );

    await app.register(conversationsRoutes(service), { prefix: '/api/conversations' });
    await app.register(attachmentRoutes(service), { prefix: '/api/conversations' });
    await app.register(adminScope(adminMessagesRoutes(service)), { prefix: '/api/admin' });
  },
  { name: 'messages', dependencies: ['session', 'outbox', 'live'] },
);
