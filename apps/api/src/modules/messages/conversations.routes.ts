import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_SEND_LIMIT_PER_MINUTE,
  OpenConversationResponseSchema,
} from '@skillora/shared';
import { conversationsEndpoints } from '@skillora/shared/endpoints/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../lib/http-error';
import { perUserLimit } from '../../lib/per-user-limit';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { acceptAttachments, contentDisposition } from '../files';
import { readMessageBody } from './message-body';
import type { MessagesService } from './messages.service';

const errors = errorResponses(400, 401, 403, 404);

/** Per user, not per address (issue 16). */
export const SEND_LIMIT = perUserLimit(MESSAGE_SEND_LIMIT_PER_MINUTE, '1 minute');

/** /api/conversations: a client's or a freelancer's own conversations (ADR 022). */
export const conversationsRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireRole('client', 'freelancer'));
    // Multipart only in this scope (message attachments); every other route keeps JSON only.
    await acceptAttachments(app, 2);
    const tags = ['messages'];

    route(
      app,
      conversationsEndpoints.list,
      {
        schema: {
          tags,
          summary: 'My conversations, most recent activity first; `q` searches names and job titles',
          response: errors,
        },
      },
      async (request) => service.list(viewer(request), request.query),
    );

    route(
      app,
      conversationsEndpoints.open,
      {
        schema: {
          tags,
          summary: 'Open the conversation about a job with a freelancer (201), or get the existing one (200)',
          response: { 200: OpenConversationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const opened = await service.open(viewer(request), request.body.jobId, request.body.freelancerId);
        reply.code(opened.isNew ? 201 : 200);
        return { data: opened.data };
      },
    );

    route(
      app,
      conversationsEndpoints.unreadCount,
      {
        schema: {
          tags,
          summary: 'How many messages sent to me I have not read, over all my conversations',
          response: errors,
        },
      },
      async (request) => ({ data: await service.unreadCount(viewer(request)) }),
    );

    route(
      app,
      conversationsEndpoints.get,
      {
        schema: {
          tags,
          summary: 'One of my conversations',
          response: errors,
        },
      },
      async (request) => ({ data: await service.get(request.params.id, viewer(request)) }),
    );

    route(
      app,
      conversationsEndpoints.messages,
      {
        schema: {
          tags,
          summary: 'Messages, newest first: `before=<id>` pages back, `since=<id>` catches up',
          response: errors,
        },
      },
      async (request) => service.messages(request.params.id, viewer(request), request.query),
    );

    route(
      app,
      conversationsEndpoints.send,
      {
        config: { rateLimit: SEND_LIMIT },
        schema: {
          tags,
          summary: `Send a message (at most ${MESSAGE_SEND_LIMIT_PER_MINUTE} a minute): JSON \`{ text }\`, or multipart/form-data with \`text\` and up to ${MESSAGE_FILES_MAX} \`files\` of ${MESSAGE_FILE_MAX_BYTES / (1024 * 1024)} MB (no executables)`,
          response: errorResponses(400, 401, 403, 404, 413, 429),
        },
      },
      async (request, reply) => {
        const body = await readMessageBody(request);
        reply.code(201);
        return { data: await service.send(request.params.id, viewer(request), body.text, body.files) };
      },
    );

    route(
      app,
      conversationsEndpoints.read,
      {
        schema: {
          tags,
          summary: 'Mark the conversation read up to its last message',
          response: errors,
        },
      },
      async (request) => ({ data: await service.read(request.params.id, viewer(request)) }),
    );
  };

const AttachmentParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  attachmentId: z.uuid({ error: 'Not found' }),
});
const AttachmentQuerySchema = z.object({ thumbnail: z.enum(['1']).optional() });

/**
 * GET /api/conversations/:id/attachments/:attachmentId: a message's file, to the conversation's
 * parties and admins only (a checked route, ADR 022); `?thumbnail=1` for an image's preview.
 * Originals always download (never rendered by the browser); previews are WebP we made.
 */
export const attachmentRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);
    app.get(
      '/:id/attachments/:attachmentId',
      {
        schema: {
          tags: ['messages'],
          summary: 'A message attachment (parties and admins only)',
          params: AttachmentParamsSchema,
          querystring: AttachmentQuerySchema,
        },
      },
      async (request, reply) => {
        const isThumbnail = request.query.thumbnail === '1';
        const { name, file } = await service.attachment(
          request.params.id,
          request.params.attachmentId,
          viewer(request),
          isThumbnail,
        );
        reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', contentDisposition(isThumbnail ? 'inline' : 'attachment', name));
        return reply.type(file.contentType).send(file.data);
      },
    );
  };
