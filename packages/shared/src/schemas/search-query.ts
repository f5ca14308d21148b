import { JOB_SEARCH_MAX, JOB_SKILLS_MAX } from '../constants';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN } from '../review-rules';
import * as z from '../zod';
import { PG_INTEGER_MAX, tooLarge } from './numbers';
import { blankAsUndefined, PageQuerySchema, queryList } from './pagination';

/**
 * The query of a faceted search (Find Work, Find Talent): page, words, its own filters, then sort.
 * Every filter is optional and they combine with AND; blank values mean "not given".
 */

/** One uuid filter (a category). */
export const idFilter = (message: string) => z.preprocess(blankAsUndefined, z.uuid(message).optional());

/** Any of these skills (repeat the key or separate with commas). */
export const skillsFilter = () =>
  z.preprocess(
    queryList,
    z
      .array(z.uuid('Skills are not valid'))
      .max(JOB_SKILLS_MAX, `Filter by at most ${JOB_SKILLS_MAX} skills`)
      .optional(),
  );

/** One end of an amount range, in cents. */
export const centsBound = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number(`${label} must be a number of cents`)
      .int(`${label} must be a whole number of cents`)
      .min(0, `${label} must not be negative`)
      .max(PG_INTEGER_MAX, tooLarge(label))
      .optional(),
  );

/** A lowest average rating in whole stars: 4 keeps the people rated 4 stars and up (issue 26). */
export const ratingFilter = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number(`${label} must be a number of stars`)
      .int(`${label} must be a whole number of stars`)
      .min(REVIEW_STARS_MIN, `${label} must be from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars`)
      .max(REVIEW_STARS_MAX, `${label} must be from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars`)
      .optional(),
  );

const orList = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

type SearchQueryConfig<F extends z.ZodRawShape, S extends readonly [string, ...string[]]> = {
  /** The filters, in the order the API documents them. */
  filters: F;
  sorts: S;
  /** A range whose low end must not pass its high end (a budget, a rate). */
  range: { min: keyof F & string; max: keyof F & string; message: string };
};

export function searchQuerySchema<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>({
  filters,
  sorts,
  range,
}: SearchQueryConfig<F, S>) {
  return PageQuerySchema.extend({
    q: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(JOB_SEARCH_MAX, `Search must be at most ${JOB_SEARCH_MAX} characters`).optional(),
    ),
    ...filters,
    sort: z.preprocess(blankAsUndefined, z.enum(sorts, `Sort must be ${orList(sorts)}`).optional()),
  }).refine((query) => isOrdered(query, range.min, range.max), { message: range.message, path: [range.min] });
}

function isOrdered(query: Record<string, unknown>, min: string, max: string) {
  const low = query[min];
  const high = query[max];
  return typeof low !== 'number' || typeof high !== 'number' || low <= high;
}
