/**
 * The root of every query a job or proposal change can alter (searches, job pages, my jobs, my
 * proposals, a job's proposals, saved jobs): one invalidation after any such change refreshes
 * them all, whichever feature made it.
 */
export const marketplaceKey = ['marketplace'] as const;

/**
 * The root of every hiring query (offers, contracts, their timelines, the wallet): a live
 * `offer.created` or `contract.changed` refreshes them all.
 */
export const contractsKey = ['contracts'] as const;

/**
 * The admin dashboard's counts, which every admin change refreshes. Here rather than beside the
 * dashboard: the admin pages that load after the admin chunk (app/admin-pages.ts) would otherwise
 * import that whole chunk for this key (ADR 009).
 */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;
