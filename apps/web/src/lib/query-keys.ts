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
