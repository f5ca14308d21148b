import { MESSAGE_FILES_MAX } from '@skillora/shared';
import { adminDisputesEndpoints, disputesEndpoints } from '@skillora/shared/endpoints/disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../lib/http-error';
import { perUserLimit } from '../../lib/per-user-limit';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { acceptAttachments, contentDisposition, readAttachments } from '../files';
import type { DisputesService } from './disputes.service';

type Options = { service: DisputesService };
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429);
/** Statements and proposals are written by people: a few an hour, not hundreds. */
const WRITE_LIMIT = perUserLimit(60, '1 hour');

const FileParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  fileId: z.uuid({ error: 'Not found' }),
});

/** A party's disputes (issue 25); money-moving calls take an Idempotency-Key. */
export const disputesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, { tags: ['disputes'], response: errors });
  const write = { rateLimit: WRITE_LIMIT, idempotent: true } as const;

  serve(
    disputesEndpoints.open,
    { summary: 'A party disputes a milestone whose money is in escrow', config: write },
    async (request, reply) => {
      reply.code(201);
      const { id, milestoneId } = request.params;
      return service.open({ contractId: id, milestoneId }, viewer(request), request.body);
    },
  );
  serve(
    disputesEndpoints.disputeEntries,
    {
      summary:
        "Client: dispute chosen entries of an hourly week in review; the week's rest is released at the end of review",
      config: write,
    },
    async (request, reply) => {
      reply.code(201);
      const { id, week } = request.params;
      return service.disputeEntries({ contractId: id, week }, viewer(request), request.body);
    },
  );
  serve(disputesEndpoints.list, "The viewer's disputes, either side", async (request) =>
    service.mine(viewer(request)),
  );
  serve(disputesEndpoints.get, 'One dispute with every step and open proposal', async (request) =>
    service.get(request.params.id, viewer(request)),
  );
  serve(
    disputesEndpoints.respond,
    { summary: 'The other party answers with a statement', config: write },
    async (request) => service.respond(request.params.id, viewer(request), request.body.statement),
  );
  serve(
    disputesEndpoints.propose,
    { summary: 'A party proposes a settlement: release this much, refund the rest', config: write },
    async (request, reply) => {
      reply.code(201);
      return service.propose(request.params.id, viewer(request), request.body);
    },
  );
  serve(
    disputesEndpoints.accept,
    { summary: 'The other party accepts a proposal: settled as proposed', config: write },
    async (request) => service.accept(request.params.id, request.params.settlementId, viewer(request)),
  );
  serve(
    disputesEndpoints.withdraw,
    { summary: 'The opener withdraws the dispute', config: write },
    async (request) => service.withdraw(request.params.id, viewer(request)),
  );
  await app.register(async (uploads) => {
    // Multipart only in this scope; every other route keeps JSON only.
    await acceptAttachments(uploads, 1);
    routesOf(uploads, { tags: ['disputes'], response: errorResponses(400, 401, 403, 404, 409, 413, 429) })(
      disputesEndpoints.addFiles,
      {
        summary: `A party attaches evidence: multipart/form-data with up to ${MESSAGE_FILES_MAX} \`files\` (the messages' rules)`,
        config: { rateLimit: WRITE_LIMIT },
      },
      async (request, reply) => {
        // Nobody's upload is read before they are known to be a party.
        await service.mayAttach(request.params.id, viewer(request));
        const body = await readAttachments(
          request,
          `At most ${MESSAGE_FILES_MAX} files can be attached at once`,
        );
        reply.code(201);
        return service.addFiles(request.params.id, viewer(request), body.files);
      },
    );
  });
  app.get(
    '/disputes/:id/files/:fileId',
    {
      schema: {
        tags: ['disputes'],
        summary: "A dispute's evidence file (its parties and admins only); always a download",
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const { name, file } = await service.file(request.params.id, request.params.fileId, viewer(request));
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', contentDisposition('attachment', name));
      return reply.type(file.contentType).send(file.data);
    },
  );
  serve(
    disputesEndpoints.mediation,
    { summary: 'A party asks an admin to decide', config: write },
    async (request) => service.mediation(request.params.id, viewer(request)),
  );
};

/** /api/admin/disputes: the queue by deadline, one dispute, and the decision. */
export const adminDisputesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const serve = routesOf(app, { tags: ['admin: disputes'], response: errors });

  serve(adminDisputesEndpoints.list, 'Active disputes by nearest deadline, then the ended ones', async () =>
    service.forAdmins(),
  );
  serve(adminDisputesEndpoints.get, 'One dispute with every step', async (request) =>
    service.get(request.params.id, viewer(request)),
  );
  serve(
    adminDisputesEndpoints.decide,
    {
      summary: 'Decide a dispute in mediation: release, refund or split to the cent, with a reason',
      config: { idempotent: true },
    },
    async (request) => service.decide(request.params.id, viewer(request), request.body),
  );
};
