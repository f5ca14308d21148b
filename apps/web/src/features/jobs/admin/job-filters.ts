import type { GetAdminJobsQuery } from '@skillora/shared';
import { JOB_LISTINGS, JOB_STATUSES, type JobStatus } from '@skillora/shared/constants';

type Listing = (typeof JOB_LISTINGS)[number];

/** The Status filter's choices; '' is "All". */
export const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const satisfies ReadonlyArray<{ value: JobStatus | ''; label: string }>;

/** The Listing filter's choices; '' is "All". */
export const LISTING_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'listed', label: 'Listed' },
  { value: 'unlisted', label: 'Unlisted' },
] as const satisfies ReadonlyArray<{ value: Listing | ''; label: string }>;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The URL's filters as the API's query: a hand-edited unknown value means "All", not a 400. */
export function apiFilters(status: string, listing: string): Pick<GetAdminJobsQuery, 'status' | 'listing'> {
  return {
    status: isOneOf(JOB_STATUSES, status) ? status : undefined,
    listing: isOneOf(JOB_LISTINGS, listing) ? listing : undefined,
  };
}
