import { describe, expect, it } from 'vitest';
import { type TalentSearchState, talentPathFor, talentSearchUrl } from './talent-search-url';

const {
  keys,
  paramsFrom: talentSearchParamsFrom,
  queryOf: talentSearchQueryOf,
  cleared: clearedTalentFilters,
  filterCountOf: talentFilterCountOf,
} = talentSearchUrl;

const stateOf = (values: Partial<TalentSearchState>): TalentSearchState => ({
  ...(Object.fromEntries(keys.map((key) => [key, ''])) as TalentSearchState),
  ...values,
});

describe('talentSearchParamsFrom (URL to API query)', () => {
  it('reads an empty URL as no filter, page 1', () => {
    expect(talentSearchParamsFrom(stateOf({}))).toEqual({
      q: undefined,
      categoryId: undefined,
      skills: undefined,
      minRateCents: undefined,
      maxRateCents: undefined,
      country: undefined,
      minRating: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('reads lists, numbers and the page', () => {
    expect(
      talentSearchParamsFrom(
        stateOf({
          q: 'react',
          skills: 'a,b',
          minRateCents: '2500',
          country: 'DE',
          minRating: '3',
          sort: 'rating_desc',
          page: '3',
        }),
      ),
    ).toMatchObject({
      q: 'react',
      skills: ['a', 'b'],
      minRateCents: 2500,
      country: 'DE',
      minRating: 3,
      sort: 'rating_desc',
      page: 3,
    });
    // A nonsense page is page 1; a nonsense amount goes to the server, which says what is wrong.
    expect(talentSearchParamsFrom(stateOf({ page: 'x', minRateCents: 'ten' }))).toMatchObject({
      page: 1,
      minRateCents: Number.NaN,
    });
  });
});

describe('talentSearchQueryOf (a change to URL values)', () => {
  it('joins lists and starts again at page 1, except for a page turn', () => {
    expect(talentSearchQueryOf({ skills: ['a', 'b'] })).toEqual({ skills: 'a,b', page: '' });
    expect(talentSearchQueryOf({ page: 4 })).toEqual({ page: 4 });
  });

  it('clears every filter but keeps the words', () => {
    const cleared = talentSearchQueryOf(clearedTalentFilters());
    expect(cleared).toEqual({
      categoryId: '',
      skills: '',
      minRateCents: '',
      maxRateCents: '',
      country: '',
      minRating: '',
      page: '',
    });
    expect(talentFilterCountOf(stateOf({ q: 'x', country: 'US', skills: 'a', minRating: '4' }))).toBe(3);
  });
});

describe('talentPathFor', () => {
  it('leads to /talent, filtered by a category when given', () => {
    expect(talentPathFor()).toBe('/talent');
    expect(talentPathFor({ categoryId: 'c1' })).toBe('/talent?categoryId=c1');
    expect(talentPathFor({ q: 'Design & Creative' })).toBe('/talent?q=Design+%26+Creative');
  });
});
