import { JOB_PAGE_SIZE, JOB_PAGE_SIZE_MAX } from '../constants';
import * as z from '../zod';
import { PG_INTEGER_MAX, tooLarge } from './numbers';

/** `?page=&limit=` of the marketplace lists (jobs, proposals, saved jobs). */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(PG_INTEGER_MAX, tooLarge('Page'))
    .default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(JOB_PAGE_SIZE_MAX, `Limit must be at most ${JOB_PAGE_SIZE_MAX}`)
    .default(JOB_PAGE_SIZE),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

/** One page of a list: `pages` is at least 1, so an empty list still reads "Page 1 of 1". */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  });

/**
 * One slice of a feed (messages, notifications, activity): `nextCursor` is the opaque position to
 * ask for next, null at the end. Feeds grow while read, so they page by cursor, not by number.
 */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    nextCursor: z.string().min(1).nullable(),
  });

/** Blank query values (`?q=&category=`) mean "not given", as a form submitted with blanks does. */
export const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A list in the query string, either repeated (`?skills=a&skills=b`) or comma-separated. */
export const queryList = (value: unknown) => {
  if (value === undefined || value === '') return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const trimmed = items.map((v) => v.trim()).filter(Boolean);
  return trimmed.length ? trimmed : undefined;
};
