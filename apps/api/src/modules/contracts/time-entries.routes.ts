import { UuidParamsSchema } from '@skillora/shared';
import { hourlyEndpoints, hourlyFiles } from '@skillora/shared/endpoints/hourly';
import { TimeCsvQuerySchema } from '@skillora/shared/schemas/hourly-reads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { contentDisposition } from '../files';
import type { hourlyBilling } from './hourly-billing';
import type { hourlyClocks } from './hourly-clocks';
import type { createHourlyThisWeek } from './hourly-this-week';
import type { createTimeEntriesService } from './time-entries.service';
import type { createTimeCsv } from './time-entries-csv';
import type { createTimesheetWeeks } from './timesheet-weeks';

type Options = {
  service: ReturnType<typeof createTimeEntriesService>;
  billing: ReturnType<typeof hourlyBilling>;
  clocks: ReturnType<typeof hourlyClocks>;
  csv: ReturnType<typeof createTimeCsv>;
  weeks: ReturnType<typeof createTimesheetWeeks>;
  thisWeek: ReturnType<typeof createHourlyThisWeek>;
};

/** Time on hourly contracts (issue 27), under /api/contracts. */
export const timeEntriesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, billing, clocks, csv, weeks, thisWeek },
) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, {
    tags: ['contracts: hourly'],
    response: errorResponses(400, 401, 403, 404, 409),
  });

  serve(
    hourlyEndpoints.addEntry,
    'Freelancer: log time by hand (a start and an end, or a date and minutes; a memo)',
    async (request, reply) =>
      reply.code(201).send(await service.add(request.params.id, viewer(request), request.body)),
  );
  serve(
    hourlyEndpoints.editEntry,
    'Freelancer: change an entry of a week not yet invoiced',
    async (request) => service.edit(request.params.id, request.params.entryId, viewer(request), request.body),
  );
  serve(
    hourlyEndpoints.deleteEntry,
    'Freelancer: delete an entry of a week not yet invoiced',
    async (request) => service.remove(request.params.id, request.params.entryId, viewer(request)),
  );
  serve(
    hourlyEndpoints.startTimer,
    'Freelancer: start the timer (one running timer per person)',
    async (request, reply) =>
      reply.code(201).send(await service.startTimer(request.params.id, viewer(request), request.body.memo)),
  );
  serve(hourlyEndpoints.stopTimer, 'Freelancer: stop the timer; its time is logged', async (request) =>
    service.stopTimer(request.params.id, viewer(request), request.body.memo),
  );
  serve(
    hourlyEndpoints.timesheet,
    'A week of an hourly contract (this week unless ?week= names its Monday): entries, totals, the limit',
    async (request) => service.timesheet(request.params.id, viewer(request), request.query.week),
  );
  serve(
    hourlyEndpoints.thisWeek,
    'This week across my active hourly contracts (as client or freelancer): time, the limit, amounts',
    async (request) => thisWeek(viewer(request)),
  );
  serve(
    hourlyEndpoints.weeks,
    "An hourly contract's weeks, newest first (a year at most): time, invoice amount, state",
    async (request) => weeks(request.params.id, viewer(request)),
  );
  serve(
    hourlyEndpoints.approveWeek,
    "Client: approve a week's invoice in review; its money is released at once",
    async (request) => billing.approveWeek(request.params.id, request.params.week, viewer(request)),
  );
  serve(
    hourlyEndpoints.resume,
    'Client or freelancer: resume a contract paused after 30 days without hours',
    async (request) => clocks.resume(request.params.id, viewer(request)),
  );
  serve(
    hourlyEndpoints.bonus,
    {
      summary:
        'Client: pay a bonus, charged to the saved card and released at once (Idempotency-Key accepted)',
      config: { idempotent: true },
    },
    async (request) => billing.bonus(request.params.id, viewer(request), request.body),
  );
  app.get(
    hourlyFiles.timeCsv.path.slice(app.prefix.length),
    {
      schema: {
        tags: ['contracts: hourly'],
        summary: "A contract's time as CSV (?from=&to=, days in UTC, both included): its parties and admins",
        params: UuidParamsSchema,
        querystring: TimeCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { name, csv: body } = await csv(request.params.id, viewer(request), request.query);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', name));
      return reply.type('text/csv; charset=utf-8').send(body);
    },
  );
};
