import * as z from '../zod';

const count = z.number().int();
const listedCounts = z.object({ listed: count, unlisted: count });

/** The admin dashboard's counts, straight from the database. */
export const GetDashboardResponseSchema = z.object({
  clients: count,
  freelancers: count,
  blockedUsers: count,
  categories: listedCounts,
  skills: listedCounts,
  /** Jobs by status; `unlisted` counts the jobs an admin has hidden, whatever their status. */
  jobs: z.object({ draft: count, open: count, closed: count, unlisted: count }),
  /** Proposals not withdrawn, as each job's proposal count reads. */
  proposals: count,
});
export type DashboardStats = z.infer<typeof GetDashboardResponseSchema>;
