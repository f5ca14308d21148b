import {
  GetConversationResponseSchema,
  GetFlaggedMessagesRequestSchema,
  GetFlaggedMessagesResponseSchema,
  GetMessagesRequestSchema,
  GetMessagesResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import type { MessagesService } from './messages.service';

const errors = errorResponses(400, 401, 403, 404);

/** Under /api/admin (inside an admin scope): flagged messages, and reading a conversation. */
export const adminMessagesRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin: messages'];
    const params = UuidParamsSchema;

    app.get(
      '/messages/flagged',
      {
        schema: {
          tags,
          summary:
            'Messages flagged for sharing contact details or asking to pay outside Skillora, newest first',
          querystring: GetFlaggedMessagesRequestSchema,
          response: { 200: GetFlaggedMessagesResponseSchema, ...errors },
        },
      },
      async (request) => service.listFlagged(request.query),
    );

    app.get(
      '/conversations/:id',
      {
        schema: {
          tags,
          summary: 'A conversation (read only)',
          params,
          response: { 200: GetConversationResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.get(request.params.id, viewer(request)) }),
    );

    app.get(
      '/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: 'A conversation’s messages, as its parties page them (read only)',
          params,
          querystring: GetMessagesRequestSchema,
          response: { 200: GetMessagesResponseSchema, ...errors },
        },
      },
      async (request) => service.messages(request.params.id, viewer(request), request.query),
    );

    app.get(
      '/contracts/:id/conversation',
      {
        schema: {
          tags,
          summary: 'The conversation between a contract’s parties',
          params,
          response: { 200: GetConversationResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.conversationOfContract(request.params.id) }),
    );
  };
