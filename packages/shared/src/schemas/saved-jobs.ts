import * as z from '../zod';
import { JobSummarySchema } from './job-search';
import { PageQuerySchema, pageOf } from './pagination';

/** GET /api/freelancer/saved-jobs: most recently saved first; only jobs still open and listed. */
export const GetSavedJobsRequestSchema = PageQuerySchema;
export type GetSavedJobsQuery = z.output<typeof GetSavedJobsRequestSchema>;

export const SavedJobRowSchema = JobSummarySchema.omit({ isSaved: true }).extend({
  savedAt: z.iso.datetime(),
});
export type SavedJobRow = z.infer<typeof SavedJobRowSchema>;
export const GetSavedJobsResponseSchema = pageOf(SavedJobRowSchema);
export type GetSavedJobsResponse = z.infer<typeof GetSavedJobsResponseSchema>;

export const SaveJobResponseSchema = z.object({ message: z.string() });
export const UnsaveJobResponseSchema = SaveJobResponseSchema;
