import { IMAGE_UPLOAD_MAX_BYTES } from '@skillora/shared';
import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route, routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { acceptUploads, readUpload } from '../files';
import type { ProfilesService } from './profiles.service';

/** Per address: re-encoding an image costs CPU; people upload a handful at a time. */
export const UPLOAD_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
const SAVE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
const tags = ['profiles'];

/** Reading one's own profile. */
const reading = { response: errorResponses(401, 403) };
/** Saving a part of one's own profile, rate-limited; `codes` are the refusals it adds. */
const saving = <const Code extends number = never>(...codes: Code[]) => ({
  config: { rateLimit: SAVE_LIMIT },
  response: errorResponses<400 | 401 | 403 | 429 | Code>(400, 401, 403, 429, ...codes),
});

/** /api/freelancer/profile and the portfolio: the freelancer's own. */
export const freelancerProfileRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireRole('freelancer'));
    await acceptUploads(app, IMAGE_UPLOAD_MAX_BYTES);
    const serve = routesOf(app, { tags });

    serve(profilesEndpoints.freelancer, reading, async (request) => ({
      data: await service.getFreelancer(viewer(request).id),
    }));
    serve(profilesEndpoints.saveFreelancer, saving(), async (request) =>
      service.saveFreelancer(viewer(request).id, request.body),
    );
    serve(profilesEndpoints.addPortfolioItem, saving(409), async (request, reply) => {
      reply.code(201);
      return service.addPortfolioItem(viewer(request).id, request.body);
    });
    serve(profilesEndpoints.editPortfolioItem, saving(404), async (request) =>
      service.editPortfolioItem(viewer(request).id, request.params.id, request.body),
    );
    serve(
      profilesEndpoints.deletePortfolioItem,
      { response: errorResponses(401, 403, 404) },
      async (request) => service.deletePortfolioItem(viewer(request).id, request.params.id),
    );
    serve(
      profilesEndpoints.addPortfolioImage,
      {
        config: { rateLimit: UPLOAD_LIMIT },
        summary: 'Add an image (multipart, field "file"; JPEG, PNG or WebP up to 5 MB)',
        response: errorResponses(400, 401, 403, 404, 409, 413, 429),
      },
      async (request, reply) => {
        const upload = await readUpload(request, IMAGE_UPLOAD_MAX_BYTES);
        reply.code(201);
        return service.addPortfolioImage(viewer(request).id, request.params.id, upload);
      },
    );
    serve(
      profilesEndpoints.removePortfolioImage,
      { response: errorResponses(401, 403, 404) },
      async (request) =>
        service.removePortfolioImage(viewer(request).id, request.params.id, request.params.fileId),
    );
  };

/** /api/client/profile: the client's own. */
export const clientProfileRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireRole('client'));
    const serve = routesOf(app, { tags });
    serve(profilesEndpoints.client, reading, async (request) => ({
      data: await service.getClient(viewer(request).id),
    }));
    serve(profilesEndpoints.saveClient, saving(), async (request) =>
      service.saveClient(viewer(request).id, request.body),
    );
  };

/** POST /api/me/photo: any signed-in user (multipart, the file in field `file`). */
export const photoRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, IMAGE_UPLOAD_MAX_BYTES);
    route(
      app,
      profilesEndpoints.uploadPhoto,
      {
        preHandler: app.requireUser,
        config: { rateLimit: UPLOAD_LIMIT },
        schema: {
          tags: ['profiles'],
          summary: 'Upload a profile photo (JPEG, PNG or WebP up to 5 MB)',
          response: errorResponses(400, 401, 403, 413, 429),
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
    route(
      app,
      profilesEndpoints.public,
      {
        config: app.publicRateLimit,
        schema: {
          tags: ['profiles'],
          summary: "A freelancer's public profile",
          response: errorResponses(404, 429),
        },
      },
      async (request) => ({ data: await service.getPublic(request.params.id) }),
    );
  };
