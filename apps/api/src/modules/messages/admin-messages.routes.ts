import { adminMessagesEndpoints } from '@skillora/shared/endpoints/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { ADMIN_WRITE_LIMIT } from '../../lib/per-user-limit';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { MessagesService } from './messages.service';

const errors = errorResponses(400, 401, 403, 404);

/** Under /api/admin (inside an admin scope): flagged messages, reading a conversation, hiding a message. */
export const adminMessagesRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin: messages'];

    route(
      app,
      adminMessagesEndpoints.flagged,
      {
        schema: {
          tags,
          summary:
            'Messages flagged for sharing contact details or asking to pay outside Skillora, newest first',
          response: errors,
        },
      },
      async (request) => service.listFlagged(request.query),
    );

    route(
      app,
      adminMessagesEndpoints.get,
      {
        schema: {
          tags,
          summary: 'A conversation (read only)',
          response: errors,
        },
      },
      async (request) => ({ data: await service.get(request.params.id, viewer(request)) }),
    );

    route(
      app,
      adminMessagesEndpoints.messages,
      {
        schema: {
          tags,
          summary: 'A conversation’s messages, as its parties page them (read only)',
          response: errors,
        },
      },
      async (request) => service.messages(request.params.id, viewer(request), request.query),
    );

    route(
      app,
      adminMessagesEndpoints.ofContract,
      {
        schema: {
          tags,
          summary: 'The conversation between a contract’s parties',
          response: errors,
        },
      },
      async (request) => ({ data: await service.conversationOfContract(request.params.id) }),
    );

    route(
      app,
      adminMessagesEndpoints.hide,
      {
        schema: {
          tags,
          summary:
            'Hide a message with a reason: its parties read "This message was removed by Skillora." and lose its files',
          response: errorResponses(400, 401, 403, 404, 409, 429),
        },
        config: { rateLimit: ADMIN_WRITE_LIMIT, idempotent: true },
      },
      async (request) => service.hide(request.params.id, viewer(request).id, request.body.reason),
    );
  };
