import { describe, expect, it } from 'vitest';
import { type JobSearchState, jobSearchUrl } from './job-search-url';

const {
  keys,
  paramsFrom: jobSearchParamsFrom,
  queryOf: jobSearchQueryOf,
  cleared: clearedFilters,
  filterCountOf,
} = jobSearchUrl;

const stateOf = (values: Partial<JobSearchState>): JobSearchState => ({
  ...(Object.fromEntries(keys.map((key) => [key, ''])) as JobSearchState),
  ...values,
});

describe('jobSearchParamsFrom (URL to API query)', () => {
  it('keeps the words, the filters, the sort and the page, in that order', () => {
    const order = [
      'q',
      'category',
      'skills',
      'budgetType',
      'budgetMin',
      'budgetMax',
      'experience',
      'minClientRating',
      'sort',
      'page',
    ];
    expect(keys).toEqual(order);
    expect(Object.keys(jobSearchParamsFrom(stateOf({})))).toEqual(order);
  });

  it('reads an empty URL as no filter, page 1', () => {
    expect(jobSearchParamsFrom(stateOf({}))).toEqual({
      q: undefined,
      category: undefined,
      skills: undefined,
      budgetType: undefined,
      budgetMin: undefined,
      budgetMax: undefined,
      experience: undefined,
      minClientRating: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('reads lists, amounts in cents and the page', () => {
    const params = jobSearchParamsFrom(
      stateOf({
        skills: 'a,b',
        experience: 'entry,expert',
        budgetMin: '50000',
        budgetMax: '0',
        minClientRating: '4',
        page: '3',
      }),
    );
    expect(params).toMatchObject({
      minClientRating: 4,
      skills: ['a', 'b'],
      experience: ['entry', 'expert'],
      budgetMin: 50_000,
      budgetMax: 0,
      page: 3,
    });
  });

  it('passes a hand-edited value on as it is, for the API to refuse with its own words', () => {
    expect(jobSearchParamsFrom(stateOf({ budgetMin: 'lots' })).budgetMin).toBeNaN();
  });
});

describe('jobSearchQueryOf (a change to URL values)', () => {
  it('starts again at page 1 on any change but a page turn', () => {
    expect(jobSearchQueryOf({ q: 'react' })).toEqual({ q: 'react', page: '' });
    expect(jobSearchQueryOf({ page: 4 })).toEqual({ page: 4 });
  });

  it('joins lists with commas', () => {
    expect(jobSearchQueryOf({ skills: ['a', 'b'] })).toEqual({ skills: 'a,b', page: '' });
  });

  it('clears every filter and keeps the words', () => {
    const cleared = jobSearchQueryOf(clearedFilters());
    expect(cleared).not.toHaveProperty('q');
    expect(cleared).toMatchObject({ category: '', skills: '', budgetMin: '', budgetMax: '', experience: '' });
  });
});

describe('filterCountOf', () => {
  it('counts the filters set, not the words or the sort', () => {
    expect(filterCountOf(stateOf({ q: 'react', sort: 'newest', category: 'c', budgetMin: '100' }))).toBe(2);
  });
});
