import { IMAGE_UPLOAD_MAX_BYTES, MessageResponseSchema, UuidParamsSchema } from '@skillora/shared';
import {
  GetClientProfileResponseSchema,
  GetFreelancerProfileResponseSchema,
  GetPublicFreelancerProfileResponseSchema,
  PortfolioItemResponseSchema,
  SaveClientProfileRequestSchema,
  SaveClientProfileResponseSchema,
  SaveFreelancerProfileRequestSchema,
  SaveFreelancerProfileResponseSchema,
  SavePortfolioItemRequestSchema,
  UploadPhotoResponseSchema,
} from '@skillora/shared/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { acceptUploads, readUpload } from '../files';
import type { ProfilesService } from './profiles.service';

/** Per address: re-encoding an image costs CPU; people upload a handful at a time. */
export const UPLOAD_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
const SAVE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const ImageParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  fileId: z.uuid({ error: 'Not found' }),
});

/** /api/freelancer/profile and the portfolio: the freelancer's own. */
export const freelancerProfileRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireRole('freelancer'));
    await acceptUploads(app, IMAGE_UPLOAD_MAX_BYTES);
    const tags = ['profiles'];

    app.get(
      '/profile',
      {
        schema: { tags, response: { 200: GetFreelancerProfileResponseSchema, ...errorResponses(401, 403) } },
      },
      async (request) => ({ data: await service.getFreelancer(viewer(request).id) }),
    );

    app.put(
      '/profile',
      {
        config: { rateLimit: SAVE_LIMIT },
        schema: {
          tags,
          body: SaveFreelancerProfileRequestSchema,
          response: { 200: SaveFreelancerProfileResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => service.saveFreelancer(viewer(request).id, request.body),
    );

    app.post(
      '/portfolio',
      {
        config: { rateLimit: SAVE_LIMIT },
        schema: {
          tags,
          body: SavePortfolioItemRequestSchema,
          response: { 201: PortfolioItemResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.addPortfolioItem(viewer(request).id, request.body);
      },
    );

    app.put(
      '/portfolio/:id',
      {
        config: { rateLimit: SAVE_LIMIT },
        schema: {
          tags,
          params: UuidParamsSchema,
          body: SavePortfolioItemRequestSchema,
          response: { 200: PortfolioItemResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => service.editPortfolioItem(viewer(request).id, request.params.id, request.body),
    );

    app.delete(
      '/portfolio/:id',
      {
        schema: {
          tags,
          params: UuidParamsSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => service.deletePortfolioItem(viewer(request).id, request.params.id),
    );

    app.post(
      '/portfolio/:id/images',
      {
        config: { rateLimit: UPLOAD_LIMIT },
        schema: {
          tags,
          summary: 'Add an image (multipart, field "file"; JPEG, PNG or WebP up to 5 MB)',
          params: UuidParamsSchema,
          response: {
            201: PortfolioItemResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, IMAGE_UPLOAD_MAX_BYTES);
        reply.code(201);
        return service.addPortfolioImage(viewer(request).id, request.params.id, upload);
      },
    );

    app.delete(
      '/portfolio/:id/images/:fileId',
      {
        schema: {
          tags,
          params: ImageParamsSchema,
          response: { 200: PortfolioItemResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) =>
        service.removePortfolioImage(viewer(request).id, request.params.id, request.params.fileId),
    );
  };

/** /api/client/profile: the client's own. */
export const clientProfileRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireRole('client'));
    const tags = ['profiles'];
    app.get(
      '/profile',
      { schema: { tags, response: { 200: GetClientProfileResponseSchema, ...errorResponses(401, 403) } } },
      async (request) => ({ data: await service.getClient(viewer(request).id) }),
    );
    app.put(
      '/profile',
      {
        config: { rateLimit: SAVE_LIMIT },
        schema: {
          tags,
          body: SaveClientProfileRequestSchema,
          response: { 200: SaveClientProfileResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => service.saveClient(viewer(request).id, request.body),
    );
  };

/** POST /api/me/photo: any signed-in user (multipart, the file in field `file`). */
export const photoRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, IMAGE_UPLOAD_MAX_BYTES);
    app.post(
      '/me/photo',
      {
        preHandler: app.requireUser,
        config: { rateLimit: UPLOAD_LIMIT },
        schema: {
          tags: ['profiles'],
          summary: 'Upload a profile photo (JPEG, PNG or WebP up to 5 MB)',
          response: { 200: UploadPhotoResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
        },
      },
      async (request) => {
        const user = viewer(request);
        return service.setPhoto(user.id, await readUpload(request, IMAGE_UPLOAD_MAX_BYTES));
      },
    );
  };

/** GET /api/freelancers/{id}: public and rate-limited, like the job pages. */
export const publicProfileRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/freelancers/:id',
      {
        config: app.publicRateLimit,
        schema: {
          tags: ['profiles'],
          summary: "A freelancer's public profile",
          params: UuidParamsSchema,
          response: { 200: GetPublicFreelancerProfileResponseSchema, ...errorResponses(404, 429) },
        },
      },
      async (request) => ({ data: await service.getPublic(request.params.id) }),
    );
  };
