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
  /** Contracts by status (issue 15). */
  contracts: z.object({ active: count, ended: count }),
  /**
   * SafePay money from the ledger, in cents: held in escrow now, released so far (freelancers'
   * shares + fees), and fees earned.
   */
  escrow: z.object({ heldCents: count, releasedCents: count, feesCents: count }),
});
export type DashboardStats = z.infer<typeof GetDashboardResponseSchema>;
