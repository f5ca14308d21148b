import {
  ADMIN_PAGE_SIZE,
  JOB_LISTINGS,
  JOB_PAGE_SIZE_MAX,
  JOB_SEARCH_MAX,
  UNLIST_REASON_MAX,
} from '../constants';
import * as z from '../zod';
import { JobDetailSchema, JobStatusSchema } from './jobs';
import { blankAsUndefined, PageQuerySchema, pageOf } from './pagination';

/** GET /api/admin/jobs: every job in any status; by relevance with `q`, otherwise newest first. */
export const GetAdminJobsRequestSchema = PageQuerySchema.extend({
  q: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(JOB_SEARCH_MAX, `Search must be at most ${JOB_SEARCH_MAX} characters`).optional(),
  ),
  status: z.preprocess(blankAsUndefined, JobStatusSchema.optional()),
  listing: z.preprocess(
    blankAsUndefined,
    z.enum(JOB_LISTINGS, 'Listing must be listed or unlisted').optional(),
  ),
  // The admin tables show the spec's 5 rows a page.
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
});
export type GetAdminJobsQuery = z.output<typeof GetAdminJobsRequestSchema>;

export const AdminJobRowSchema = JobDetailSchema.pick({
  id: true,
  title: true,
  status: true,
  isListed: true,
  category: true,
  publishedAt: true,
  createdAt: true,
  proposalCount: true,
}).extend({ client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }) });
export type AdminJobRow = z.infer<typeof AdminJobRowSchema>;

export const GetAdminJobsResponseSchema = pageOf(AdminJobRowSchema);
export type GetAdminJobsResponse = z.infer<typeof GetAdminJobsResponseSchema>;

const adminJobChange = z.object({ data: AdminJobRowSchema, message: z.string() });
export type AdminJobChangeResponse = z.infer<typeof adminJobChange>;
export const UnlistJobResponseSchema = adminJobChange;

/** PUT …/unlist may say why; the job's owner reads it on their job page. */
export const UnlistJobRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(UNLIST_REASON_MAX, `Use at most ${UNLIST_REASON_MAX} characters for the reason`)
      .optional(),
  })
  .nullish();
export type UnlistJobRequest = z.infer<typeof UnlistJobRequestSchema>;
export const RelistJobResponseSchema = adminJobChange;
