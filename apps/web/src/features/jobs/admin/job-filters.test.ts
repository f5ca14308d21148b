import { describe, expect, it } from 'vitest';
import { apiFilters } from './job-filters';

describe('apiFilters', () => {
  it('passes known filters and reads unknown ones as "All"', () => {
    expect(apiFilters('open', 'unlisted')).toEqual({ status: 'open', listing: 'unlisted' });
    expect(apiFilters('bogus', '')).toEqual({ status: undefined, listing: undefined });
  });
});
