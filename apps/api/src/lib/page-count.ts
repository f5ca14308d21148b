/** How many pages a list has; an empty list still has one ("Page 1 of 1"). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
